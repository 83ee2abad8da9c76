import type { Browser } from "@playwright/test";
import { axeViolations, formatViolations } from "#tests/support/a11y.ts";
import { desktopViewport, mobileViewport, uiStates, waitForHydration, type UiState } from "#tests/support/ui-states.ts";

/**
 * axe-core (WCAG 2.2 A and AA rules) on a page as loaded, at desktop and phone width, and again
 * with each dialog, drawer, dropdown and banner of the chrome open: the same states the
 * accessibility journeys of `npm test` open.
 */
export interface AxeStateResult {
  state: string;
  violations: string[];
  skipped?: string;
  error?: string;
}

const loadedStates: UiState[] = [
  { name: "as loaded", viewport: desktopViewport, open: async (page) => page.locator("body") },
  { name: "as loaded, 375 px", viewport: mobileViewport, open: async (page) => page.locator("body") },
];

export async function axeAudit(browser: Browser, baseURL: string, path: string): Promise<AxeStateResult[]> {
  const results: AxeStateResult[] = [];
  for (const state of [...loadedStates, ...uiStates]) {
    const context = await browser.newContext({ baseURL, viewport: state.viewport, bypassCSP: true });
    const page = await context.newPage();
    try {
      await page.goto(path);
      await waitForHydration(page);
      const opened = await state.open(page);
      if ("skipped" in opened) results.push({ state: state.name, violations: [], skipped: opened.skipped });
      else results.push({ state: state.name, violations: formatViolations(await axeViolations(page)) });
    } catch (err) {
      results.push({ state: state.name, violations: [], error: err instanceof Error ? err.message.split("\n")[0] : String(err) });
    } finally {
      await context.close();
    }
  }
  return results;
}
