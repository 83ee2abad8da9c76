import { budgets } from "#bench/budgets.ts";
import { byDesignReason, type BenchResult, type MeasuredPage } from "./results.ts";

/** The bench's table, as aligned text for the terminal and as Markdown for docs/performance.md. */
const pageColumns = ["Page", "Perf", "A11y", "BP", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "JS gz kB", "CSS kB", "HTML kB", "Img kB", "Font kB", "Req", "axe", "Input: start ms", "Input: TBT ms"];

const score = (page: MeasuredPage, category: keyof typeof budgets.lighthouse) => {
  const lh = page.lighthouse;
  const value = lh?.scores[category];
  if (!lh || value === null || value === undefined) return "–";
  if (value >= budgets.lighthouse[category]) return value.toFixed(2);
  const failed = lh.failedAudits.filter((a) => a.category === category);
  const allByDesign = failed.length > 0 && failed.every((a) => byDesignReason(page, a));
  return `${value.toFixed(2)}${allByDesign ? "*" : " ✗"}`;
};

const mark = (text: string, miss: boolean) => (miss ? `${text} ✗` : text);
const kB = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 1000).toFixed(1));

function pageRow(page: BenchResult["pages"][number]): string[] {
  if ("skipped" in page) return [page.name, `skipped: ${page.skipped}`];
  const lh = page.lighthouse;
  const b = page.bytes;
  const axeCount = (page.axe ?? []).reduce((n, s) => n + s.violations.length + (s.error ? 1 : 0), 0);
  return [
    page.status === 200 ? page.name : `${page.name} (${page.status})`,
    score(page, "performance"),
    score(page, "accessibility"),
    score(page, "best-practices"),
    score(page, "seo"),
    lh ? (lh.fcpMs / 1000).toFixed(2) : "–",
    lh ? mark((lh.lcpMs / 1000).toFixed(2), lh.lcpMs > budgets.lcpMs) : "–",
    lh ? mark(String(Math.round(lh.tbtMs)), lh.tbtMs > budgets.tbtMs) : "–",
    lh ? mark(lh.cls.toFixed(3), lh.cls > budgets.cls) : "–",
    b ? mark(kB(b.jsGzip), b.jsGzip > budgets.jsGzipBytes) : "–",
    kB(b?.css),
    kB(b?.html),
    kB(b?.images),
    kB(b?.fonts),
    b ? String(b.requests) : "–",
    page.axe ? mark(String(axeCount), axeCount > budgets.axeViolations) : "–",
    page.islandWake ? String(Math.round(page.islandWake.ms)) : "–",
    page.islandWake ? String(Math.round(page.islandWake.blockingMs)) : "–",
  ];
}

/** Rows shorter than the head (a name and a note, e.g. 'skipped: …') span the other columns. */
function textTable(head: string[], rows: string[][]): string {
  const full = rows.filter((r) => r.length === head.length);
  const widths = head.map((h, i) => Math.max(h.length, ...full.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.length < head.length
      ? `${cells[0]!.padEnd(widths[0]!)}  ${cells.slice(1).join("  ")}`
      : cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function markdownTable(head: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, "\\|");
  const pad = (r: string[]) => [...r, ...Array<string>(Math.max(0, head.length - r.length)).fill("")];
  return [`| ${head.join(" | ")} |`, `|${head.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`, ...rows.map((r) => `| ${pad(r).map(esc).join(" | ")} |`)].join("\n");
}

function loadRows(result: BenchResult): string[][] {
  return result.load.map((l) =>
    "skipped" in l
      ? [l.name, `skipped: ${l.skipped}`]
      : [`${l.name} (${l.method} ${l.path})`, String(l.requestsPerSecond), String(l.p50Ms), mark(String(l.p99Ms), l.name === "home" && l.p99Ms > budgets.homeP99Ms), String(l.errors + l.non2xx)],
  );
}
const loadHead = ["Load (50 connections, 10 s)", "req/s", "p50 ms", "p99 ms", "errors"];

function firstTouchRows(result: BenchResult): string[][] {
  return (result.firstTouch ?? []).map((t) => [t.name, t.page, mark(String(Math.round(t.ms)), t.ms > budgets.firstTouchMs), t.runs.join(", ")]);
}
const firstTouchHead = ["First touch (phone-like: 4× CPU, slow 4G)", "page", "ms (median)", "runs ms"];

/** Issue 23: the server with 1,000 insights, started as production starts it (bench/lib/boot-scale.ts). */
function bootScaleRows(result: BenchResult): string[][] {
  const r = result.bootScale;
  const name = "server boot with 1,000 insights";
  if (!r) return [[name, "not measured"]];
  if ("skipped" in r) return [[name, `skipped: ${r.skipped}`]];
  const { bootAtScale } = budgets;
  const m = r.rssMb;
  return [
    [
      `server boot with ${r.insights.toLocaleString("en")} insights`,
      mark(String(r.bootMs), r.bootMs > bootAtScale.bootMs),
      r.bootCpuS.toFixed(2),
      `${m.boot} / ${m.warm} / ${m.afterFirstRequests} / ${m.afterSecondRequests}`,
      mark(String(m.peak), r.peakRssBytes > bootAtScale.peakRssBytes),
      `${r.servedFromMemory}/${r.insights}`,
      r.loadAverage,
    ],
  ];
}
const bootScaleHead = ["Boot at scale (budget 3,000 ms, 300 MB)", "first answer ms", "CPU s", "RSS MB: boot / warm / insights asked / again", "peak RSS MB", "from memory", "load average"];

/** Issue 23: a lead form's first focus to its own validation message (bench/lib/form-validation.ts). */
function formValidationRows(result: BenchResult): string[][] {
  const r = result.formValidation;
  const name = "first focus on a form field → the form's own validation answers";
  if (!r) return [[name, "not measured"]];
  if ("skipped" in r) return [[name, `skipped: ${r.skipped}`]];
  const { formValidation } = budgets;
  return r.map((f) => [f.name, f.page, mark(String(Math.round(f.ms)), f.ms > formValidation.ms), f.runs.join(", "), mark(String(f.lostCharacters), f.lostCharacters > formValidation.lostCharacters)]);
}
const formValidationHead = ["First focus on a form field → the form's own validation answers (phone: 4× CPU, slow 4G; budget 1,000 ms, 0 lost)", "page", "ms (median)", "runs ms", "chars lost"];

function observatoryRows(result: BenchResult): string[][] {
  return result.observatory.tests.map((t) => [t.name, t.pass ? "pass" : t.needsHttps ? "fail (needs HTTPS)" : "FAIL ✗", t.result, String(t.scoreModifier)]);
}
const observatoryHead = ["HTTP Observatory test", "result", "detail", "score"];

const mib = (bytes: number | null) => (bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

function reliabilityLine(result: BenchResult): string {
  const r = result.reliability;
  if (!r) return "Reliability: not run.";
  if ("skipped" in r) return `Reliability: skipped (${r.skipped}).`;
  return `Reliability: ${r.total} contact submissions at ${r.concurrency} connections, webhook target down, server SIGKILLed twice: ${r.accepted} accepted (2xx), ${r.storedAfterCrashes} of them in the database, ${r.deliveredAfterOutage} delivered once the target was back (${r.duplicateDeliveries} duplicate deliveries, deduplicable by X-Delivery-Id), ${r.seconds} s.`;
}

function twoInstancesLine(result: BenchResult): string {
  const r = result.twoInstances;
  if (!r) return "Two instances: not run.";
  if ("skipped" in r) return `Two instances: skipped (${r.skipped}).`;
  const checked = r.loginStatuses.filter((s) => s === 401).length;
  return `Two instances on PostgreSQL: ${r.total} contact submissions at ${r.concurrency} connections over both, webhook target down, one instance SIGKILLed halfway: ${r.accepted} accepted (2xx), ${r.storedAfterKill} of them in the database, ${r.deliveredAfterOutage} delivered once the target was back (${r.duplicateDeliveries} duplicate deliveries, ${r.duplicateSubmissions} submissions twice, ${r.repeatedAfterLostAnswer} stored twice after the killed instance stored them and their answer was lost: the client sends each again under its key, docs/leads.md 'Sent twice'), the last ${r.deliverySeconds} s after it came back (the killed instance's claims ran out first); ${checked} of 6 wrong passwords checked across both (limit 5); ${r.seconds} s.`;
}

/** The bad-input run's table: the slowest requests by server CPU. */
const badInputHead = ["Bad input: slowest requests", "CPU ms", "wall ms", "status"];
function badInputRows(result: BenchResult): string[][] {
  const r = result.badInput;
  if (!r) return [["bad-input run", "not run"]];
  if ("skipped" in r) return [["bad-input run", `skipped: ${r.skipped}`]];
  return r.slowest.slice(0, 5).map((s) => [`${s.method} ${s.path.length > 60 ? `${s.path.slice(0, 57)}…` : s.path}`, mark(s.cpuMs.toFixed(1), s.cpuMs > budgets.requestCpuMs), s.wallMs.toFixed(1), String(s.status)]);
}

function badInputLine(result: BenchResult): string {
  const r = result.badInput;
  if (!r) return "Bad input: not run.";
  if ("skipped" in r) return `Bad input: skipped (${r.skipped}).`;
  const answers = Object.entries(r.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ");
  return `Bad input: ${r.requests} generated requests (${r.perRoute} on each of ${r.routes} routes that take a body, every method), one at a time: ${r.serverErrors.length} answers ≥ 500, ${r.unanswered.length} unanswered (${answers}); slowest ${r.slowest[0]?.cpuMs ?? "?"} ms of server CPU (budget ${budgets.requestCpuMs} ms); after a full collection, heap ${r.heapBaselineMiB} MiB before and ${r.heapAfterMiB} MiB after, buffers ${r.externalBaselineMiB} → ${r.externalAfterMiB} MiB (RSS ${r.rssBaselineMiB} → ${r.rssAfterMiB} MiB: freed pages the allocator keeps); ${r.seconds} s.`;
}

function durabilityLine(result: BenchResult): string {
  const d = result.durability;
  if (!d) return "SQLite durability: not measured.";
  return `SQLite durability: a submission stored with synchronous=FULL (what the server uses: on disk when answered) takes ${d.fullMsPerSubmission} ms, with NORMAL ${d.normalMsPerSubmission} ms (${d.count} each, one after the other, with its delivery).`;
}

function insightsScaleLine(result: BenchResult): string {
  const r = result.insightsScale;
  if (!r) return "Insights at scale: not measured.";
  if ("skipped" in r) return `Insights at scale: skipped (${r.skipped}).`;
  const { serverRender: s, keystroke: k } = r;
  return `Insights at scale (${r.insights} generated insights; build ${r.buildSeconds} s, server boot ${r.bootSeconds} s): /insights-full searches rendered by the server, one at a time, once its start-up pages are rendered (confirmed ${s.startup.startupRenderedMs} ms after its start): p50 ${s.p50Ms} ms, p99 ${mark(String(s.p99Ms), s.p99Ms > budgets.insightsScale.serverRenderP99Ms)} ms (budget ${budgets.insightsScale.serverRenderP99Ms}), max ${s.maxMs} ms, ${s.requests} requests, page ${s.htmlKb} kB of HTML (the same searches straight after the start, while it rendered them: p50 ${s.startup.p50Ms} ms, p99 ${s.startup.p99Ms} ms, max ${s.startup.maxMs} ms, no budget); a keystroke's filtering at 4× CPU (input event to style and layout done) median ${k.medianMs} ms, max ${mark(String(k.maxMs), k.maxMs > budgets.insightsScale.keystrokeMs)} ms (budget ${budgets.insightsScale.keystrokeMs}), ${k.keystrokes} keystrokes.`;
}

function notes(result: BenchResult): string[] {
  return [
    `Lighthouse ${result.settings.lighthouse}; median of ${result.settings.lighthouseRuns} run(s). Sizes: JS = gzip of scripts loaded before any interaction (built files, run or prefetched, + inline scripts; JSON-LD data blocks are not scripts); others as transferred (Brotli). kB = 1,000 bytes.`,
    `Input: an island wakes when the visitor reaches for it (a form field or button; docs/decisions/020), outside Lighthouse's window; measured apart (bench/lib/island-wake.ts) on a 412 px page at 4× CPU slowdown, loaded and idle, its first island asked to wake: ms until it is live, and its blocking time (each task's time over 50 ms), median of the runs. No budget is set for the time; the JavaScript the wake runs (React, the chunk the islands share, and the component) is held to ${budgets.islandJsGzipBytes / 1000} kB gzip.`,
    "First touch: the page loaded (network idle) on a 412×823 touch phone (820×1180 touch tablet for 'Work With Me', a 1280 px desktop for keys and hover), 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s down); a little scroll, then one action: ms from the input event to the first frame showing the response, median of the runs (budget 200 ms). The press itself shows at once: every control has an :active style.",
    "✗ = over budget; * = fails only an audit that fails on purpose there (noindex page: is-crawlable; 404 page: http-status-code and the console error of its own 404), listed under Expected.",
    `Server: database ${result.server.database}; memory ${mib(result.server.rssBeforeLoadBytes)} before load, ${mib(result.server.rssAfterLoadBytes)} after.`,
    reliabilityLine(result),
    twoInstancesLine(result),
    badInputLine(result),
    durabilityLine(result),
    insightsScaleLine(result),
    `Observatory grade ${result.observatory.grade} (${result.observatory.score}) over plain HTTP${result.observatory.error ? `; error: ${result.observatory.error}` : ""}.`,
  ];
}

export function machineLine(result: BenchResult): string {
  const m = result.machine;
  return `${m.cpuModel} (${m.cpus} cores), ${m.memory}, ${m.os}, Node ${m.node}, ${m.chromium}; load average ${m.loadAverageAtStart} at start, ${m.loadAverageAtEnd} at end; Lighthouse benchmarkIndex ${m.benchmarkIndex}`;
}

const warningLines = (result: BenchResult) =>
  result.pages.flatMap((p) => ("skipped" in p ? [] : (p.lighthouse?.warnings ?? []).map((w) => `${p.name}: ${w}`)));

export function renderText(result: BenchResult): string {
  const rows = result.pages.map(pageRow);
  return [
    textTable(pageColumns, rows),
    "",
    textTable(loadHead, loadRows(result)),
    "",
    textTable(firstTouchHead, firstTouchRows(result)),
    "",
    textTable(formValidationHead, formValidationRows(result)),
    "",
    textTable(bootScaleHead, bootScaleRows(result)),
    "",
    textTable(observatoryHead, observatoryRows(result)),
    "",
    textTable(badInputHead, badInputRows(result)),
    "",
    ...notes(result),
    `Machine: ${machineLine(result)}`,
    "",
    warningLines(result).length ? `Lighthouse warnings:\n${warningLines(result).map((w) => `  - ${w}`).join("\n")}` : "",
    result.byDesign.length ? `Expected (by design):\n${result.byDesign.map((m) => `  - ${m}`).join("\n")}` : "",
    result.misses.length ? `BUDGET MISSES (${result.misses.length}):\n${result.misses.map((m) => `  ✗ ${m}`).join("\n")}` : "All budgets hold.",
  ].join("\n");
}

export function renderMarkdown(result: BenchResult): string {
  return [
    `Measured ${result.startedAt.slice(0, 10)} on: ${machineLine(result)}.`,
    "",
    markdownTable(pageColumns, result.pages.map(pageRow)),
    "",
    markdownTable(loadHead, loadRows(result)),
    "",
    markdownTable(firstTouchHead, firstTouchRows(result)),
    "",
    markdownTable(formValidationHead, formValidationRows(result)),
    "",
    markdownTable(bootScaleHead, bootScaleRows(result)),
    "",
    markdownTable(observatoryHead, observatoryRows(result)),
    "",
    markdownTable(badInputHead, badInputRows(result)),
    "",
    ...notes(result).map((n) => `${n}  `),
    "",
    result.misses.length ? `**Budget misses (${result.misses.length}):**\n\n${result.misses.map((m) => `- ${m}`).join("\n")}` : "**All budgets hold.**",
    "",
  ].join("\n");
}
