import { test as base } from "@playwright/test";
import { CONSENT_REVISION } from "#app/config/constants.ts";
import { cookieNames } from "#app/config/cookies.ts";
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
    if (consentGiven) {
      const value = (v: unknown) => encodeURIComponent(JSON.stringify(v));
      const url = baseURL ?? "http://127.0.0.1";
      await context.addCookies([
        { name: cookieNames.preferences, value: value({ necessary: true, analytics: false, marketing: false, personalization: false }), url },
        { name: cookieNames.consent, value: value({ given: true, date: new Date().toISOString(), revision: CONSENT_REVISION }), url },
      ]);
    }
    await provide(context);
  },
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
