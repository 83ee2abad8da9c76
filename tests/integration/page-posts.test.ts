import { describe, expect, it } from "vitest";
import { rawRequest } from "#tests/support/raw-http.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";

/**
 * Issue 12, item 1: page actions (the forms' no-JavaScript path, the admin's forms) refuse a
 * body over the lead API's 64 KB with 413 before reading it, and a page answering a form post
 * echoes back only the known fields, cut to their limits. Raw HTTP, no page: a vitest suite
 * (issue 49, item 9).
 */
const base = productionServerForFile({ port: Number(process.env.PAGE_POSTS_TEST_PORT ?? 4605), name: "page-posts" });
const form = { "content-type": "application/x-www-form-urlencoded" };
const tenMegabytes = `message=${"x".repeat(10 * 1024 * 1024)}`;

describe("page form posts: body limits", () => {
  for (const path of ["/contact", "/get-in-touch", "/newsletter", "/portfolio-request", "/admin/login", "/admin/logout", "/admin/submissions/x"]) {
    it(`${path}: a 10 MB body gets 413 and a short answer`, async () => {
      const res = await rawRequest(base(), { method: "POST", path, headers: form, body: tenMegabytes });
      expect(res.status).toBe(413);
      expect(res.body.length).toBeLessThan(2000);
    });
  }

  it("a body over 64 KB without a Content-Length (chunked) is cut off at the limit: 413", async () => {
    const res = await rawRequest(base(), {
      method: "POST",
      path: "/contact",
      headers: form,
      body: async (write) => {
        for (let i = 0; i < 80; i++) write(`message=${"y".repeat(1024)}&`);
      },
    });
    expect(res.status).toBe(413);
  });

  it("just under the limit is read: the answer echoes the known fields only, each cut to its limit", async () => {
    const fields = new URLSearchParams({
      firstName: "A".repeat(300),
      lastName: "Lovelace",
      email: "ada@example.com",
      message: "m".repeat(40_000),
      somethingElse: "z".repeat(20_000),
    });
    const page = await rawRequest(base(), { path: "/contact?rendered=per-request" });
    const res = await rawRequest(base(), { method: "POST", path: "/contact", headers: form, body: fields.toString() });
    expect(res.status).toBe(400);
    const html = res.body.toString("utf8");
    // The 400 page is the page plus what was typed, at most twice (the field and the page's
    // data), each field at most its limit: not the 60 KB body twice.
    expect(html.length).toBeLessThan(page.body.length + 2 * (5000 + 100 + 100 + 254 + 20) + 2000);
    expect(html).not.toContain("z".repeat(100));
    expect(html).not.toContain("m".repeat(5001));
    expect(html).not.toContain("A".repeat(101));
    expect(html).toContain("Name fields are too long.");
  });

  it("a field sent twice (no form here does) is refused as the API refuses it, never stored as the last value", async () => {
    for (const path of ["/contact", "/newsletter"]) {
      const body = "firstName=Ada&firstName=Grace&lastName=Lovelace&email=ada%40example.com&email=grace%40example.com&message=Hello%20there";
      const res = await rawRequest(base(), { method: "POST", path, headers: form, body });
      expect(res.status, path).toBe(400);
      // The contact form names the field; the newsletter's page says it failed in SPEC's words.
      if (path === "/contact") expect(res.body.toString("utf8")).toContain("must be text");
    }
  });
});
