import type { Locator, Page } from "@playwright/test";

/** A mid-range phone as the bench measures it (docs/decisions/007): 4× CPU slowdown. */
export const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true } as const;

/** Slow 4G: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Slows the page's CPU (and, with `network`, its network) through the Chrome DevTools
 * Protocol, as Lighthouse and the bench do. Set before the page loads.
 */
export async function slowDown(page: Page, { cpu = 4, network = false }: { cpu?: number; network?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  if (!network) return;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
}

/** A person typing: ~100 ms between key presses. */
export const TYPING_DELAY_MS = 100;

/**
 * Goes to the field as a person does (a tap on a touch screen, else a click) and types the
 * text key by key at a person's speed.
 */
export async function typeInto(field: Locator, text: string, { tap = false, delay = TYPING_DELAY_MS }: { tap?: boolean; delay?: number } = {}) {
  await (tap ? field.tap() : field.click());
  await field.pressSequentially(text, { delay });
}
