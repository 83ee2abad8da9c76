import { test as base } from "@playwright/test";
import { waitForHydration } from "./ui-states";

export { expect } from "@playwright/test";
export type { APIResponse, Locator, Page } from "@playwright/test";

/**
 * Playwright's `test`, with one difference: `page.goto` (with its default `load` wait) also
 * starts the app and waits until it has hydrated, when the page has JavaScript and boots the
 * app. The app waits until the visitor reaches for something only it does (docs/decisions/009);
 * the journeys test what it does, so they start once it runs. Tests of the time before it runs
 * pass `waitUntil: "domcontentloaded"` or "commit".
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? "load";
      if (javaScriptEnabled !== false && (waitUntil === "load" || waitUntil === "networkidle")) {
        const boots = await page.evaluate(() => document.querySelector('script[type="module"]') !== null).catch(() => false);
        if (boots) await waitForHydration(page);
      }
      return response;
    };
    await provide(page);
  },
});
