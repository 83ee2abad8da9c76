import { describe, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { fieldMessages } from "#app/features/leads/messages.ts";
import { paths } from "#app/config/paths.ts";

/**
 * Issue 12, item 1: page actions (the forms' no-JavaScript path, the admin's forms) refuse a
 * body over the lead API's 64 KB with 413 before reading it, and a page answering a form post
 * echoes back only the known fields, cut to their limits. Raw HTTP, no page: a vitest suite
 * (issue 49, item 9).
 */
const base = productionServerForFile({ port: suitePort("PAGE_POSTS"), name: "page-posts" });
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

/**
 * Decision 042: a lead form's island sends to the form's page, as its post without JavaScript
 * does, asking for JSON; the page answers from the same handler as the lead API, in the API's
 * shape. Each form's page: stored (201), the same send again is the one stored (200), a field
 * missing is a 400 with SPEC's message, a send from another site a 403.
 */
describe("the island's send: the form's page answers in JSON", () => {
  const island = { ...form, accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  const person = { firstName: "Ada", lastName: "Lovelace", elapsedMs: "5000", interacted: "true" };
  const sends: [path: string, fields: Record<string, string>][] = [
    ["/contact", { ...person, message: "We need a better website." }],
    ["/get-in-touch", { ...person, message: "We need a better website." }],
    [paths.chat, { ...person, message: "We need a better website." }],
    ["/newsletter", { firstName: "Ada", lastName: "Lovelace", source: "global_newsletter" }],
    ["/portfolio-request", { ...person, description: "A bakery with big plans" }],
  ];
  const json = (body: Buffer) => JSON.parse(body.toString("utf8")) as { ok: boolean; id?: string; fieldErrors?: Record<string, string>; formError?: string };

  for (const [path, fields] of sends) {
    it(`${path}: stored (201), the same send again answered with the one stored (200), in JSON`, async () => {
      const sendKey = crypto.randomUUID();
      const body = new URLSearchParams({ ...fields, email: `send-${sendKey}@example.com`, sendKey, attribution: JSON.stringify({ source: "newsletter" }) }).toString();
      const first = await rawRequest(base(), { method: "POST", path, headers: island, body });
      expect(first.status, first.body.toString("utf8").slice(0, 300)).toBe(201);
      expect(String(first.headers["content-type"])).toMatch(/^application\/json/);
      const stored = json(first.body);
      expect(stored).toEqual({ ok: true, id: expect.any(String) });
      const again = await rawRequest(base(), { method: "POST", path, headers: island, body });
      expect(again.status).toBe(200);
      expect(json(again.body)).toEqual(stored);
    });
  }

  it("a field missing: 400 with SPEC's message for the field, the same answer as the lead API's", async () => {
    const body = new URLSearchParams({ firstName: "Ada", email: "ada@example.com", message: "Hello there", elapsedMs: "5000", interacted: "true" }).toString();
    const page = await rawRequest(base(), { method: "POST", path: "/get-in-touch", headers: island, body });
    expect(page.status).toBe(400);
    expect(json(page.body).fieldErrors).toMatchObject({ lastName: fieldMessages.lastNameRequired });
    const api = await rawRequest(base(), { method: "POST", path: "/api/leads/get-in-touch", headers: form, body });
    expect(api.status).toBe(400);
    expect(json(page.body)).toEqual(json(api.body));
  });

  it("a send from another site: 403, nothing stored; a post without JavaScript still gets the page", async () => {
    const body = new URLSearchParams({ ...person, email: "ada@example.com", message: "Hello there" }).toString();
    const foreign = await rawRequest(base(), { method: "POST", path: "/contact", headers: { ...island, origin: "https://elsewhere.example" }, body });
    expect(foreign.status).toBe(403);
    const plain = await rawRequest(base(), { method: "POST", path: "/contact", headers: { ...form, accept: "text/html" }, body: new URLSearchParams({ firstName: "Ada" }).toString() });
    expect(plain.status).toBe(400);
    expect(String(plain.headers["content-type"])).toMatch(/^text\/html/);
    expect(plain.body.toString("utf8")).toContain(fieldMessages.lastNameRequired);
  });
});
