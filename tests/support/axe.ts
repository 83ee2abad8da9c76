import { expect, type Page } from "@playwright/test";
import { axeViolations, formatViolations } from "./a11y.ts";

/**
 * Runs axe-core on the page as it is now (WCAG 2.0-2.2 A/AA rules) and expects no violation.
 * The script is injected with addScriptTag, so the test's context needs `bypassCSP: true`.
 */
export async function expectNoAxeViolations(page: Page, state: string, options: { alsoRules?: readonly string[] } = {}) {
  expect(formatViolations(await axeViolations(page, options)), `axe violations in state "${state}"`).toEqual([]);
}
