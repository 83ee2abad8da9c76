import { describe, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { pages } from "#app/pages.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { startServer } from "#tests/support/server.ts";

/**
 * Who may open the owner's area, asked over HTTP with no page (issue 12, items 3 and 8): anonymous
 * requests are sent to sign in, a signed-out or forged session opens nothing, a sign-out from
 * another site is refused, a new ADMIN_PASSWORD ends every session, nothing of it is cached; and
 * a trailing slash redirects to the canonical address. These left the browser suite
 * (routes.spec.ts and admin.spec.ts, issue 49, item 9) with every assertion.
 */
const PORT = suitePort("ADMIN_ACCESS");
const ADMIN_PASSWORD = "admin-access-owner-password";
const base = productionServerForFile({ port: PORT, name: "admin-access", env: { ADMIN_PASSWORD } });

/** A request on this file's server, its redirects not followed (what the first answer says). */
const ask = (path: string, init: RequestInit = {}) => fetch(`${base()}${path}`, { redirect: "manual", ...init });

describe("every route", () => {
  for (const p of pages.filter((x) => x.path.startsWith("/admin"))) {
    it(`${p.path} is for the owner only: anonymous visitors are sent to sign in`, async () => {
      const res = await ask(p.path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(p.path)}`);
    });
  }

  it("a trailing slash redirects to the canonical address", async () => {
    const res = await ask("/contact/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/contact");
  });
});

it("every admin URL refuses anonymous requests", async () => {
  for (const path of ["/admin", "/admin/subscribers", "/admin/submissions/anything", "/admin/export.csv", "/admin/export.csv?what=subscribers", "/admin/insights", "/admin/exclude"]) {
    const res = await ask(path);
    expect(res.status, path).toBe(302);
    expect(res.headers.get("location"), path).toMatch(/^\/admin\/login\?next=/);
  }
  // A client-side navigation's data request is sent back to the page's own URL after sign-in,
  // never to the raw `.data` URL (React Router 8 hands loaders that one as request.url).
  const dataRequest = await ask("/admin/submissions/anything.data?_routes=routes%2Fadmin.submission");
  const redirect = await dataRequest.text();
  expect(redirect).toContain('"/admin/login?next=%2Fadmin%2Fsubmissions%2Fanything"');
  expect(redirect).not.toContain(".data");
  const post = await ask("/admin/submissions/anything", { method: "POST", body: new URLSearchParams({ delivery: "x" }) });
  expect(post.status).toBe(302);
  // A forged session cookie is not a session.
  const forged = await ask("/admin", { headers: { cookie: "admin_session=eyJleHAiOjk5OTk5OTk5OTk5OTl9.forged" } });
  expect(forged.status).toBe(302);
});

/** Signs in with a plain request and returns the session cookie ('admin_session=…'). */
async function sessionCookieFrom(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `password=${encodeURIComponent(password)}`, redirect: "manual" });
  expect(res.status).toBe(302);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^admin_session=./);
  return cookie;
}

const opensAdmin = async (base: string, cookie: string) => (await fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" })).status === 200;

it("signing out ends the session: a copy of the cookie no longer opens the admin (issue 12, item 8)", async () => {
  const baseURL = base();
  const cookie = await sessionCookieFrom(baseURL, ADMIN_PASSWORD);
  expect(await opensAdmin(baseURL, cookie)).toBe(true);
  const out = await fetch(`${baseURL}/admin/logout`, { method: "POST", headers: { cookie, origin: baseURL, "content-type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
  expect(out.status).toBe(302);
  expect(out.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/);
  expect(await opensAdmin(baseURL, cookie)).toBe(false);
});

it("a sign-out posted from another site is refused, and the session lives on (issue 12, item 8)", async () => {
  const baseURL = base();
  const cookie = await sessionCookieFrom(baseURL, ADMIN_PASSWORD);
  for (const origin of ["https://evil.example", "null", `${baseURL.replace("http:", "https:")}`, "http://127.0.0.1:1"]) {
    const res = await fetch(`${baseURL}/admin/logout`, { method: "POST", headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
    expect(res.status, origin).toBe(403);
  }
  const crossSite = await fetch(`${baseURL}/admin/logout`, { method: "POST", headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
  expect(crossSite.status).toBe(403);
  expect(await opensAdmin(baseURL, cookie)).toBe(true);
});

it("admin pages, their data requests and downloads are never cached (issue 12)", async () => {
  const baseURL = base();
  const cookie = await sessionCookieFrom(baseURL, ADMIN_PASSWORD);
  for (const path of ["/admin", "/admin.data", "/admin/subscribers", "/admin/subscribers.data", "/admin/export.csv?what=subscribers", "/admin/insights", "/admin/exclude", "/admin/submissions/none"]) {
    const res = await fetch(`${baseURL}${path}`, { headers: { cookie }, redirect: "manual" });
    expect(res.status, path).toBeLessThan(500);
    expect(res.headers.get("cache-control"), path).toBe("no-store");
  }
  for (const path of ["/admin", "/admin/login", "/admin.data"]) {
    const res = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(res.headers.get("cache-control"), `anonymous ${path}`).toBe("no-store");
  }
});

// Two server starts on a loaded machine: more than the default 20 s.
it("a new ADMIN_PASSWORD ends every session (issue 12, item 8)", { timeout: 90_000 }, async () => {
  const port = PORT + 1;
  let server = await startServer({ port, name: "admin-password-change", env: { ADMIN_PASSWORD: "first-password" } });
  try {
    const cookie = await sessionCookieFrom(server.url, "first-password");
    expect(await opensAdmin(server.url, cookie)).toBe(true);
    await server.stop();
    server = await startServer({ port, name: "admin-password-change", keepData: true, env: { ADMIN_PASSWORD: "second-password" } });
    expect(await opensAdmin(server.url, cookie)).toBe(false);
    expect(await opensAdmin(server.url, await sessionCookieFrom(server.url, "second-password"))).toBe(true);
  } finally {
    await server.stop();
  }
});
