import type { Page } from "@playwright/test";

/**
 * Waits until the page is drawn in Inter: the first page of a visit is painted in the fallback
 * face and swaps Inter in after its first paint (app/browser/web-font.ts removes `font-later`
 * from <html> once the font is loaded), so `document.fonts.ready` alone can resolve before the
 * font is even asked for. Then waits for any other font load in flight.
 */
export async function webFontSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.classList.contains("font-later"));
  await page.evaluate(() => document.fonts.ready);
}
