/**
 * Side-by-side screenshots of every template at 375, 768 and 1280 px (issue #16), for reviewing
 * the design: .cache/design-screenshots/{template}-{width}.webp. Starts the production build
 * (run `npx react-router build` first) on its own port, with Debian's Chromium as the tests do.
 *
 *   npm run screenshots:design            (port 4390; DESIGN_PORT=… to change)
 *   npm run screenshots:design -- home    (only templates whose name contains "home")
 *
 * They are made on demand into an ignored folder, never committed (issue 49: 143 of them made
 * 16 of the repository's 21 MB, and every redraw added as much again to its history); a review
 * takes them fresh from the build it reviews. A few reference images are committed in
 * docs/design/reference/ (tests/integration/repository-size.test.ts holds the size of what is
 * tracked). Full pages, WebP at quality 50. The pages are shot as a visitor who already made a
 * cookie choice (the banner would cover the content); the open states (issue 24: cookie banner
 * and preferences, share dialog, mobile menu, 'Work With Me') are shot as viewport-sized frames:
 * {state}-{width}.webp.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { paths, insightPath } from "#content/paths.ts";
import { necessaryOnlyConsent, publicTemplates, templateViewport, templateWidths } from "#tests/support/page-templates.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/browser.ts";
import { startServer } from "#tests/support/server.ts";

/** Every public template (tests/support/page-templates.ts), then the owner's sign-in and dashboard. */
const templates: Record<string, string> = { ...publicTemplates, "admin-login": "/admin/login", "admin-dashboard": "/admin" };

/** Scrolls past the top, where the navigation bar shows (SPEC: past 20 px), and waits for it. */
async function revealNav(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await page.getByTestId("site-nav").and(page.locator('[data-shown="true"]')).waitFor();
}

/** What a page shows only when opened: each opens on a loaded page and is shot as the viewport. */
const openStates: { name: string; url: string; widths: number[]; firstVisit?: boolean; open: (page: Page) => Promise<void> }[] = [
  {
    name: "cookie-banner",
    url: paths.privacy,
    widths: [375, 1280],
    firstVisit: true,
    open: async (page) => {
      await page.getByTestId("cookie-banner").waitFor({ state: "visible", timeout: 5000 });
    },
  },
  {
    name: "cookie-preferences",
    url: paths.privacy,
    widths: [375, 768, 1280],
    firstVisit: true,
    open: async (page) => {
      await page.getByTestId("cookie-banner").getByRole("button", { name: "Preferences" }).click();
      await page.getByTestId("cookie-preferences").waitFor({ state: "visible" });
    },
  },
  {
    name: "share-dialog",
    url: insightPath("why-im-moving-clients-off-wordpress"),
    widths: [375, 1280],
    open: async (page) => {
      await page.getByRole("button", { name: "Share this insight" }).first().click();
      await page.getByRole("dialog", { name: "Share this insight" }).waitFor({ state: "visible" });
    },
  },
  {
    name: "mobile-menu",
    url: paths.home,
    widths: [375],
    open: async (page) => {
      await revealNav(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible" });
    },
  },
  {
    name: "work-with-me",
    url: paths.home,
    widths: [1280],
    open: async (page) => {
      await revealNav(page);
      await page.getByRole("button", { name: "Work With Me" }).hover();
      await page.getByRole("list", { name: "Work With Me" }).waitFor({ state: "visible" });
    },
  },
];

const only = process.argv[2];
// Ignored by git (.gitignore: .cache/).
const out = path.resolve(".cache/design-screenshots");
mkdirSync(out, { recursive: true });

const server = await startServer({ port: Number(process.env.DESIGN_PORT ?? 4390), name: "design-screenshots", env: { ADMIN_PASSWORD: "design-screenshots" } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of templateWidths) {
    // Reduced motion: the carousel and reveals hold still, so every run draws the same frame.
    const viewport = templateViewport(width);
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    await context.addCookies(necessaryOnlyConsent(server.url));
    const page = await context.newPage();
    // Signed in, for the admin dashboard's own chrome (admin-login is shot before: it comes first).
    const signIn = async () => {
      await page.goto(server.url + "/admin/login", { waitUntil: "load" });
      await page.getByLabel("Password").fill("design-screenshots");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((u) => u.pathname === "/admin");
    };
    for (const [name, url] of Object.entries(templates)) {
      if (only && !name.includes(only)) continue;
      if (name === "admin-dashboard") await signIn();
      await page.goto(server.url + url, { waitUntil: "load" });
      // Lay out every section now (they are skipped by content-visibility until needed) and
      // load the lazy images a full-page shot would otherwise show empty.
      await page.evaluate(async () => {
        document.documentElement.setAttribute("data-render-all", "");
        const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
        for (const img of lazy) img.loading = "eager";
        await Promise.all([document.fonts.ready, ...lazy.map((img) => img.decode().catch(() => undefined))]);
      });
      await page.waitForTimeout(300);
      const png = await page.screenshot({ fullPage: true, animations: "disabled" });
      await sharp(png, { limitInputPixels: false }).webp({ quality: 50, effort: 5 }).toFile(path.join(out, `${name}-${width}.webp`));
      console.log(`${name}-${width}.webp`);
    }
    await context.close();

    for (const state of openStates) {
      if (!state.widths.includes(width) || (only && !state.name.includes(only))) continue;
      const stateContext = await browser.newContext({ viewport, reducedMotion: "reduce" });
      if (!state.firstVisit) await stateContext.addCookies(necessaryOnlyConsent(server.url));
      const statePage = await stateContext.newPage();
      await statePage.goto(server.url + state.url, { waitUntil: "load" });
      await statePage.evaluate(() => document.fonts.ready);
      await state.open(statePage);
      await statePage.waitForTimeout(600);
      const png = await statePage.screenshot({ animations: "disabled" });
      await sharp(png).webp({ quality: 50, effort: 5 }).toFile(path.join(out, `${state.name}-${width}.webp`));
      console.log(`${state.name}-${width}.webp`);
      await stateContext.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
