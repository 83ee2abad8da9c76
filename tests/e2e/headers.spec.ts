import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "#tests/support/fixtures.ts";
import { startServer } from "#tests/support/server.ts";

/**
 * Issue #3: every kind of response carries the security-header baseline (what Mozilla's HTTP
 * Observatory checks that needs no HTTPS), and HSTS is sent exactly when the request is secure.
 */
function cspDirectives(res: APIResponse): Map<string, string[]> {
  const csp = res.headers()["content-security-policy"];
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    csp!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectBaseline(res: APIResponse, { document }: { document: boolean }) {
  const h = res.headers();
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
async function expectInlineScriptsAllowed(res: APIResponse) {
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

test.describe("security headers", () => {
  const responses = [
    { kind: "a prerendered page", path: "/", status: 200, document: true },
    { kind: "a page rendered per request (query string)", path: "/contact?from=test", status: 200, document: true },
    { kind: "the 404 page", path: "/no-such-page-headers", status: 404, document: true },
    { kind: "an unknown insight", path: "/insights/no-such-insight", status: 404, document: true },
    { kind: "a public file", path: "/robots.txt", status: 200, document: false },
  ];
  for (const r of responses) {
    test(`${r.kind}: the baseline, no HSTS over plain HTTP`, async ({ request }) => {
      const res = await request.get(r.path);
      expect(res.status()).toBe(r.status);
      expectBaseline(res, r);
      expect(res.headers()["strict-transport-security"]).toBeUndefined();
      if (r.document) await expectInlineScriptsAllowed(res);
    });
  }

  test("the owner's area and the APIs may be framed by nothing, not even the site (issue 48)", async ({ request }) => {
    for (const path of ["/admin/login", "/admin/inbox"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(cspDirectives(res).get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(res.headers()["x-frame-options"], path).toBe("DENY");
    }
    const api = await request.get("/api/checkout/order-status?order=x");
    expect(api.headers()["x-frame-options"]).toBe("DENY");
  });

  test("without TRUST_PROXY, a forged X-Forwarded-Proto does not count as HTTPS", async ({ request }) => {
    const res = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("behind a proxy (TRUST_PROXY=true), HTTPS requests get HSTS for at least a year, HTTP ones none", async ({ playwright }) => {
    const port = Number(process.env.E2E_PORT) + 1;
    const server = await startServer({ port, name: "e2e-server-behind-proxy", env: { TRUST_PROXY: "true" } });
    const request = await playwright.request.newContext({ baseURL: server.url });
    try {
      const secure = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
      expectBaseline(secure, { document: true });
      const hsts = secure.headers()["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain("includeSubDomains");
      const plain = await request.get("/", { headers: { "X-Forwarded-Proto": "http" } });
      expect(plain.headers()["strict-transport-security"]).toBeUndefined();
    } finally {
      await request.dispose();
      await server.stop();
    }
  });
});
