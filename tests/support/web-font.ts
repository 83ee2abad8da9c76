import type { Page } from "@playwright/test";

/**
 * Every page is drawn in Inter, the first view of a visit included, once the preloaded font has
 * arrived (until then in the metric-matched fallback: app/app.css, decision 039).
 */

/** Opens `url` and waits until its fonts (Inter) are loaded (lifting gotoInFallback's refusal). */
export async function gotoInInter(page: Page, url: string): Promise<void> {
  await page.unroute(INTER_FILE);
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
}

/** The one typeface's built files (app/fonts/inter-core.woff2 and inter-extra.woff2, hashed by the build; decision 105). */
export const INTER_FILE = /\/assets\/inter-(core|extra)-[\w-]+\.woff2$/;

/**
 * Opens `url` with the font refused: the page as drawn before Inter arrives (a slow first visit),
 * in the metric-matched fallback face from start to end.
 *
 * The refusal stays until gotoInInter lifts it (or the page closes): Inter comes in two files by
 * unicode-range (decision 105), and a range first needed after the load (a digit in a section laid
 * out late) is fetched then. Lifted at once, that file arrived mid-measure and drew 'Step 2' in
 * Inter beside the fallback's words: a lone word that no visitor sees (flaky in CI, 2026-12-07).
 */
export async function gotoInFallback(page: Page, url: string): Promise<void> {
  await page.route(INTER_FILE, (route) => route.abort());
  await page.goto(url);
}
