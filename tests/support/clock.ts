import type { Page } from "@playwright/test";

const START = new Date("2026-01-01T09:00:00Z");

/**
 * Fake time that moves only when the test says so. A clock that runs on by itself makes
 * "under 2 seconds" checks depend on how busy the machine is.
 */
export async function installClock(page: Page) {
  await page.clock.install({ time: START });
}

/** Call after page.goto: from here on only runFor moves time. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}
