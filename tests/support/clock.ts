import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Moves the paused clock on in small steps until `target` shows. For what a page shows on a timer
 * set only once something real has happened (an answer from the server, a refused request, a lazy
 * chunk): one fixed runFor() can end before that, and the timer then waits on the stopped clock
 * for ever (seen in a full run: a 503 answered 77 ms after the click, its toast never came).
 */
export async function runClockUntilVisible(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      if (await target.isVisible()) return true;
      await page.clock.runFor(100);
      return target.isVisible();
    })
    .toBe(true);
}

/**
 * The same, until `target` is gone. For what a timer removes once a render has run: a toast
 * dismissed when an answer arrives is marked on an animation frame (the clock's), then rendered
 * by React in a task of its own scheduler (not the clock's), and only that render sets the timer
 * that removes it; one fixed runFor() can end before then, and the timer waits on the stopped
 * clock for ever (seen on the portfolio request once islands ran on React, issue 46).
 */
export async function runClockUntilGone(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      if ((await target.count()) === 0) return 0;
      await page.clock.runFor(100);
      return target.count();
    })
    .toBe(0);
}
