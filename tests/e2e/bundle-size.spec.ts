import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { budgets } from "#bench/budgets.ts";
import { pages } from "#tests/support/page-table.ts";
import { isAdminPath } from "#app/config/paths.ts";
import { assetGzipSize, gzipSize, kB } from "#tests/support/client-bundle.ts";

/**
 * Issues 3 and 23: no public page loads more than the JavaScript budget before any interaction.
 * Measured in the browser, per page: the inline runtime (and every other inline script that
 * runs) plus every built script the page asked for while loaded and left alone (enhancers
 * triggered now, at the load, when idle or on sight of what is in the first viewport). React
 * comes only with an island, when the visitor reaches for one (app/islands/README.md).
 */
const publicPaths = [...pages.filter((p) => !isAdminPath(p.path)).map((p) => p.path), "/insights/cookie-consent-compliance-exposes-cms-website-flaws"];

async function beforeInteraction(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  // The runtime's idle work (sections, prefetches, idle enhancers) and the consent banner's second.
  await page.waitForTimeout(2500);
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

test.describe("JavaScript before any interaction, per public page", () => {
  for (const path of publicPaths) {
    test(`${path}: within ${kB(budgets.jsGzipBytes)} gzip; no React, no React Router`, async ({ page }) => {
      const state = await beforeInteraction(page, path);
      const files = state.scripts.reduce((sum, url) => sum + assetGzipSize(url), 0);
      const total = state.inlineGzip + files;
      test.info().annotations.push({ type: "js-before-interaction", description: `${path}: ${kB(total)} (inline ${kB(state.inlineGzip)} + ${state.scripts.length} files ${kB(files)})` });
      expect(total, `${path} loads ${kB(total)} of JavaScript (gzip) before any interaction: inline ${kB(state.inlineGzip)}, ${state.scripts.join(", ")}`).toBeLessThanOrEqual(budgets.jsGzipBytes);
      // No React Router runtime, no React: the page is never hydrated, and no island woke by itself.
      expect(state.router, "React Router's client runtime").toBe(false);
      expect(state.moduleScripts, "module scripts in the HTML").toBe(0);
      expect(state.islandsAwake).toBe(0);
      expect(state.scripts.filter((s) => !/^\/assets\/enhancer-[\w-]+\.js$/.test(s)), "only enhancers' chunks").toEqual([]);
    });
  }
});

test("the admin area is the one hydrated React Router app", async ({ page }) => {
  await page.goto("/admin/login");
  expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBeGreaterThan(0);
});
