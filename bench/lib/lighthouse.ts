import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { LighthouseCategory } from "#bench/budgets.ts";
import { lighthouseChromeFlags } from "./chromium.ts";
import { lcpAnatomy, type LcpAnatomy } from "./lcp-anatomy.ts";

/**
 * Lighthouse 13 with its defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU
 * slowdown), in headless Chromium. Each page is measured `runs` times in one fresh browser; every
 * number reported is the median of those runs, taken number by number.
 */
export const categories: LighthouseCategory[] = ["performance", "accessibility", "best-practices", "seo"];

export interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  resourceSize: number;
  statusCode: number;
}

export interface FailedAudit {
  category: LighthouseCategory;
  id: string;
  title: string;
  /** In how many of the runs it failed. */
  runs: number;
  /** For errors-in-console: what was logged. */
  consoleErrors?: { source: string; url: string; description: string }[];
}

export interface LighthouseResult {
  scores: Record<LighthouseCategory, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that count towards a category score and did not pass, in any run. */
  failedAudits: FailedAudit[];
  /** The requests of the first run (what the page loads without interaction). */
  requests: NetworkRequest[];
  /** What the first run's simulated LCP was made of (./lcp-anatomy.ts). */
  lcp?: LcpAnatomy;
  runs: { scores: Record<string, number | null>; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }[];
  warnings: string[];
  lighthouseVersion: string;
  benchmarkIndex: number;
}

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const numeric = (lhr: Lhr, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
};

export async function measureWithLighthouse(
  url: string,
  { chromePath, runs, expectedStatus, saveReportTo }: { chromePath: string; runs: number; expectedStatus: number; saveReportTo?: string },
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags, logLevel: "silent" });
  const lhrs: Lhr[] = [];
  const retried: string[] = [];
  const once = async () => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      // The 404 page is meant to answer 404; Lighthouse otherwise refuses to audit it.
      ignoreStatusCode: expectedStatus !== 200,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result;
  };
  try {
    for (let i = 0; i < runs; i++) {
      // A run whose trace failed to record (NO_NAVSTART and the like, on a busy machine) is
      // run again, at most twice; the retry is reported with the result.
      let result: Awaited<ReturnType<typeof once>> | undefined;
      for (let attempt = 1; !result; attempt++) {
        try {
          result = await once();
        } catch (err) {
          if (attempt === 3) throw err;
          retried.push(`run ${i + 1} retried: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`);
        }
      }
      lhrs.push(result.lhr);
      if (i === 0 && saveReportTo) writeFileSync(saveReportTo, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
    }
  } finally {
    await chrome.kill();
  }

  const perRun = lhrs.map((lhr) => ({
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
  }));

  const failed = new Map<string, FailedAudit>();
  for (const lhr of lhrs) {
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        // Performance is scored on its metrics, reported as numbers of their own.
        if (category === "performance") continue;
        const key = `${category}/${ref.id}`;
        const entry = failed.get(key) ?? { category, id: ref.id, title: audit.title, runs: 0 };
        entry.runs += 1;
        if (ref.id === "errors-in-console") {
          const items = (audit.details as { items?: { source: string; description: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? [];
          entry.consoleErrors = [
            ...(entry.consoleErrors ?? []),
            ...items.map((i) => ({ source: i.source, url: i.sourceLocation?.url ?? "", description: i.description })),
          ];
        }
        failed.set(key, entry);
      }
    }
  }

  const first = lhrs[0]!;
  const requestItems = (first.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(
      categories.map((c) => {
        const values = perRun.map((r) => r.scores[c]).filter((v): v is number => typeof v === "number");
        return [c, values.length === perRun.length ? median(values) : null];
      }),
    ) as Record<LighthouseCategory, number | null>,
    fcpMs: median(perRun.map((r) => r.fcpMs)),
    lcpMs: median(perRun.map((r) => r.lcpMs)),
    tbtMs: median(perRun.map((r) => r.tbtMs)),
    cls: median(perRun.map((r) => r.cls)),
    failedAudits: [...failed.values()],
    requests: requestItems.map((r) => ({
      url: r.url,
      resourceType: r.resourceType,
      transferSize: r.transferSize,
      resourceSize: r.resourceSize,
      statusCode: r.statusCode,
    })),
    lcp: lcpAnatomy(first),
    runs: perRun,
    warnings: [...retried, ...new Set(lhrs.flatMap((l) => l.runWarnings.map(String)))],
    lighthouseVersion: first.lighthouseVersion,
    benchmarkIndex: median(lhrs.map((l) => l.environment.benchmarkIndex)),
  };
}
