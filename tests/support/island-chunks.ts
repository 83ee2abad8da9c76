import type { Page } from "@playwright/test";
import { holdRequests } from "./hold-request.ts";

/**
 * Holds the islands' built scripts back (app/islands/README.md), so a test can act before an
 * island wakes. Resolves to the release: once called, the held requests (and later ones) load,
 * or fail with `outcome: "fail"`. Until then the island is what the server sent.
 */
export const holdIslandChunks = (page: Page, outcome: "load" | "fail" = "load"): Promise<() => void> =>
  holdRequests(page, /\/assets\/island-[^/]+\.js$/, { outcome });

/** Resolves once the island named `name` is live (hydrated, its held taps given back). */
export async function islandAwake(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-island-awake]`).first().waitFor({ state: "attached" });
}

/** Whether any island on the page has woken. */
export const anyIslandAwake = (page: Page) => page.evaluate(() => document.querySelector("[data-island-awake]") !== null);
