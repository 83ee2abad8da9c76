import type { Page } from "@playwright/test";

/**
 * Puts Playwright's own helper script into the page before a measured input.
 *
 * The first `page.waitForFunction` on a page injects Playwright's helper into the page's main
 * world: about 50 ms of script evaluation on the page's main thread at 4× CPU. Called after the
 * measured input, that evaluation landed among the very frames being timed: a trace of the
 * drawer's first touch showed a 43-53 ms EvaluateScript between the dialog's first frame and the
 * next, which a visitor's phone never runs. Waiting once on a function that is already true puts
 * it in place beforehand, so the measured wait costs only its polling.
 */
export async function injectWaitHelper(page: Page): Promise<void> {
  await (await page.waitForFunction(() => true)).dispose();
}
