import { expect, test } from "../support/fixtures";
import { budgets } from "../../bench/budgets";
import { assetGzipSize, initialScripts, kB, readClientManifest } from "../support/client-bundle";

/**
 * Issue #3: no page may load more than the JavaScript budget before any interaction; heavy
 * widgets load when needed. Read from the production build's manifest, so every route, present
 * and future, is checked without a browser.
 */
const manifest = readClientManifest();
const lazyChunks = [/^\/assets\/mobile-drawer-/, /^\/assets\/portfolio-request-dialog-/, /^\/assets\/sonner-toasters-/];

test.describe("JavaScript before interaction", () => {
  for (const id of Object.keys(manifest.routes).filter((r) => r !== "root")) {
    test(`${id}: within ${kB(budgets.jsGzipBytes)} gzip, lazy widgets left out`, () => {
      const scripts = initialScripts(manifest, id);
      const total = scripts.reduce((sum, url) => sum + assetGzipSize(url), 0);
      expect(total, `${id} loads ${kB(total)} of JavaScript (gzip) up front: ${scripts.join(", ")}`).toBeLessThanOrEqual(budgets.jsGzipBytes);
      expect(scripts.filter((url) => lazyChunks.some((re) => re.test(url)))).toEqual([]);
    });
  }
});
