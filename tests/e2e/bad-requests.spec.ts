import { expect, test } from "#tests/support/fixtures.ts";
import { rawRequest } from "#tests/support/raw-http.ts";

/** Issue 12, items 9-11: odd requests get a clear 4xx (or the page), never a 500. */
const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;

test.describe("a malformed cookie counts as no cookie (item 9)", () => {
  for (const cookie of ["admin_session=%E0%A4%A", "admin_session=%", "admin_session=%%%; other=%ZZ", "admin_session", "=; ;;", `admin_session=${"%".repeat(4000)}`]) {
    for (const path of ["/admin", "/admin/login", "/admin/subscribers", "/admin/export.csv", "/contact"]) {
      test(`${path} with Cookie: ${cookie.slice(0, 40)}`, async () => {
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

test.describe("wrong methods and types (item 10)", () => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
    for (const path of ["/", "/contact", "/admin/login", "/newsletter", "/no-such-page", "/robots.txt"]) {
      test(`${method} ${path}: 405 with Allow`, async () => {
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
      test(`POST ${path} as '${type}': ${status}`, async () => {
        const res = await rawRequest(base(), { method: "POST", path, headers: type ? { "content-type": type } : {}, body });
        expect(res.status).toBe(status);
      });
    }
  }

  test("a compressed form body: 415; an empty post without a type is an empty form (400 with field errors)", async () => {
    const gz = await rawRequest(base(), { method: "POST", path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip" }, body: "x" });
    expect(gz.status).toBe(415);
    const empty = await rawRequest(base(), { method: "POST", path: "/contact", headers: { "content-length": "0" } });
    expect(empty.status).toBe(400);
    expect(empty.body.toString()).toContain("First name is required");
  });

  test("a Host that makes no URL: 400", async () => {
    for (const host of ["a b", "evil.example/x", "a@b", "[::1", "x:99999999", "é.example"]) {
      const res = await rawRequest(base(), { path: "/contact?per-request", headers: { host } });
      expect(res.status, host).toBe(400);
    }
  });

  test("a POST to a page without a form: 405", async () => {
    const res = await rawRequest(base(), { method: "POST", path: "/about-x-no-such?y", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBeLessThan(500);
    const home = await rawRequest(base(), { method: "POST", path: "/", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(home.status).toBe(405);
  });
});

test("folders of built files are not pages, and no redirect loops (item 11)", async () => {
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
