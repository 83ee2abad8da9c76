import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The W3C Nu HTML checker (the `vnu-jar` package: vnu.jar, run by the machine's Java, 11 or
 * later; .ci/run installs Debian's default-jre-headless where it is missing). Every document is
 * checked by ONE Java process: the JVM's start and the HTML schema's load are most of the cost.
 */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * A short-lived JVM: C1 only (the C2 compiler's warm-up costs seconds and never pays back in a
 * run this short), the serial collector, and a larger thread stack, which the checker's schema
 * needs under C1 (it overflows the default one now and then).
 */
const jvmOptions = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m", "-Xshare:auto"];

export interface HtmlDocument {
  /** What the document is (a page and its state): names the file and the failure line. */
  name: string;
  html: string;
}

export interface HtmlMessage {
  document: string;
  line?: number;
  message: string;
  /** The markup around the place (pages are long single lines: the line alone says little). */
  extract?: string;
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks the documents and resolves to the checker's errors (nothing else: warnings and notes
 * are advice). `alsoErrors` turns chosen warnings into failures: the checker only warns about
 * some things that must not happen here.
 */
export async function checkHtml(docs: HtmlDocument[], { alsoErrors = [] as RegExp[] } = {}): Promise<HtmlMessage[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "html-check-"));
  try {
    // The checker names each file by its file: URL in its report.
    const files = new Map<string, string>();
    docs.forEach((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(3, "0")}-${doc.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.html`);
      writeFileSync(file, doc.html);
      files.set(file, doc.name);
    });
    const names = new Map([...files].map(([file, name]) => [pathToFileURL(file).href.replace("file:///", "file:/"), name]));
    const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";
    // Warnings are asked for only when some of them count (--errors-only otherwise: a smaller answer).
    const args = [...jvmOptions, "-jar", vnuJar, ...(alsoErrors.length ? [] : ["--errors-only"]), "--format", "json", "--exit-zero-always", ...files.keys()];
    const output = await new Promise<string>((resolve, reject) => {
      execFile(java, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          reject(new Error("The HTML checker needs Java (11 or later): install a JRE (Debian: apt-get install default-jre-headless) or set JAVA_HOME."));
        } else if (error) reject(new Error(`The HTML checker failed: ${error.message}\n${stderr}`));
        // The JSON report is written to standard error.
        else resolve(stderr || stdout);
      });
    });
    const report = JSON.parse(output) as { messages: VnuMessage[] };
    return report.messages
      .filter((m) => m.type !== "info" || (m.subType === "warning" && alsoErrors.some((re) => re.test(m.message))))
      .map((m) => ({ document: (m.url && names.get(m.url)) ?? m.url ?? "(checker)", line: m.lastLine, message: m.message, extract: m.extract }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per message, for a failed assertion. */
export function formatHtmlMessages(messages: HtmlMessage[]): string {
  return messages.map((m) => `${m.document}${m.line ? `:${m.line}` : ""}: ${m.message}${m.extract ? `\n    …${m.extract.replace(/\s+/g, " ")}…` : ""}`).join("\n");
}

/** Warnings that count as errors here: a sandbox its page can remove (issue 14). */
const alsoErrors = [/Setting both “allow-scripts” and “allow-same-origin” is not recommended/];

/**
 * Checker messages that are the checker's mistake, each with its reason. Sonner (the toasts)
 * inserts its stylesheet at run time, holding `--scale: var(--toasts-before) * 0.05 + 1`: a
 * custom property takes any tokens, but the checker's CSS parser rejects the expression.
 */
const checkerMistakes = [
  { document: /\(after scripts\)$/, message: /^CSS: Parse Error\.$/, extract: /\) \* 0\.05 \+ 1;--y:translate/ },
  // The first view's `<link rel="expect" blocking="render">` (app/ui/first-view.tsx): HTML allows
  // `blocking` on a link whose rel is "expect" (added to the standard in 2024, with rel=expect);
  // the checker still knows only rel="stylesheet".
  { document: /./, message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/, extract: /<link rel="expect" href="#first-view-end" blocking="render"\/?>/ },
];

/** A document with both faults of issue 14, so that a checker that finds nothing is seen. */
const canary: HtmlDocument = {
  name: "canary",
  html: '<!doctype html><html lang="en"><title>Canary</title><button type="button" popovertarget="p" aria-expanded="false">Menu</button><div id="p" popover>Panel</div><iframe src="https://example.com/" title="Preview" sandbox="allow-scripts allow-same-origin"></iframe></html>',
};

/**
 * Issue 14's check of some documents, in one run of the checker: what it found in the canary
 * (`canaryFaults` must be both of its faults, else the checker checks nothing), and its errors in
 * the documents, less its known mistakes (above).
 */
export async function checkSiteHtml(docs: HtmlDocument[]): Promise<{ canaryFaults: string[]; errors: HtmlMessage[] }> {
  const all = await checkHtml([...docs, canary], { alsoErrors });
  const canaryFaults = all.filter((m) => m.document === canary.name).map((m) => m.message);
  const caughtBoth =
    canaryFaults.length === 2 &&
    /“aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute/.test(canaryFaults[0]!) &&
    alsoErrors[0]!.test(canaryFaults[1]!);
  if (!caughtBoth) throw new Error(`the HTML checker missed the canary's two faults (it found ${JSON.stringify(canaryFaults)}): it checks nothing`);
  const errors = all.filter((m) => m.document !== canary.name && !checkerMistakes.some((k) => k.document.test(m.document) && k.message.test(m.message) && k.extract.test(m.extract ?? "")));
  return { canaryFaults, errors };
}
