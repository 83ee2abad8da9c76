import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from "node:zlib";
import { suitePort } from "#tests/support/ports.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { rawRequest } from "#tests/support/raw-http.ts";

/**
 * Issue #3: every kind of response carries the security-header baseline (what Mozilla's HTTP
 * Observatory checks that needs no HTTPS), and HSTS is sent exactly when the request is secure.
 * Requests only, no page: a vitest suite on servers of its own (it left the browser suite, issue 49,
 * item 9).
 */
const PORT = suitePort("HEADERS");
const base = productionServerForFile({ port: PORT, name: "headers" });
/** A GET on this file's server, its redirects not followed (what the first answer says). */
const get = (path: string, headers: Record<string, string> = {}, origin = base()) => fetch(`${origin}${path}`, { headers, redirect: "manual" });
const headersOf = (res: Response) => Object.fromEntries(res.headers);
function cspDirectives(res: Response): Map<string, string[]> {
  const csp = res.headers.get("content-security-policy") ?? undefined;
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    csp!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectBaseline(res: Response, { document }: { document: boolean }) {
  const h = headersOf(res);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(h["x-powered-by"]).toBeUndefined();
  if (!document) return;
  const csp = cspDirectives(res);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'strict-dynamic'");
  expect(scriptSrc.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-"))).toBe(true);
  for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
  // The site's pages may be framed by the site itself (the case study's live preview), nothing else.
  expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  expect(h["x-frame-options"]).toBe("SAMEORIGIN");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
}

/** Every inline script of the page carries the policy's nonce or has its hash listed. */
async function expectInlineScriptsAllowed(res: Response) {
  const scriptSrc = cspDirectives(res).get("script-src")!;
  const html = await res.text();
  // JSON-LD blocks are data, never executed: CSP does not govern them (server/html/csp-hashes.ts).
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/\btype="application\/ld\+json"/.test(attrs!));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attrs, body] of inline) {
    const nonce = /\bnonce="([^"]+)"/.exec(attrs!)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`;
    expect(scriptSrc.includes(hash) || (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)), `inline script ${body!.slice(0, 60)}`).toBe(true);
  }
}

/**
 * The answer for a kind of response. A prerendered page's first answers on a fresh server may be
 * rendered per request while it is rendered for memory (server/prerendered-pages.ts): it is asked
 * for until it comes from memory, known by a policy that allows its scripts by hash, with no nonce.
 */
async function firstAnswer(r: { path: string; prerendered?: boolean }): Promise<Response> {
  let res = await get(r.path);
  if (!r.prerendered) return res;
  await expect
    .poll(async () => {
      if (!res.headers.get("content-security-policy")?.includes("'nonce-")) return true;
      await res.body?.cancel();
      res = await get(r.path);
      return false;
    }, { timeout: 10_000 })
    .toBe(true);
  return res;
}

describe("security headers", () => {
  const responses = [
    { kind: "a prerendered page", path: "/", status: 200, document: true, prerendered: true },
    { kind: "a page rendered per request (query string)", path: "/contact?from=test", status: 200, document: true },
    { kind: "the 404 page", path: "/no-such-page-headers", status: 404, document: true },
    { kind: "an unknown insight", path: "/insights/no-such-insight", status: 404, document: true },
    { kind: "a public file", path: "/robots.txt", status: 200, document: false },
  ];
  for (const r of responses) {
    it(`${r.kind}: the baseline, no HSTS over plain HTTP`, async () => {
      const res = await firstAnswer(r);
      expect(res.status).toBe(r.status);
      expectBaseline(res, r);
      expect(res.headers.get("strict-transport-security")).toBeNull();
      if (r.document) await expectInlineScriptsAllowed(res);
    });
  }

  it("the owner's area and the APIs may be framed by nothing, not even the site (issue 48)", async () => {
    for (const path of ["/admin/login", "/admin/inbox"]) {
      const res = await get(path);
      expect(cspDirectives(res).get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    const api = await get("/api/checkout/order-status?order=x");
    expect(api.headers.get("x-frame-options")).toBe("DENY");
  });

  it("without TRUST_PROXY, a forged X-Forwarded-Proto does not count as HTTPS", async () => {
    const res = await get("/", { "X-Forwarded-Proto": "https" });
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  describe("behind a proxy (TRUST_PROXY=true)", () => {
    let server: RunningServer | undefined;
    beforeAll(async () => {
      server = await startServer({ port: PORT + 1, name: "headers-behind-proxy", env: { TRUST_PROXY: "true" } });
    }, 60_000);
    afterAll(() => server?.stop());

    it("HTTPS requests get HSTS for at least a year, HTTP ones none", async () => {
      const secure = await get("/", { "X-Forwarded-Proto": "https" }, server!.url);
      expectBaseline(secure, { document: true });
      const hsts = secure.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain("includeSubDomains");
      const plain = await get("/", { "X-Forwarded-Proto": "http" }, server!.url);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    });
  });
});

/**
 * What a browser is sent for a page and the build's files: the baseline on a prerendered and a
 * per-request page, cache rules, compression and revalidation. Requests only: these left
 * tests/e2e/pages.spec.ts (decision 106), each assertion as it was there, with fetch (which
 * follows redirects and decodes the body, as Playwright's `request` did) in place of `request`.
 */
describe("pages' responses: headers, cache rules, compression, ETag", () => {
  const fetchHeaders = (res: Response) => Object.fromEntries(res.headers) as Record<string, string | undefined>;
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${base()}${path}`, init);

  it("responses carry the security-header baseline and cache rules", async () => {
    const res = await fetchPath("/");
    const h = fetchHeaders(res);
    const csp = h["content-security-policy"]!;
    // A prerendered page: its inline scripts are allowed by hash, so its bytes never change.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-eval");
    // The site's pages may be framed by the site itself only (the case study's live preview, issue 48).
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["x-powered-by"]).toBeUndefined();
    expect(h["strict-transport-security"]).toBeUndefined(); // plain HTTP here
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    expect(html).not.toContain("__CSP_NONCE__");

    // A page rendered per request carries a fresh nonce on every response.
    const dynamic = await fetchPath("/contact?from=headers");
    const dynamicCsp = dynamic.headers.get("content-security-policy")!;
    expect(dynamicCsp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    const nonce = /'nonce-([^']+)'/.exec(dynamicCsp)![1]!;
    expect(await dynamic.text()).toContain(`nonce="${nonce}"`);
    const again = (await fetchPath("/contact?from=headers")).headers.get("content-security-policy")!;
    expect(again).not.toBe(dynamicCsp);

    // One URL, whether it is quoted "…" or `…` (the browser runtime's enhancer map).
    const asset = /\/assets\/[^"`]+\.js/.exec(html)![0];
    const assetRes = await fetchPath(asset);
    expect(assetRes.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const robots = await fetchPath("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("the build's stylesheet and scripts are sent as the build compressed them (Brotli 11, gzip 9), the same bytes once decoded", async () => {
    const html = await (await fetchPath("/")).text();
    // The stylesheet and every enhancer chunk of 1 kB or more (smaller ones gain less than a packet).
    const assets = [/\/assets\/app-[\w-]+\.css/.exec(html)![0], ...new Set(html.match(/\/assets\/enhancer-[\w-]+\.js/g))];
    let checked = 0;
    for (const asset of assets) {
      const plain = await rawRequest(base(), { path: asset, headers: { "accept-encoding": "identity" } });
      if (plain.body.length < 1024) continue;
      checked++;
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      const br = await rawRequest(base(), { path: asset, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(br.headers["vary"]).toContain("Accept-Encoding");
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers["content-type"]).toMatch(asset.endsWith(".css") ? /^text\/css/ : /javascript/);
      expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
      // Quality 11, not the per-request compressor's quality 4.
      expect(br.body.length, asset).toBe(brotliCompressSync(plain.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length);
      const gz = await rawRequest(base(), { path: asset, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"], asset).toBe("gzip");
      expect(gunzipSync(gz.body).equals(plain.body), asset).toBe(true);
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    // The stylesheet fits TCP's first window (~14.6 kB with its headers): one round trip before the first paint.
    expect((await rawRequest(base(), { path: assets[0]!, headers: { "accept-encoding": "br" } })).body.length).toBeLessThan(13_500);
  });

  it("a prerendered page is sent compressed as accepted, with an ETag that revalidates", async () => {
    const plain = await fetchPath("/", { headers: { "accept-encoding": "identity" } });
    const html = await plain.text();
    expect(plain.headers.get("content-encoding") ?? undefined).toBeUndefined();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const encoding of ["br", "gzip"]) {
      const res = await fetchPath("/", { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("etag")).toBe(etag);
      // fetch decodes the body: the same page in every encoding.
      expect(await res.text()).toBe(html);
    }
    expect((await fetchPath("/", { headers: { "accept-encoding": "gzip;q=1, br;q=0" } })).headers.get("content-encoding")).toBe("gzip");
    expect((await fetchPath("/", { headers: { "accept-encoding": "br;q=0.5, gzip" } })).headers.get("content-encoding")).toBe("gzip");
    // What browsers send: gzip listed first, Brotli (smaller) chosen all the same, as for every other response.
    for (const path of ["/", "/insights-full?q=site"]) {
      expect((await fetchPath(path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } })).headers.get("content-encoding"), path).toBe("br");
    }
    const revalidated = await fetchPath("/", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(new Uint8Array(await revalidated.arrayBuffer())).toHaveLength(0);
    expect((await fetchPath("/", { headers: { "if-none-match": 'W/"something-else"' } })).status).toBe(200);
    const head = await fetchPath("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
  });
});
