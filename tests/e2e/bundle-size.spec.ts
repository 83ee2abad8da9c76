import { expect, test } from "../support/fixtures";
import { budgets } from "../../bench/budgets";
import { readFileSync } from "node:fs";
import path from "node:path";
import { assetGzipSize, clientDir, initialScripts, kB, readClientManifest } from "../support/client-bundle";

/**
 * Issue #3: no page may load more than the JavaScript budget before any interaction (it is
 * prefetched after the load, and run at the first input); heavy widgets load when needed. Read from the production build's manifest, so every route, present
 * and future, is checked without a browser.
 */
const manifest = readClientManifest();
const lazyChunks = [
  /^\/assets\/sonner-toasters-/,
  // Stripe.js's loader (@stripe/stripe-js/pure): only when the checkout panel opens (issue 14).
  /^\/assets\/pure-/,
];

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

test("the shared chunks: framework imports nothing of the app's (a cycle would run the app before React)", () => {
  const chunkOf = (prefix: string) => {
    const url = [...new Set(Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]))].find((u) => u.startsWith(`/assets/${prefix}-`));
    expect(url, `a ${prefix} chunk`).toBeTruthy();
    return readFileSync(path.join(clientDir, url!), "utf8");
  };
  const framework = chunkOf("framework");
  // Rolldown's runtime helpers (CommonJS interop) always get a chunk of their own.
  expect(framework).not.toMatch(/from\s*"\.\/(?!framework-|rolldown-runtime-)[^"]+"/);
  expect(chunkOf("app")).toMatch(/from\s*"\.\/framework-[\w-]+\.js"/);
});
