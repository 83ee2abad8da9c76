import path from "node:path";
import { expect, type Page } from "@playwright/test";

const axeScript = path.resolve("node_modules/axe-core/axe.min.js");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.0-2.2 A/AA rules) and expects no violation.
 * The script is injected with addScriptTag, so the test's context needs `bypassCSP: true`.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ path: axeScript });
  const result = await page.evaluate(
    (runOnly) => (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResult> } }).axe.run(document, { runOnly: { type: "tag", values: runOnly } }),
    tags,
  );
  const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(violations, `axe violations in state "${state}"`).toEqual([]);
}
