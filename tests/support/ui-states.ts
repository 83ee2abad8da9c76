import { expect, type Locator, type Page } from "@playwright/test";
import { enhanced } from "./enhancers.ts";

/**
 * The states in which a page shows more than it does as loaded: each dialog, drawer, dropdown
 * and banner of the site chrome. The accessibility journeys and the bench (`npm run bench`) both
 * open them through these functions, so they check the same things.
 */
export interface UiState {
  name: string;
  /** The viewport the state exists in (the drawer is the small-screen menu). */
  viewport: { width: number; height: number };
  /**
   * Opens the state on the current page and resolves to what opened, or to a reason it does
   * not exist yet (a feature later issues build): then there is nothing to check.
   */
  open: (page: Page) => Promise<Locator | { skipped: string }>;
}

export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 740 };

/**
 * Resolves once the page is interactive: at once on a public page (never hydrated: its chrome is
 * native HTML and the browser runtime, its islands wake on their own when reached for), and once
 * React has hydrated the admin app (the root layout marks <html data-hydrated>).
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hydrates = await page.evaluate(() => document.querySelector('script[type="module"]') !== null);
  if (hydrates) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Wakes the islands named `name` on the page and resolves once they are live (app/islands/README.md). */
export async function wakeIsland(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => window.siteRuntime!.wakeIsland(n), name);
}

/** The navigation bar shows only past 20 px of scroll (SPEC §2). */
async function revealNavigation(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(page.getByTestId("site-nav")).toHaveAttribute("data-shown", "true");
}

export const uiStates: UiState[] = [
  {
    name: "portfolio dialog open",
    viewport: desktopViewport,
    open: async (page) => {
      await waitForHydration(page);
      await page.getByTestId("site-footer").getByRole("button", { name: "Request Portfolio Access" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    name: "mobile drawer open",
    viewport: mobileViewport,
    open: async (page) => {
      await waitForHydration(page);
      await revealNavigation(page);
      await page.getByRole("button", { name: "Menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      return drawer;
    },
  },
  {
    name: "'Work With Me' dropdown open",
    viewport: desktopViewport,
    open: async (page) => {
      await waitForHydration(page);
      // The hover is its enhancer's, attached just after the first paint (decision 111).
      await enhanced(page, "hover-menu");
      await revealNavigation(page);
      // Opens on mouse enter (SPEC §2); a click after the hover would toggle it shut again.
      await page.getByRole("button", { name: "Work With Me" }).hover();
      const panel = page.getByRole("list", { name: "Work With Me" });
      await expect(panel).toBeVisible();
      return panel;
    },
  },
  {
    name: "cookie banner shown",
    viewport: desktopViewport,
    open: async (page) => {
      // A first visit (no stored choice: tests set `consentGiven: false`): the banner shows 1 s
      // after the load, without any action (issue #15).
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      return banner;
    },
  },
  {
    name: "cookie preferences open",
    viewport: desktopViewport,
    open: async (page) => {
      await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
];
