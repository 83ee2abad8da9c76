import { createHash } from "node:crypto";
import { suitePort } from "#tests/support/ports.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

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
