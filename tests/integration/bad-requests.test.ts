import { describe, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";

/**
 * Issue 12, items 9-11: odd requests get a clear 4xx (or the page), never a 500. Asked over raw
 * HTTP of the production server: no page is opened, so these run here rather than in the browser
 * suite (issue 49, item 9).
 */
const base = productionServerForFile({ port: suitePort("BAD_REQUESTS"), name: "bad-requests", env: { ADMIN_PASSWORD: "bad-requests-owner-password" } });

describe("a malformed cookie counts as no cookie (item 9)", () => {
  for (const cookie of ["admin_session=%E0%A4%A", "admin_session=%", "admin_session=%%%; other=%ZZ", "admin_session", "=; ;;", `admin_session=${"%".repeat(4000)}`]) {
    for (const path of ["/admin", "/admin/login", "/admin/subscribers", "/admin/export.csv", "/contact"]) {
      it(`${path} with Cookie: ${cookie.slice(0, 40)}`, async () => {
        const res = await rawRequest(base(), { path, headers: { cookie } });
        expect(res.status).toBeLessThan(500);
        if (path === "/admin/login") expect(res.status).toBe(200);
        else if (path.startsWith("/admin")) {
          expect(res.status).toBe(302);
          expect(res.headers.location).toMatch(/^\/admin\/login\?next=/);
        }
      });
    }
  }
});

describe("wrong methods and types (item 10)", () => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
    for (const path of ["/", "/contact", "/admin/login", "/newsletter", "/no-such-page", "/robots.txt"]) {
      it(`${method} ${path}: 405 with Allow`, async () => {
        const res = await rawRequest(base(), { method, path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: method === "TRACE" ? undefined : "firstName=a" });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST");
      });
    }
  }

  const types: [string, string, number][] = [
    ["text/plain", "firstName=a", 415],
    ["application/json", '{"firstName":"a"}', 415],
    ["multipart/form-data; boundary=x", "--x\r\ncontent-disposition: form-data; name=a\r\n\r\nb\r\n--x--", 415],
    ["application/x-www-form-urlencoded; charset=utf-16", "firstName=a", 415],
    ["application/x-www-form-urlencoded; charset=iso-8859-1", "firstName=%E9", 415],
    ["", "firstName=a", 415],
  ];
  for (const path of ["/contact", "/get-in-touch", "/newsletter", "/admin/login", "/admin/logout"]) {
    for (const [type, body, status] of types) {
      it(`POST ${path} as '${type}': ${status}`, async () => {
        const res = await rawRequest(base(), { method: "POST", path, headers: type ? { "content-type": type } : {}, body });
        expect(res.status).toBe(status);
      });
    }
  }

  it("a compressed form body: 415; an empty post without a type is an empty form (400 with field errors)", async () => {
    const gz = await rawRequest(base(), { method: "POST", path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip" }, body: "x" });
    expect(gz.status).toBe(415);
    const empty = await rawRequest(base(), { method: "POST", path: "/contact", headers: { "content-length": "0" } });
    expect(empty.status).toBe(400);
    expect(empty.body.toString()).toContain("First name is required");
  });

  it("a Host that makes no URL: 400", async () => {
    for (const host of ["a b", "evil.example/x", "a@b", "[::1", "x:99999999", "é.example"]) {
      const res = await rawRequest(base(), { path: "/contact?per-request", headers: { host } });
      expect(res.status, host).toBe(400);
    }
  });

  it("a POST to a page without a form: 405", async () => {
    const res = await rawRequest(base(), { method: "POST", path: "/about-x-no-such?y", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBeLessThan(500);
    const home = await rawRequest(base(), { method: "POST", path: "/", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(home.status).toBe(405);
  });
});

it("folders of built files are not pages, and no redirect loops (item 11)", async () => {
  for (const start of ["/assets", "/assets/", "/assets//", "/fonts", "/images/", "/assets/../assets"]) {
    let path = start;
    const seen = new Set<string>();
    for (let hop = 0; hop < 5; hop++) {
      const res = await rawRequest(base(), { path });
      expect(res.status, path).toBeLessThan(500);
      if (res.status < 300 || res.status >= 400) break;
      expect(seen.has(path), `${start}: redirect loop through ${[...seen].join(" → ")}`).toBe(false);
      seen.add(path);
      path = new URL(res.headers.location!, base()).pathname;
    }
    expect(seen.size, start).toBeLessThanOrEqual(1);
  }
});

describe("what crawlers, feed readers and link checkers are told (2026-11-27 review)", () => {
  it("a HEAD of a rendered page names its type; rendered pages are revalidated, never kept blind", async () => {
    for (const path of ["/insights-full?search=a", "/no-such-page", "/?utm_source=x"]) {
      const res = await rawRequest(base(), { method: "HEAD", path });
      expect(res.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(res.headers.vary, path).toContain("Accept-Encoding");
      const get = await rawRequest(base(), { path });
      expect(get.headers["cache-control"], path).toBe("no-cache");
    }
  });

  it("an address under /api that is no endpoint: a JSON 404, whatever the method or body", async () => {
    for (const [method, path, type, body] of [
      ["GET", "/api/nope", undefined, undefined],
      ["POST", "/api/nope", "application/json", "{}"],
      ["POST", "/api/consent/x", "application/json", "{}"],
      ["POST", "/api/leads", "application/x-www-form-urlencoded", "a=b"],
    ] as const) {
      const res = await rawRequest(base(), { method, path, headers: { ...(type ? { "content-type": type, origin: base() } : {}) }, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers["content-type"], path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toMatchObject({ ok: false, formError: "There is no API at this address." });
    }
  });

  it("the order status only reads: any method but GET and HEAD is a 405 that says GET, whatever the body's type", async () => {
    for (const [method, type] of [["POST", undefined], ["POST", "application/json"], ["PUT", "text/plain"], ["DELETE", undefined]] as const) {
      const res = await rawRequest(base(), { method, path: "/api/checkout/order-status", headers: { origin: base(), ...(type ? { "content-type": type } : {}) }, body: type ? "{}" : undefined });
      expect(res.status, `${method} ${type}`).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
    }
  });

  it("a POST to a page or file that takes none: 405 with Allow, a titled page or a plain sentence", async () => {
    const page = await rawRequest(base(), { method: "POST", path: "/about-jordan", headers: { "content-type": "application/x-www-form-urlencoded", origin: base() }, body: "a=b" });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect(page.body.toString()).toMatch(/<title>This request could not be answered \| [^<]+<\/title>/);
    expect(page.body.toString()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const path of ["/sitemap.xml", "/rss.xml"]) {
      const file = await rawRequest(base(), { method: "POST", path, headers: { "content-type": "application/x-www-form-urlencoded", origin: base() }, body: "a=b" });
      expect(file.status, path).toBe(405);
      expect(file.headers.allow, path).toBe("GET, HEAD");
      expect(file.body.toString(), path).toBe("This address does not take that kind of request. Allowed: GET, HEAD.");
    }
  });

  it("the sitemap and the feeds carry an ETag (their HEAD too) and answer 304 when unchanged", async () => {
    for (const path of ["/sitemap.xml", "/rss.xml", "/atom.xml"]) {
      const first = await rawRequest(base(), { path });
      const etag = first.headers.etag;
      expect(etag, path).toMatch(/^W\/"/);
      expect((await rawRequest(base(), { method: "HEAD", path })).headers.etag, path).toBe(etag);
      const again = await rawRequest(base(), { path, headers: { "if-none-match": etag! } });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it("public images may be shown by other sites; scripts and pages may not", async () => {
    const og = await rawRequest(base(), { path: "/og/site.png" });
    expect(og.status).toBe(200);
    expect(og.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await rawRequest(base(), { path: "/favicon-48.png" })).headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await rawRequest(base(), { path: "/" })).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("extra leading slashes redirect to the page, as a trailing one does; a missing build file is a short plain 404", async () => {
    for (const path of ["//contact", "//contact/", "/\\contact"]) {
      const res = await rawRequest(base(), { path });
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe("/contact");
    }
    for (const path of ["/assets/nope-AbCd1234.js", "/og/nope.png"]) {
      const res = await rawRequest(base(), { path });
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(res.body.length, path).toBeLessThan(100);
    }
  });
});
