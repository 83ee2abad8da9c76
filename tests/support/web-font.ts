import type { Page } from "@playwright/test";

/**
 * The first page of a visit is drawn in the fallback face; a page reached from the site (its
 * referrer is this origin) in Inter from its first paint (app/browser/web-font.ts). Tests and
 * screenshots of how pages look open them as such a later page, as most page views are.
 */
export const asLaterPage = (url: string) => ({ referer: `${new URL(url).origin}/` });

/** Opens `url` as a page reached from this site, and waits until its fonts (Inter) are loaded. */
export async function gotoInInter(page: Page, url: string): Promise<void> {
  await page.goto(url, asLaterPage(url));
  await page.evaluate(() => document.fonts.ready);
}
