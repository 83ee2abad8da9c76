import { test as base } from "@playwright/test";
import { necessaryOnlyConsent } from "./page-templates.ts";
import { waitForHydration } from "./ui-states.ts";

export { expect } from "@playwright/test";
export type { APIResponse, Locator, Page } from "@playwright/test";

/**
 * Playwright's `test`, with one difference: `page.goto` (with its default `load` wait) also
 * starts the app and waits until it has hydrated, when the page has React Router's script, which
 * hydrates the app. The app waits until the visitor reaches for something only it does (docs/decisions/064);
 * the journeys test what it does, so they start once it runs. Tests of the time before it runs
 * pass `waitUntil: "domcontentloaded"` or "commit".
 */
export const test = base.extend<{ consentGiven: boolean }>({
  /**
   * The cookie banner (issue #15) shows 1 s after every load until a choice is stored, as a
   * fixed region at the bottom of the viewport: a real visitor scrolls past it, but a test's
   * click on something it covers would wait for it. So journeys start as a visitor who already
   * chose 'Necessary Only'; the consent journeys (and the a11y check of the banner) set
   * `test.use({ consentGiven: false })`.
   */
  consentGiven: [true, { option: true }],
  context: async ({ context, consentGiven, baseURL }, provide) => {
    if (consentGiven) await context.addCookies(necessaryOnlyConsent(baseURL ?? "http://127.0.0.1"));
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? "load";
      if (javaScriptEnabled !== false && (waitUntil === "load" || waitUntil === "networkidle")) {
        const hydrates = await page.evaluate(() => document.querySelector('script[type="module"]') !== null).catch(() => false);
        if (hydrates) await waitForHydration(page);
      }
      return response;
    };
    await provide(page);
  },
});
