import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/**
 * axe-core inside a real page: the WCAG 2.2 A and AA rules (2.0, 2.1 and 2.2 levels), run on the
 * page as it is at that moment. The page's context needs `bypassCSP: true`: axe is injected as a
 * script from another origin, which the site's Content-Security-Policy would rightly refuse.
 */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeScript = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe's script served over loopback HTTP, once per test process: handed to the page as a string
 * (`addScriptTag({ path })`), its 654 kB crossed Playwright's protocol at every injection, 180-220
 * ms of CPU each (docs/development.md, 'Where the time goes'); fetched by the page, a few ms.
 */
let axeUrl: Promise<string> | undefined;
function serveAxe(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const body = readFileSync(axeScript);
    const server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/javascript", "Content-Length": body.length, "Cache-Control": "max-age=3600" });
      res.end(body);
    });
    server.on("error", reject);
    // Never keeps the test process alive on its own.
    server.unref();
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`));
  });
  return axeUrl;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/** Waits until running animations and transitions (a dialog fading in) have finished. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * Lays out every section now. Sections far from the viewport are laid out only as they come
 * near it (content-visibility, app.css); axe measures colours and sizes, so it needs them as a
 * reader who scrolls there sees them. A test that holds a hover across an axe run calls this
 * first, so the layout does not change under the pointer.
 */
export async function layOutEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.renderAll = "";
  });
}

export async function axeViolations(page: Page, { alsoRules = [] }: { alsoRules?: readonly string[] } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ url: await serveAxe() });
  await layOutEverySection(page);
  await settle(page);
  return page.evaluate(async ({ tags, alsoRules }) => {
    // The WCAG rules, plus best-practice rules a test names (landmark-unique on the admin pages).
    const rules = alsoRules.length > 0 ? (await window.axe!.run(document, { runOnly: { type: "rule", values: alsoRules }, resultTypes: ["violations"] })).violations : [];
    const results = await window.axe!.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    results.violations.push(...rules);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: (n.failureSummary ?? "").split("\n").slice(0, 2).join(" ") })),
    }));
  }, { tags: wcagTags, alsoRules: [...alsoRules] });
}

/** One line per violation and element, readable in a failed assertion or a bench log. */
export function formatViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${n.target} — ${n.summary}`));
}

/**
 * Whether the browser tells assistive technology that the control with this role and name is
 * expanded, read from Chromium's accessibility tree: a popovertarget button carries no
 * aria-expanded (HTML forbids it there, issue 14); the browser derives the state from its
 * popover, which Playwright's toBeExpanded (it reads the attribute) does not see.
 */
export async function exposedExpanded(page: Page, role: string, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document" });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { objectId: result.objectId, role, accessibleName: name });
    if (nodes.length !== 1) throw new Error(`${nodes.length} ${role}s named '${name}' in the accessibility tree`);
    const expanded = nodes[0]!.properties?.find((p) => p.name === "expanded");
    return expanded ? expanded.value.value === true : undefined;
  } finally {
    await cdp.detach();
  }
}
