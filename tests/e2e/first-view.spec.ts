import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "#tests/support/fixtures.ts";
import { publicTemplates } from "#tests/support/page-templates.ts";

/**
 * Issue 48: the page's largest text is painted in the first contentful frame (app/ui/first-view.tsx).
 * The page arrives as a slow network delivers it: a proxy in front of the server sends a page's
 * document up to its h1, waits, then sends the rest (everything else as it comes). A browser that
 * paints what it has would paint the header alone and the headline a frame later; the page's
 * `<link rel="expect" blocking="render">` holds the first frame until the first view is in. (Pages
 * whose largest paint is their text; an article's cover is measured by the bench.)
 */
const PAUSE_MS = 900;
let proxy: Server;
let proxyUrl = "";

test.beforeAll(async ({ baseURL }) => {
  const origin = baseURL!;
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(origin + req.url, { headers: { cookie: req.headers.cookie ?? "", "accept-encoding": "identity" }, redirect: "manual" });
    const headers = Object.fromEntries([...upstream.headers].filter(([k]) => !["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"].includes(k)));
    res.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const at = (upstream.headers.get("content-type") ?? "").startsWith("text/html") ? body.indexOf("<h1") : -1;
    if (at < 0) return void res.end(body);
    res.write(body.subarray(0, at));
    setTimeout(() => res.end(body.subarray(at)), PAUSE_MS);
  });
  // A port of the system's choosing: each worker runs this file's beforeAll with a proxy of its own.
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

for (const name of ["home", "about", "contact", "checkout-premium-strategy", "legal-privacy", "not-found"] as const) {
  test(`${name}: the first frame holds the h1 and the page's largest paint, however slowly the document arrives`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame?: { h1: boolean; end: boolean }; paints: { fcp: number | null; lcp: number[] } };
      w.paints = { fcp: null, lcp: [] };
      requestAnimationFrame(() => {
        w.firstFrame = { h1: document.querySelector("h1") !== null, end: document.getElementById("first-view-end") !== null };
      });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (e.name === "first-contentful-paint") w.paints.fcp = e.startTime;
      }).observe({ type: "paint", buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.paints.lcp.push(e.startTime);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(proxyUrl + publicTemplates[name]);
    await page.waitForFunction(() => (window as unknown as { paints: { fcp: number | null } }).paints.fcp !== null);
    // Two frames more: a later, larger paint would be reported by then.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => {
      const w = window as unknown as { firstFrame: { h1: boolean; end: boolean }; paints: { fcp: number; lcp: number[] } };
      return { firstFrame: w.firstFrame, paints: w.paints };
    });
    expect(seen.firstFrame).toEqual({ h1: true, end: true });
    expect(seen.paints.lcp.at(-1)).toBe(seen.paints.fcp);
  });
}
