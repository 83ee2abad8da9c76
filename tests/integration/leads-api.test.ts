import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { site } from "#content/site.ts";
import { loadConfig } from "#app/config/env.server.ts";
import { attributionOf } from "#app/features/analytics/attribution.server.ts";
import { listSubmissions, listSubscribers, getSubmission } from "#app/infra/repository.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { leadsRouter } from "#server/api/leads.ts";
import { listen } from "#tests/support/listen.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { startSmtp } from "#tests/support/smtp.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `api_${Date.now()}`)],
] as const;

const good = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 (435) 555-0100", message: "We need a new site.", elapsedMs: 4000, interacted: true };

describe.each(dialects)("lead API on %s", (_name, makeUrl) => {
  let svc: Services;
  let close: (() => void) | undefined;
  let base: string;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    smtp = await startSmtp();
    const dir = mkdtempSync(path.join(tmpdir(), "api-"));
    const cfg = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: await makeUrl(dir),
      WEBHOOK_CONTACT_URL: hooks.url("/contact"),
      WEBHOOK_GET_IN_TOUCH_URL: hooks.url("/get-in-touch"),
      WEBHOOK_PORTFOLIO_REQUEST_URL: hooks.url("/portfolio"),
      WEBHOOK_NEWSLETTER_URL: hooks.url("/newsletter"),
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "owner@example.com",
      FORM_RATE_LIMIT_MAX: "1000",
    });
    svc = await createServices(cfg, { startOutbox: false });
    const api = await listen(express().use("/api/leads", leadsRouter(svc)));
    close = api.close;
    base = `${api.origin}/api/leads`;
  });
  afterAll(async () => {
    close?.();
    await svc?.close();
    await hooks?.stop();
    await smtp?.stop();
  });
  beforeEach(() => {
    hooks.received.length = 0;
    smtp.mails.length = 0;
    hooks.failWith(null);
  });

  const post = (form: string, body: unknown, type = "application/json") =>
    fetch(`${base}/${form}`, { method: "POST", headers: { "content-type": type }, body: typeof body === "string" ? body : JSON.stringify(body) });

  it("stores a contact submission, then delivers the SPEC payload to the webhook and an e-mail to the owner", async () => {
    const res = await post("contact", good);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await getSubmission(svc.database, id);
    expect(stored?.submission).toMatchObject({ form: "contact", source: "contact_form", email: "ada@example.com" });
    expect(stored?.deliveries.map((d) => d.state).sort()).toEqual(["pending", "pending"]);

    await svc.outbox.runOnce();
    expect(hooks.received).toHaveLength(1);
    const hit = hooks.received[0]!;
    expect(hit.path).toBe("/contact");
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(hit.headers["x-requested-with"]).toBe("XMLHttpRequest");
    const payload = JSON.parse(hit.body);
    expect(Object.keys(payload)).toEqual(["firstName", "lastName", "email", "phone", "message", "timestamp", "source"]);
    expect(payload).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 (435) 555-0100", message: "We need a new site.", source: "contact_form" });
    expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["owner@example.com"]);
    expect(smtp.mails[0]!.raw).toContain("We need a new site.");
    expect((await getSubmission(svc.database, id))?.deliveries.every((d) => d.state === "delivered")).toBe(true);
  });

  it("the chat form shares the contact webhook with its own source; get-in-touch has its own", async () => {
    expect((await post("chat", good)).status).toBe(201);
    expect((await post("get-in-touch", good)).status).toBe(201);
    await svc.outbox.runOnce();
    const byPath = Object.fromEntries(hooks.received.map((r) => [r.path, JSON.parse(r.body).source]));
    expect(byPath).toEqual({ "/contact": `chat_with_${site.slug}_form`, "/get-in-touch": "get_in_touch_form" });
  });

  it("portfolio request: notes is the sanitised description, source portfolio_request", async () => {
    const res = await post("portfolio-request", { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", description: "<b>Hi</b><script>x()</script> there", elapsedMs: 3000 });
    expect(res.status).toBe(201);
    await svc.outbox.runOnce();
    const p = JSON.parse(hooks.received.find((r) => r.path === "/portfolio")!.body);
    expect(p).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com", notes: "Hi there", source: "portfolio_request" });
    expect(Object.keys(p)).toEqual(["firstName", "lastName", "email", "notes", "timestamp", "source"]);
  });

  it("a field that was only markup or invisible characters is a missing one once sanitised: refused with its field's message, nothing stored", async () => {
    const count = async () => Number((await svc.database.db.selectFrom("submissions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const contact = await post("contact", { ...good, firstName: "<b></b>", lastName: "\u200b", message: "<script>x</script>" });
    expect(contact.status).toBe(400);
    expect(((await contact.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      message: "Message is required",
    });
    const portfolio = await post("portfolio-request", { firstName: "<i></i>", lastName: "Hopper", email: "grace@example.com", description: "Hi", elapsedMs: 3000 });
    expect(portfolio.status).toBe(400);
    expect(((await portfolio.json()) as { formError: unknown }).formError).toBe("All fields are required.");
    const newsletter = await post("newsletter", { firstName: "\u202e", lastName: "<b>Reader</b>", email: "markup@example.com" });
    expect(newsletter.status).toBe(400);
    expect(((await newsletter.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ firstName: "First name is required" });
    expect(await count()).toBe(before);
    // Markup around real words: the words are kept.
    expect((await post("newsletter", { firstName: "<b>Ann</b>", lastName: "Lee", email: "ann.markup@example.com" })).status).toBe(201);
    expect((await listSubscribers(svc.database)).find((s) => s.email === "ann.markup@example.com")).toMatchObject({ first_name: "Ann" });
  });

  it("newsletter: stored as a subscriber and sent as multipart form data", async () => {
    const res = await post("newsletter", "firstName=Reader&lastName=One&email=reader%40example.com", "application/x-www-form-urlencoded");
    expect(res.status).toBe(201);
    await svc.outbox.runOnce();
    const hit = hooks.received.find((r) => r.path === "/newsletter")!;
    expect(hit.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    for (const f of ["firstName", "lastName", "email", "source", "timestamp"]) expect(hit.body).toContain(`name="${f}"`);
    expect(hit.body).toContain("global_newsletter");
    expect((await listSubscribers(svc.database)).some((s) => s.email === "reader@example.com")).toBe(true);
  });

  it("an insights sign-up with no webhook configured is stored, and recorded as not forwarded", async () => {
    const res = await post("newsletter", { firstName: "In", lastName: "Sights", email: "in@example.com", source: "insights_newsletter" });
    const { id } = (await res.json()) as { id: string };
    const got = await getSubmission(svc.database, id);
    expect(got?.submission.source).toBe("insights_newsletter");
    expect(got?.deliveries.map((d) => [d.state, d.target])).toEqual([["skipped", "(not configured)"]]);
  });

  it("keeps delivering after the receiver was down: every submission arrives once it is back", async () => {
    await hooks.stop();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await (await post("contact", { ...good, message: `down ${i}` })).json()) as { id: string }).id);
    await svc.outbox.runOnce();
    for (const id of ids) {
      const d = (await getSubmission(svc.database, id))!.deliveries.find((x) => x.channel === "webhook")!;
      expect(d).toMatchObject({ state: "pending", attempts: 1 });
      expect(d.last_error).toBeTruthy();
    }
    await hooks.start();
    // Due again after the backoff: run the worker as if a few minutes had passed.
    const later = new Date(Date.now() + 10 * 60_000);
    const { createOutbox, webhookTransport } = await import("#app/infra/outbox.server.ts");
    await createOutbox({ database: svc.database, transports: { webhook: webhookTransport() }, intervalMs: 1000, now: () => later }).runOnce();
    const messages = hooks.received.map((r) => JSON.parse(r.body).message);
    for (let i = 0; i < 5; i++) expect(messages).toContain(`down ${i}`);
    const deliveryIds = new Set(hooks.received.map((r) => r.headers["x-delivery-id"]));
    expect(deliveryIds.size).toBe(hooks.received.length);
  });

  it("a receiver answering 5xx is retried later, not lost", async () => {
    hooks.failWith(503);
    const { id } = (await (await post("contact", good)).json()) as { id: string };
    await svc.outbox.runOnce();
    const d = (await getSubmission(svc.database, id))!.deliveries.find((x) => x.channel === "webhook")!;
    expect(d).toMatchObject({ state: "pending", attempts: 1, last_error: "HTTP 503" });
  });

  it("sent twice under one key (its answer was lost): stored, delivered and attributed once; the second answer names the first", async () => {
    const sendKey = randomUUID();
    const email = `twice-${Date.now()}@example.com`;
    const attribution = { ref: "", source: "flyer", medium: "print", campaign: "", landing: "/contact", sentFrom: "/contact" };
    const first = await post("contact", { ...good, email, sendKey, attribution });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The same send again (the browser names it the same; the time on the form has grown),
    // with a different attribution: the first one's stays.
    const again = await post("contact", { ...good, email, sendKey: sendKey.toUpperCase(), elapsedMs: 9000, attribution: { ...attribution, source: "other" } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id });
    const rows = (await listSubmissions(svc.database, { query: email, limit: 10 })).filter((r) => r.email === email);
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect((await getSubmission(svc.database, id))!.deliveries).toHaveLength(2);
    expect(await attributionOf(svc.database, "submission", id)).toMatchObject({ utm_source: "flyer" });
    // The key is the form's: the same key on another form is another send; a new key, another message.
    expect((await post("chat", { ...good, email, sendKey })).status).toBe(201);
    expect((await post("contact", { ...good, email, sendKey: randomUUID() })).status).toBe(201);
    // Not a UUID: no key, stored as always (twice when sent twice).
    for (let i = 0; i < 2; i++) expect((await post("contact", { ...good, email, sendKey: "not-a-key" })).status).toBe(201);
    expect((await listSubmissions(svc.database, { query: email, limit: 10 })).filter((r) => r.email === email && r.form === "contact")).toHaveLength(4);
  });

  it("two sends under one key at once: one is stored, both are told it was", async () => {
    const sendKey = randomUUID();
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all([1, 2, 3].map(() => post("portfolio-request", { firstName: "Grace", lastName: "Hopper", email, description: "A bakery", elapsedMs: 4000, sendKey })));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { ok: boolean; id: string }[];
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect((await listSubmissions(svc.database, { query: email, limit: 10 })).filter((r) => r.email === email)).toHaveLength(1);
  });

  it("attribution: a form post (no script, so none in the body) gets what its same-origin Referer tells; a JSON body's own wins, and so does an island's send (the page's attribution as one JSON field of the form)", async () => {
    const origin = new URL(base).origin;
    const send = async (body: string, type: string, referer?: string) => {
      const res = await fetch(`${base}/contact`, { method: "POST", headers: { "content-type": type, ...(referer ? { referer } : {}) }, body });
      expect(res.status).toBe(201);
      return attributionOf(svc.database, "submission", ((await res.json()) as { id: string }).id);
    };
    const form = new URLSearchParams(Object.entries(good).map(([k, v]) => [k, String(v)])).toString();
    const type = "application/x-www-form-urlencoded";
    expect(await send(form, type, `${origin}/contact?utm_source=Flyer&utm_medium=print&utm_campaign=spring`)).toMatchObject({
      via: "referer",
      channel: "flyer",
      ref_host: "",
      utm_source: "Flyer",
      utm_medium: "print",
      utm_campaign: "spring",
      landing_path: "/contact",
      sent_from: "/contact",
    });
    expect(await send(form, type, `${origin}/get-in-touch`)).toMatchObject({ via: "referer", channel: "not known", landing_path: "", sent_from: "/get-in-touch" });
    // A field named like the page's attribution is text in a form post, never an object.
    expect(await send(`${form}&attribution=x&attribution%5Bref%5D=evil.example`, type, `${origin}/about`)).toMatchObject({ via: "referer", ref_host: "", sent_from: "/about" });
    expect(await send(form, type, `https://evil.example/contact?utm_source=x`)).toBeUndefined();
    expect(await send(form, type)).toBeUndefined();
    expect(await send(form, type, `${origin}/${"x".repeat(5000)}`)).toBeUndefined();
    expect(
      await send(JSON.stringify({ ...good, attribution: { ref: "www.google.com", landing: "/", sentFrom: "/contact" } }), "application/json", `${origin}/contact?utm_source=Flyer`),
    ).toMatchObject({ via: "page", channel: "google", utm_source: "", landing_path: "/" });
    const island = JSON.stringify({ ref: "www.google.com", landing: "/", sentFrom: "/contact" });
    expect(await send(`${form}&attribution=${encodeURIComponent(island)}`, type, `${origin}/contact?utm_source=Flyer`)).toMatchObject({ via: "page", channel: "google", utm_source: "", landing_path: "/" });
  });

  describe("bad input gets a 4xx with specific errors, and stores nothing", () => {
    type Case = [string, () => Promise<Response>, number, RegExp | Record<string, string>];
    const cases: Case[] = [
      ["missing fields", () => post("contact", {}), 400, { firstName: "First name is required", lastName: "Last name is required", email: "Email is required", message: "Message is required" }],
      ["invalid e-mail", () => post("contact", { ...good, email: "nope" }), 400, { email: "Invalid email address" }],
      ["wrong types", () => post("contact", { ...good, firstName: 42, message: ["x"] }), 400, { firstName: "must be text", message: "must be text" }],
      ["control characters", () => post("contact", { ...good, message: "hi\u0000there" }), 400, { message: "contains characters that are not allowed" }],
      ["broken JSON", () => post("contact", '{"firstName":'), 400, /not valid JSON/],
      ["a JSON array", () => post("contact", [1, 2]), 400, /JSON object/],
      // Valid JSON, but not an object: said so, not "not valid JSON".
      ...["null", '"text"', "42", "true"].map((body) => [`JSON ${body}`, () => post("contact", body), 400, /^The body must be a JSON object\.$/] as Case),
      ["wrong content type", () => post("contact", "hello", "text/plain"), 415, /Send JSON/],
      ["oversized body", () => post("contact", { ...good, message: "x".repeat(70_000) }), 413, /too large/],
      ["honeypot filled", () => post("contact", { ...good, website_url: "http://spam.example" }), 400, /Bot detected/],
      ["too fast", () => post("contact", { ...good, elapsedMs: 500 }), 400, /take your time/],
      ["message too long", () => post("contact", { ...good, message: "m".repeat(5001) }), 400, /Message is too long/],
      ["a name too long, named", () => post("contact", { ...good, lastName: "n".repeat(101) }), 400, { lastName: "Name fields are too long." }],
      ["bad phone", () => post("contact", { ...good, phone: "12ab" }), 400, /valid phone number/],
      // Named on its field as well: a form can point at it.
      ["bad phone, named", () => post("contact", { ...good, phone: "=1+2" }), 400, { phone: "Please enter a valid phone number." }],
      ["portfolio blank", () => post("portfolio-request", { firstName: " ", lastName: "x", email: "a@b.co", description: "d", elapsedMs: 3000 }), 400, /All fields are required/],
      ["unknown form", () => post("nope", good), 404, /No form called/],
      // Names every object has (Object.prototype's): once read as routes, they answered 503.
      ...["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", "isPrototypeOf"].map(
        (name) => [`a form named ${name}`, () => post(name, good), 404, /No form called/] as Case,
      ),
      ["unknown form, not an object", () => post("nope", [1]), 404, /No form called/],
    ];
    for (const [label, call, status, expected] of cases) {
      it(label, async () => {
        const before = (await listSubmissions(svc.database, { limit: 10_000 })).length;
        const res = await call();
        expect(res.status).toBe(status);
        const body = (await res.json()) as { ok: boolean; fieldErrors?: Record<string, string>; formError?: string };
        expect(body.ok).toBe(false);
        if (expected instanceof RegExp) expect(body.formError).toMatch(expected);
        else expect(body.fieldErrors).toMatchObject(expected);
        expect((await listSubmissions(svc.database, { limit: 10_000 })).length).toBe(before);
      });
    }
  });
});

describe("server-side rate limit", () => {
  it("allows three per 15 minutes per client and form, then says how long to wait", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rl-"));
    const svc = await createServices(loadConfig({ DATA_DIR: dir }), { startOutbox: false });
    const meta = { clientHash: "client-a", userAgent: null };
    for (let i = 0; i < 3; i++) expect((await svc.leads.submit("contact", good, meta)).ok).toBe(true);
    const blocked = await svc.leads.submit("contact", good, meta);
    expect(blocked).toMatchObject({ ok: false, status: 429, formError: "Too many submissions. Please try again in 15 minutes.", waitMinutes: 15 });
    // Another form, or another client, is not affected.
    expect((await svc.leads.submit("chat", good, meta)).ok).toBe(true);
    expect((await svc.leads.submit("contact", good, { ...meta, clientHash: "client-b" })).ok).toBe(true);
    await svc.close();
  });

  it("a send repeated under its key is not a new submission: it neither counts nor is refused once the window is full", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rl-key-"));
    const svc = await createServices(loadConfig({ DATA_DIR: dir }), { startOutbox: false });
    const meta = { clientHash: "client-k", userAgent: null };
    const sendKey = randomUUID();
    const first = await svc.leads.submit("contact", { ...good, sendKey }, meta);
    expect(first).toMatchObject({ ok: true });
    // Sent again four times (each answer lost): the same submission, and the window still holds two more.
    for (let i = 0; i < 4; i++) expect(await svc.leads.submit("contact", { ...good, sendKey }, meta)).toEqual({ ...first, repeated: true });
    for (let i = 0; i < 2; i++) expect((await svc.leads.submit("contact", good, meta)).ok).toBe(true);
    expect(await svc.leads.submit("contact", good, meta)).toMatchObject({ ok: false, status: 429 });
    // Full now, and the first one sent again is still answered as stored.
    expect(await svc.leads.submit("contact", { ...good, sendKey }, meta)).toEqual({ ...first, repeated: true });
    await svc.close();
  });
});
