import { expect, test } from "../support/fixtures";
import { rawRequest } from "../support/raw-http";

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
