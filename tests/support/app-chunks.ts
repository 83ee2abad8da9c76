import type { Page } from "@playwright/test";

/**
 * Holds the app's built scripts back, so a test can act before the app runs
 * (docs/decisions/007). Resolves to the release: once called, the held requests (and later
 * ones) load, or fail with `outcome: "fail"`. Until then the page is what the server sent.
 */
export async function holdAppChunks(page: Page, outcome: "load" | "fail" = "load"): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Not the boot runtime (the first script of the head, before any of the page is shown): it is
  // what keeps the taps and keys for the app while the app's chunks are held.
  await page.route(/\/assets\/(?!boot-runtime-)[^/]+\.js$/, async (route) => {
    await released;
    await (outcome === "fail" ? route.abort() : route.continue());
  });
  return release;
}
