import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { budgets } from "#bench/budgets.ts";
import { pages } from "#tests/support/page-table.ts";
import { isAdminPath } from "#app/config/paths.ts";
import { assetGzipSize, gzipSize, kB } from "#tests/support/client-bundle.ts";
import { necessaryOnlyConsent } from "#tests/support/page-templates.ts";

/**
 * Issues 3 and 23: no public page loads more than the JavaScript budget before any interaction.
 * Measured in the browser, per page: the inline runtime (and every other inline script that
 * runs) plus every built script the page asked for while loaded and left alone (enhancers
 * triggered now, at the load, when idle or on sight of what is in the first viewport). React
 * comes only with an island, when the visitor reaches for one (app/islands/README.md).
 */
const publicPaths = [...pages.filter((p) => !isAdminPath(p.path)).map((p) => p.path), "/insights/cookie-consent-compliance-exposes-cms-website-flaws"];

/**
 * How long a page is left alone after its load before what it loaded is counted: the runtime's
 * idle work (sections, prefetches, idle enhancers, whose idle callbacks wait up to 2 s) and the
 * consent banner's second. A window of observation (a script that comes late has no event to
 * wait for), not a wait for a condition.
 */
const LEFT_ALONE_MS = 2500;

async function beforeInteraction(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(LEFT_ALONE_MS);
  const html = (await response?.text()) ?? "";
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype="(application\/(ld\+)?json|speculationrules)"/.test(m[1] ?? ""))
    .map((m) => m[2] ?? "")
    .join("\n");
  return page.evaluate(() => ({
    scripts: [...new Set(performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname).filter((p) => /^\/assets\/[^/]+\.js$/.test(p)))],
    router: "__reactRouterContext" in window || "__reactRouterManifest" in window || "__reactRouterRouteModules" in window,
    moduleScripts: document.querySelectorAll('script[type="module"]').length,
    islandsAwake: document.querySelectorAll("[data-island-awake]").length,
  })).then((state) => ({ ...state, inlineGzip: gzipSize(inline) }));
}

/**
 * The pages are measured a few at a time, each in a browser context of its own (its own cache and
 * cookies, the project's viewport and device, the consent already given as the fixtures' `context`
 * does), so that their windows of LEFT_ALONE_MS overlap: one page per test left a browser worker
 * idle for 2.5 of its 2.7 s (decision 109). Every page's checks and messages are as before, soft,
 * so that one page's failure does not hide another's.
 */
const PAGES_AT_ONCE = 7;
const groups = Array.from({ length: Math.ceil(publicPaths.length / PAGES_AT_ONCE) }, (_, i) => publicPaths.slice(i * PAGES_AT_ONCE, (i + 1) * PAGES_AT_ONCE));

test.describe("JavaScript before any interaction, per public page", () => {
  // A test holds PAGES_AT_ONCE pages (one each before): the time of three, as Playwright gives a slow test.
  test.slow();
  for (const group of groups) {
    test(`${group.join(", ")}: each within ${kB(budgets.jsGzipBytes)} gzip; no React, no React Router`, async ({ browser }) => {
      const { userAgent, viewport, screen, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
      await Promise.all(
        group.map(async (path) => {
          const context = await browser.newContext({ userAgent, viewport, screen, deviceScaleFactor, isMobile, hasTouch, baseURL });
          try {
            await context.addCookies(necessaryOnlyConsent(baseURL ?? "http://127.0.0.1"));
            const state = await beforeInteraction(await context.newPage(), path);
            const files = state.scripts.reduce((sum, url) => sum + assetGzipSize(url), 0);
            const total = state.inlineGzip + files;
            test.info().annotations.push({ type: "js-before-interaction", description: `${path}: ${kB(total)} (inline ${kB(state.inlineGzip)} + ${state.scripts.length} files ${kB(files)})` });
            expect.soft(total, `${path} loads ${kB(total)} of JavaScript (gzip) before any interaction: inline ${kB(state.inlineGzip)}, ${state.scripts.join(", ")}`).toBeLessThanOrEqual(budgets.jsGzipBytes);
            // No React Router runtime, no React: the page is never hydrated, and no island woke by itself.
            expect.soft(state.router, `${path}: React Router's client runtime`).toBe(false);
            expect.soft(state.moduleScripts, `${path}: module scripts in the HTML`).toBe(0);
            expect.soft(state.islandsAwake, `${path}: islands awake`).toBe(0);
            expect.soft(state.scripts.filter((s) => !/^\/assets\/enhancer-[\w-]+\.js$/.test(s)), `${path}: only enhancers' chunks`).toEqual([]);
          } finally {
            await context.close();
          }
        }),
      );
    });
  }
});

test("the admin area is the one hydrated React Router app", async ({ page }) => {
  await page.goto("/admin/login");
  expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBeGreaterThan(0);
});
