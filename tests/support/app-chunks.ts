import type { Page } from "@playwright/test";

/**
 * Holds the app's built scripts back, so a test can act before the app runs
 * (docs/decisions/007). Resolves to the release: once called, the held requests (and later
 * ones) load, or fail with `outcome: "fail"`. Until then the page is what the server sent.
 */
export async function holdAppChunks(page: Page, outcome: "load" | "fail" = "load"): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await (outcome === "fail" ? route.abort() : route.continue());
  });
  return release;
}
