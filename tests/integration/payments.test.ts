import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from "vitest";
import { ORDER_RECHECK_MS, STRIPE_CALL_TIMEOUT_MS } from "#app/config/payments.ts";
import { loadConfig } from "#app/config/env.server.ts";
import { erasePersonalData, findPersonalData } from "#app/features/admin/privacy.server.ts";
import { getOrder, listOrders } from "#app/features/checkout/orders.server.ts";
import { createCheckoutService } from "#app/features/checkout/service.server.ts";
import { stripeGateway } from "#app/features/checkout/stripe.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { bookingRouter } from "#server/api/booking.ts";
import { checkoutRouter, stripeWebhookRouter } from "#server/api/checkout.ts";
import { startFakeStripeApi, type FakeStripeApi } from "#tests/fakes/stripe-api.ts";
import { listen } from "#tests/support/listen.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const WEBHOOK_SECRET = "whsec_integration_secret";
const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `pay_${Date.now()}`)],
] as const;

const customer = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" };

describe.each(dialects)("payments on %s", (_name, makeUrl) => {
  let svc: Services;
  let close: (() => void) | undefined;
  let base: string;
  let stripe: FakeStripeApi;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;

  // Each checkout comes from a client of its own (behind a trusted proxy here): the intent's
  // per-client limit (30 in 15 min) is the route's, and this file makes more calls than that.
  let client = 0;
  const post = (p: string, body: unknown, from = "10.9.0.1") =>
    fetch(`${base}${p}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from }, body: JSON.stringify(body) });

  /** A lead, then the panel's intent: what the browser does. */
  async function checkout(product: "strategyCall" | "premium", who = customer, extra: Record<string, unknown> = {}) {
    const from = `10.9.1.${++client}`;
    const lead = await post("/api/checkout/lead", { product, ...who }, from);
    expect(lead.status).toBe(201);
    const { leadId, leadToken } = (await lead.json()) as { leadId: string; leadToken: string };
    const intent = await post("/api/checkout/intent", { price_id: product, lead_id: leadId, lead_token: leadToken, ...extra }, from);
    expect(intent.status).toBe(200);
    const body = (await intent.json()) as { order_id: string; client_secret: string };
    const pi = [...stripe.intents.values()].find((i) => body.client_secret.startsWith(i.id))!;
    return { leadId, leadToken, orderId: body.order_id, clientSecret: body.client_secret, pi };
  }

  const state = async (orderId: string) => (await getOrder(svc.database, orderId))?.state;

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    stripe = await startFakeStripeApi({ webhookSecret: WEBHOOK_SECRET });
    stripe.setAutoWebhooks(false);
    const dir = mkdtempSync(path.join(tmpdir(), "pay-"));
    const cfg = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: await makeUrl(dir),
      STRIPE_SECRET_KEY: "sk_test_integration",
      STRIPE_PUBLISHABLE_KEY: "pk_test_integration",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      WEBHOOK_STRATEGY_CALL_LEAD_URL: hooks.url("/lead-997"),
      WEBHOOK_PREMIUM_STRATEGY_LEAD_URL: hooks.url("/lead-1497"),
      WEBHOOK_ORDER_PAID_URL: hooks.url("/paid"),
      FORM_RATE_LIMIT_MAX: "1000",
    });
    svc = await createServices(cfg, { startOutbox: false });
    const app = express();
    app.set("trust proxy", true);
    app.use("/api/stripe/webhook", stripeWebhookRouter(svc));
    app.use("/api/checkout", checkoutRouter(svc));
    app.use("/api/booking", bookingRouter(svc));
    ({ origin: base, close } = await listen(app));
    stripe.setWebhookUrl(`${base}/api/stripe/webhook`);
  });
  afterAll(async () => {
    close?.();
    await svc?.close();
    await stripe?.stop();
    await hooks?.stop();
  });

  const forwarded = (path: string, email: string) => hooks.received.filter((r) => r.path === path && JSON.parse(r.body).email === email);
  const leadRow = (id: string) => svc.database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("the lead is stored with SPEC's payload and tag, held while its checkout is not paid, and forwarded by the outbox once it is, once", async () => {
    const who = { ...customer, email: "held-then-paid@example.com" };
    const { leadId, pi } = await checkout("premium", who);
    const row = await leadRow(leadId);
    expect(row).toMatchObject({ form: "strategy-lead", source: "strategy_lead_1497", email: who.email, held_until_paid: 1 });
    expect(JSON.parse(row.payload)).toEqual({ first_name: "Grace", last_name: "Hopper", email: who.email, tags: ["website-strategy-1497"] });
    // Issue 45: anyone may type someone's address into the dialog; nothing leaves before a payment.
    expect(await svc.database.db.selectFrom("deliveries").select("id").where("submission_id", "=", leadId).execute()).toEqual([]);
    await svc.outbox.runOnce();
    expect(forwarded("/lead-1497", who.email)).toHaveLength(0);
    // Processing (a bank debit) is not paid yet.
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...pi, status: "processing" }));
    await svc.outbox.runOnce();
    expect(forwarded("/lead-1497", who.email)).toHaveLength(0);
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    expect((await leadRow(leadId)).held_until_paid).toBe(0);
    await svc.outbox.runOnce();
    expect(forwarded("/lead-1497", who.email).map((r) => JSON.parse(r.body))).toEqual([{ first_name: "Grace", last_name: "Hopper", email: who.email, tags: ["website-strategy-1497"] }]);
    // Another success for it (a second event, /success asking) forwards nothing again.
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    await svc.outbox.runOnce();
    expect(forwarded("/lead-1497", who.email)).toHaveLength(1);
  });

  it("a lead whose checkout is never paid is never forwarded; a probe of someone's address leaves only a held lead in the inbox", async () => {
    const who = { ...customer, firstName: "Mallory", email: "probed@example.com" };
    const leads = [await checkout("strategyCall", who), await checkout("strategyCall", { ...who, email: "PROBED@example.com" })];
    await svc.outbox.runOnce();
    expect(forwarded("/lead-997", who.email)).toHaveLength(0);
    expect(forwarded("/lead-997", "PROBED@example.com")).toHaveLength(0);
    for (const { leadId } of leads) expect((await leadRow(leadId)).held_until_paid).toBe(1);
  });

  it("the same lead sent again under its send key (its answer lost) is stored and forwarded once; another key is a new lead", async () => {
    const who = { ...customer, email: "sent-twice@example.com" };
    const sendKey = randomUUID();
    const first = await post("/api/checkout/lead", { product: "strategyCall", ...who, sendKey }, "10.9.3.1");
    expect(first.status).toBe(201);
    const { leadId, leadToken } = (await first.json()) as { leadId: string; leadToken: string };
    // Again, then twice at once: the same lead, with a token that opens its payment.
    const again = await Promise.all([1, 2, 3].map(() => post("/api/checkout/lead", { product: "strategyCall", ...who, sendKey: sendKey.toUpperCase() }, "10.9.3.1")));
    for (const res of again) {
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, leadId, leadToken });
    }
    const rows = await svc.database.db.selectFrom("submissions").select("id").where("email", "=", who.email).execute();
    expect(rows.map((r) => r.id)).toEqual([leadId]);
    // Paid, it is forwarded once.
    const intent = (await (await post("/api/checkout/intent", { price_id: "strategyCall", lead_id: leadId, lead_token: leadToken }, "10.9.3.1")).json()) as { client_secret: string };
    const pi = [...stripe.intents.values()].find((i) => intent.client_secret.startsWith(i.id))!;
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    await svc.outbox.runOnce();
    expect(forwarded("/lead-997", who.email)).toHaveLength(1);
    // A new key (the visitor changed a detail, or a new purchase) is a new lead.
    const other = await post("/api/checkout/lead", { product: "strategyCall", ...who, sendKey: randomUUID() }, "10.9.3.1");
    expect(((await other.json()) as { leadId: string }).leadId).not.toBe(leadId);
  });

  it("the lead's fields are checked on the server with SPEC §5's messages", async () => {
    const res = await post("/api/checkout/lead", { product: "strategyCall", firstName: " ", lastName: "", email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
    });
    expect((await post("/api/checkout/lead", { product: "strategyCall", ...customer, email: "" })).status).toBe(400);
    expect((await post("/api/checkout/lead", { product: "gold", ...customer })).status).toBe(400);
  });

  it("the lead is sanitised as every lead form is (DECISIONS 6): markup never reaches the row, the webhook or the e-mail; a name of markup alone is missing", async () => {
    const empty = await post("/api/checkout/lead", { product: "strategyCall", firstName: "<script>alert(2)</script>", lastName: "\u202e\u200b", email: "markup@example.com" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ firstName: "First name is required", lastName: "Last name is required" });
    const res = await post("/api/checkout/lead", { product: "strategyCall", firstName: "<img src=x onerror=alert(document.domain)>Ada", lastName: "<b>Byron</b>", email: "markup@example.com" });
    expect(res.status).toBe(201);
    const { leadId } = (await res.json()) as { leadId: string };
    const row = await svc.database.db.selectFrom("submissions").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: "Ada", last_name: "Byron" });
    expect(JSON.parse(row.payload)).toMatchObject({ first_name: "Ada", last_name: "Byron" });
  });

  it("the order is recorded before the intent, at the catalogue's price; a tampered amount has no effect", async () => {
    const { orderId, pi } = await checkout("strategyCall", customer, { amount: 1, price: 1, metadata: { amount: "0.01" } });
    expect(pi.amount).toBe(99700);
    expect(pi.currency).toBe("usd");
    expect(pi.metadata).toMatchObject({ order_id: orderId, product_name: "Strategy Call Session", customer_first_name: "Grace", customer_last_name: "Hopper", amount: "997.00" });
    const create = stripe.requests.find((r) => r.path === "/v1/payment_intents" && r.body["metadata[order_id]"] === orderId)!;
    expect(create.idempotencyKey).toBe(`order-${orderId}`);
    const order = (await getOrder(svc.database, orderId))!;
    expect(order).toMatchObject({ state: "created", amount_cents: 99700, currency: "usd", payment_intent_id: pi.id });
    const premium = await checkout("premium", { ...customer, email: "p@example.com" });
    expect(premium.pi.amount).toBe(149700);
  });

  it("Try Again with the same lead and its token takes up the lead's unpaid order and its intent", async () => {
    const who = { ...customer, email: "again@example.com" };
    const first = await checkout("strategyCall", who);
    const retry = await post("/api/checkout/intent", { price_id: "strategyCall", lead_id: first.leadId, lead_token: first.leadToken });
    expect(retry.status).toBe(200);
    const again = (await retry.json()) as { order_id: string; client_secret: string };
    expect(again).toMatchObject({ order_id: first.orderId, client_secret: first.clientSecret });
    expect((await svc.database.db.selectFrom("orders").select("id").where("email", "=", who.email).execute()).length).toBe(1);
  });

  it("another customer's unpaid order is never handed out because a name and an e-mail match", async () => {
    const victim = { firstName: "Victor", lastName: "Victim", email: "victim@example.com" };
    const theirs = await checkout("premium", victim);
    // Someone who knows the victim's name and e-mail sends a lead of their own with them.
    const mine = await checkout("premium", victim);
    expect(mine.orderId).not.toBe(theirs.orderId);
    expect(mine.clientSecret).not.toBe(theirs.clientSecret);
    expect(mine.pi.id).not.toBe(theirs.pi.id);
  });

  it("the intent wants the lead's own token: none is 400, another lead's or a forged one is 404 (as an unknown lead)", async () => {
    const a = (await (await post("/api/checkout/lead", { product: "strategyCall", ...customer, email: "tok-a@example.com" })).json()) as { leadId: string; leadToken: string };
    const b = (await (await post("/api/checkout/lead", { product: "strategyCall", ...customer, email: "tok-b@example.com" })).json()) as { leadId: string; leadToken: string };
    expect(a.leadToken).toMatch(/^[\w-]{40,}$/);
    expect(a.leadToken).not.toBe(b.leadToken);
    const ask = (body: Record<string, unknown>) => post("/api/checkout/intent", { price_id: "strategyCall", lead_id: a.leadId, ...body });
    const none = await ask({});
    expect(none.status).toBe(400);
    // Each bad field is named, as on every form of the site.
    expect(((await none.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ lead_token: "Required: the token /api/checkout/lead answered with." });
    expect((await ask({ lead_token: 7 })).status).toBe(400);
    const long = await ask({ lead_token: "x".repeat(200) });
    expect(await long.json()).toMatchObject({ error: "Lead token too long.", fieldErrors: { lead_token: "At most 100 characters: the token /api/checkout/lead answered with." } });
    expect(((await (await ask({ price_id: "gold", lead_token: a.leadToken })).json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ price_id: "Unknown product: strategyCall or premium." });
    const wrong = await ask({ lead_token: b.leadToken });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ ok: false, error: "Unknown lead.", code: "unknown_lead" });
    expect((await ask({ lead_token: `${a.leadToken.slice(0, -1)}${a.leadToken.endsWith("A") ? "B" : "A"}` })).status).toBe(404);
    expect(await svc.database.db.selectFrom("orders").select("id").where("email", "=", "tok-a@example.com").executeTakeFirst()).toBeUndefined();
    expect((await ask({ lead_token: a.leadToken })).status).toBe(200);
  });

  it("an unknown or mismatched lead gets no intent", async () => {
    expect((await post("/api/checkout/intent", { price_id: "strategyCall", lead_id: "00000000-0000-4000-8000-000000000000", lead_token: "x".repeat(43) })).status).toBe(404);
    const { leadId, leadToken } = (await (await post("/api/checkout/lead", { product: "strategyCall", ...customer })).json()) as { leadId: string; leadToken: string };
    expect((await post("/api/checkout/intent", { price_id: "premium", lead_id: leadId, lead_token: leadToken })).status).toBe(404);
    const badId = await post("/api/checkout/intent", { price_id: "strategyCall", lead_id: "x", lead_token: leadToken });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ lead_id: "The id /api/checkout/lead answered with." });
  });

  it("only the signed webhook marks an order paid; the owner is notified once through the outbox", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "paid@example.com" });
    pi.status = "succeeded";
    const event = stripe.eventFor("payment_intent.succeeded", { ...pi });
    const res = await stripe.send(event);
    expect(res.status).toBe(200);
    expect(await state(orderId)).toBe("paid");
    // The same event again: 2xx, nothing changes, the notice is not queued twice.
    const again = await stripe.send(event);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reason: string }).reason).toBe("duplicate");
    await svc.outbox.runOnce();
    const notices = hooks.received.filter((r) => r.path === "/paid" && JSON.parse(r.body).order_id === orderId);
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!.body)).toMatchObject({ amount: "1497.00", email: "paid@example.com", product: "Premium Website Strategy" });
    const events = await svc.database.db.selectFrom("payment_events").selectAll().where("id", "=", event.id).execute();
    expect(events).toHaveLength(1);
  });

  it("forged, unsigned and old webhooks are rejected with 400; the order stays unpaid", async () => {
    const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "forged@example.com" });
    const event = stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" });
    expect((await stripe.send(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await stripe.send(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await fetch(`${base}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // A body changed after it was signed.
    const signed = stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" });
    const { default: Stripe } = await import("stripe");
    const sig = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload: JSON.stringify(signed), secret: WEBHOOK_SECRET });
    const tampered = await fetch(`${base}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": sig }, body: JSON.stringify({ ...signed, type: "payment_intent.succeeded", data: { object: { ...pi, status: "succeeded", amount: 1 } } }) });
    expect(tampered.status).toBe(400);
    expect(await state(orderId)).toBe("created");
    expect(await svc.database.db.selectFrom("payment_events").select("id").where("id", "=", event.id).executeTakeFirst()).toBeUndefined();
  });

  it("a verified event of a type we ignore still gets a 2xx", async () => {
    const res = await stripe.send(stripe.eventFor("customer.created", { id: "cus_1", object: "customer" }));
    expect(res.status).toBe(200);
  });

  it("a signed body that is not shaped like a Stripe event gets a 400 naming what is missing, never a 500", async () => {
    const { default: Stripe } = await import("stripe");
    const signedPost = (body: unknown) => {
      const payload = JSON.stringify(body);
      const sig = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return fetch(`${base}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": sig }, body: payload });
    };
    const good = stripe.eventFor("payment_intent.succeeded", { id: "pi_shape", object: "payment_intent" });
    const { data: _data, ...noData } = good;
    for (const body of [[1], null, "evt", noData, { ...good, data: { object: null } }, { ...good, id: 5 }, { ...good, type: ["x"] }, { ...good, created: "yesterday" }]) {
      const res = await signedPost(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Not a Stripe event/);
    }
    expect(await svc.database.db.selectFrom("payment_events").select("id").where("id", "=", good.id).executeTakeFirst()).toBeUndefined();
  });

  it("an amount or currency that does not match the order marks no payment and flags the order", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "mismatch@example.com" });
    expect((await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded", amount: 100 }))).status).toBe(200);
    expect((await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded", currency: "eur" }))).status).toBe(200);
    const order = (await getOrder(svc.database, orderId))!;
    expect(order.state).toBe("created");
    expect(order.problem).toMatch(/Amount mismatch/);
  });

  it("a signed success or processing event whose amount is missing or not a number marks nothing and flags the order", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "no-amount@example.com" });
    const { amount: _amount, ...noAmount } = pi;
    for (const object of [
      { ...noAmount, status: "succeeded" },
      { ...pi, status: "succeeded", amount: "149700" },
      { ...pi, status: "succeeded", amount: null },
      { ...noAmount, status: "processing" },
    ]) {
      const type = object.status === "processing" ? "payment_intent.processing" : "payment_intent.succeeded";
      const res = await stripe.send(stripe.eventFor(type, object));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, applied: false, reason: "amount mismatch" });
    }
    const order = (await getOrder(svc.database, orderId))!;
    expect(order.state).toBe("created");
    expect(order.paid_at).toBeNull();
    expect(order.problem).toMatch(/Amount missing/);
    // A refund without an amount is refused too.
    const paid = await checkout("premium", { ...customer, email: "no-amount-refund@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...paid.pi, status: "succeeded" }));
    await stripe.send(stripe.eventFor("charge.refunded", { id: "ch_na", object: "charge", payment_intent: paid.pi.id, currency: "usd", amount_refunded: 149700 }));
    expect(await state(paid.orderId)).toBe("paid");
  });

  it("events out of order: paid never goes back; an older failure does not undo a newer state", async () => {
    const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "order@example.com" });
    const t = Math.floor(Date.now() / 1000);
    const at = (type: string, status: string, created: number) => ({ ...stripe.eventFor(type, { ...pi, status }), created });
    expect((await stripe.send(at("payment_intent.succeeded", "succeeded", t + 5))).status).toBe(200);
    expect((await stripe.send(at("payment_intent.processing", "processing", t + 1))).status).toBe(200);
    expect((await stripe.send(at("payment_intent.payment_failed", "requires_payment_method", t + 9))).status).toBe(200);
    expect((await stripe.send(at("payment_intent.canceled", "canceled", t + 10))).status).toBe(200);
    expect(await state(orderId)).toBe("paid");

    const second = await checkout("strategyCall", { ...customer, email: "order2@example.com" });
    const at2 = (type: string, status: string, created: number) => ({ ...stripe.eventFor(type, { ...second.pi, status }), created });
    await stripe.send(at2("payment_intent.payment_failed", "requires_payment_method", t + 20));
    await stripe.send(at2("payment_intent.processing", "processing", t + 10));
    expect(await state(second.orderId)).toBe("failed");
    // The success comes last but was made earlier than the failure: money taken counts.
    await stripe.send(at2("payment_intent.succeeded", "succeeded", t + 15));
    expect(await state(second.orderId)).toBe("paid");
  });

  it("refunds and disputes are state changes the owner sees", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "refund@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    const charge = { id: "ch_1", object: "charge", payment_intent: pi.id, amount: 149700, currency: "usd" };
    await stripe.send(stripe.eventFor("charge.refunded", { ...charge, amount_refunded: 50000 }));
    expect(await state(orderId)).toBe("partially_refunded");
    await stripe.send(stripe.eventFor("charge.dispute.created", { id: "dp_1", object: "dispute", payment_intent: pi.id, charge: "ch_1", status: "needs_response" }));
    expect(await state(orderId)).toBe("disputed");
    await stripe.send(stripe.eventFor("charge.dispute.closed", { id: "dp_1", object: "dispute", payment_intent: pi.id, charge: "ch_1", status: "lost" }));
    expect(await state(orderId)).toBe("dispute_lost");
  });

  it("a dispute won gives back the state it interrupted: a partial refund before it stays shown", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "won@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    const charge = { id: "ch_w", object: "charge", payment_intent: pi.id, amount: 149700, currency: "usd" };
    await stripe.send(stripe.eventFor("charge.refunded", { ...charge, amount_refunded: 10000 }));
    await stripe.send(stripe.eventFor("charge.dispute.created", { id: "dp_w", object: "dispute", payment_intent: pi.id, charge: "ch_w", status: "needs_response" }));
    expect(await state(orderId)).toBe("disputed");
    await stripe.send(stripe.eventFor("charge.dispute.closed", { id: "dp_w", object: "dispute", payment_intent: pi.id, charge: "ch_w", status: "won" }));
    expect(await state(orderId)).toBe("partially_refunded");
  });

  // Stripe does not promise the order of its events: a refund or dispute may arrive before the
  // payment's success. Each pair in both orders, through the signed webhook; the end state is the
  // same either way, and never Paid.
  describe("a refund or dispute and the payment's success, in either order", () => {
    const t = Math.floor(Date.now() / 1000);
    async function paidThen(email: string, kind: "refund" | "dispute", order: "success first" | "success last") {
      const { orderId, pi } = await checkout("premium", { ...customer, email });
      const success = { ...stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }), created: t };
      const later =
        kind === "refund"
          ? stripe.eventFor("charge.refunded", { id: `ch_${email}`, object: "charge", payment_intent: pi.id, amount: 149700, currency: "usd", amount_refunded: 149700 })
          : stripe.eventFor("charge.dispute.created", { id: `dp_${email}`, object: "dispute", payment_intent: pi.id, charge: `ch_${email}`, status: "needs_response" });
      const events = order === "success first" ? [success, { ...later, created: t + 60 }] : [{ ...later, created: t + 60 }, success];
      const answers = [];
      for (const event of events) {
        const res = await stripe.send(event);
        expect(res.status).toBe(200);
        answers.push((await res.json()) as Record<string, unknown>);
      }
      return { orderId, answers };
    }

    for (const [kind, end] of [
      ["refund", "refunded"],
      ["dispute", "disputed"],
    ] as const) {
      it(`${kind} after the success: ${end}`, async () => {
        const { orderId } = await paidThen(`${kind}-after@example.com`, kind, "success first");
        expect(await state(orderId)).toBe(end);
      });

      it(`${kind} before the success: kept, then applied when the success comes; ${end}, never Paid`, async () => {
        const { orderId, answers } = await paidThen(`${kind}-before@example.com`, kind, "success last");
        expect(answers[0]).toEqual({ received: true, applied: false, reason: "waits for the payment" });
        expect(answers[1]).toEqual({ received: true, applied: true, state: end });
        const order = (await getOrder(svc.database, orderId))!;
        expect(order).toMatchObject({ state: end, state_at: t + 60 });
        // Paid it was (the owner's books), and the notice of it went as for any payment.
        expect(order.paid_at).not.toBeNull();
        // The event log says what each did; the kept one is kept no longer.
        const log = await svc.database.db.selectFrom("payment_events").select(["type", "outcome", "pending"]).where("order_id", "=", orderId).orderBy("created").execute();
        expect(log).toEqual([
          { type: "payment_intent.succeeded", outcome: "created → paid", pending: null },
          { type: kind === "refund" ? "charge.refunded" : "charge.dispute.created", outcome: `paid → ${end}`, pending: null },
        ]);
      });
    }

    it("a dispute opened and lost, both before the success (a processing debit): applied in the order of their own times", async () => {
      const { orderId, pi } = await checkout("premium", { ...customer, email: "dispute-lost-early@example.com" });
      await stripe.send({ ...stripe.eventFor("payment_intent.processing", { ...pi, status: "processing" }), created: t });
      const dispute = { id: "dp_early", object: "dispute", payment_intent: pi.id, charge: "ch_early" };
      // The closing first: it was made last.
      expect((await stripe.send({ ...stripe.eventFor("charge.dispute.closed", { ...dispute, status: "lost" }), created: t + 90 })).status).toBe(200);
      expect((await stripe.send({ ...stripe.eventFor("charge.dispute.created", { ...dispute, status: "needs_response" }), created: t + 30 })).status).toBe(200);
      expect(await state(orderId)).toBe("processing");
      await stripe.send({ ...stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }), created: t + 10 });
      expect(await state(orderId)).toBe("dispute_lost");
      // The success again (a second delivery) or late: nothing moves back.
      await stripe.send({ ...stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }), created: t + 10 });
      expect(await state(orderId)).toBe("dispute_lost");
    });

    it("a refund before a success that /success learned by asking Stripe: applied too", async () => {
      const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "refund-then-asked@example.com" });
      await stripe.send(stripe.eventFor("charge.refunded", { id: "ch_rta", object: "charge", payment_intent: pi.id, amount: 99700, currency: "usd", amount_refunded: 99700 }));
      pi.status = "succeeded";
      expect((await (await svc.checkout.orderStatus(orderId)).asking)?.state).toBe("refunded");
      expect(await state(orderId)).toBe("refunded");
    });

    it("a success that finds its refund already in still wakes the outbox at once: the paid notice and the held lead are queued", async () => {
      const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "refund-then-wake@example.com" });
      const pokes = vi.fn();
      const own = createCheckoutService({ database: svc.database, cfg: svc.cfg, limiter: svc.limiter, gateway: stripeGateway(svc.cfg.stripe!), poke: pokes });
      const { default: Stripe } = await import("stripe");
      const signed = (event: unknown) => {
        const payload = JSON.stringify(event);
        return own.handleWebhook(Buffer.from(payload), new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      };
      await signed({ ...stripe.eventFor("charge.refunded", { id: "ch_wake", object: "charge", payment_intent: pi.id, amount: 99700, currency: "usd", amount_refunded: 99700 }), created: t + 60 });
      expect(pokes).not.toHaveBeenCalled();
      expect((await signed({ ...stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }), created: t })).body).toMatchObject({ applied: true, state: "refunded" });
      expect(pokes).toHaveBeenCalledTimes(1);
      expect(await state(orderId)).toBe("refunded");
      const leadId = (await getOrder(svc.database, orderId))!.submission_id!;
      const queued = await svc.database.db.selectFrom("deliveries").select("target").where("submission_id", "=", leadId).execute();
      expect(queued.map((d) => d.target).sort()).toEqual([hooks.url("/lead-997"), hooks.url("/paid")].sort());
    });

    it("a refund whose amount does not match the order is refused when it arrives, not kept", async () => {
      const { orderId, pi } = await checkout("premium", { ...customer, email: "refund-wrong-early@example.com" });
      const res = await stripe.send(stripe.eventFor("charge.refunded", { id: "ch_rw", object: "charge", payment_intent: pi.id, amount: 100, currency: "usd", amount_refunded: 100 }));
      expect(await res.json()).toMatchObject({ applied: false, reason: "amount mismatch" });
      await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
      expect(await state(orderId)).toBe("paid");
    });
  });

  it("one lead pays once: while its payment is processing, and once paid, the intent sends the panel to that order instead of a second payment", async () => {
    const who = { ...customer, email: "once@example.com" };
    const first = await checkout("premium", who);
    const again = () => post("/api/checkout/intent", { price_id: "premium", lead_id: first.leadId, lead_token: first.leadToken });
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...first.pi, status: "processing" }));
    expect(await state(first.orderId)).toBe("processing");
    const whileProcessing = await again();
    expect(whileProcessing.status).toBe(200);
    expect(await whileProcessing.json()).toEqual({ ok: true, order_id: first.orderId, already_paid: true });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...first.pi, status: "succeeded" }));
    expect(await state(first.orderId)).toBe("paid");
    expect(await (await again()).json()).toEqual({ ok: true, order_id: first.orderId, already_paid: true });
    // One order, one intent: nothing else to pay.
    expect((await svc.database.db.selectFrom("orders").select("id").where("email", "=", who.email).execute()).length).toBe(1);
  });

  /** A new lead of `who` from a client of its own, then its intent: the raw answer. */
  async function bookAgain(product: "strategyCall" | "premium", who: typeof customer, extra: Record<string, unknown> = {}) {
    const from = `10.9.3.${++client}`;
    const lead = (await (await post("/api/checkout/lead", { product, ...who }, from)).json()) as { leadId: string; leadToken: string };
    const answer = await post("/api/checkout/intent", { price_id: product, lead_id: lead.leadId, lead_token: lead.leadToken, ...extra }, from);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }


  // Issue 45: the double-charge guard is no oracle and no lock for strangers. Whoever types an
  // e-mail learns nothing of its owner's payments, and blocks nobody.
  it("knowing an e-mail tells nothing: a lead and intent for an address that paid, or has a payment processing, is answered as for one that never did", async () => {
    const paid = await checkout("premium", { ...customer, email: "victim-paid@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...paid.pi, status: "succeeded" }));
    expect(await state(paid.orderId)).toBe("paid");
    const processing = await checkout("premium", { ...customer, email: "victim-processing@example.com" });
    processing.pi.status = "processing";
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...processing.pi }));
    expect(await state(processing.orderId)).toBe("processing");
    const shape = (answer: { status: number; body: Record<string, unknown> }) => ({ status: answer.status, keys: Object.keys(answer.body).sort() });
    const never = await bookAgain("premium", { ...customer, email: "never-paid@example.com" });
    expect(shape(never)).toEqual({ status: 200, keys: ["client_secret", "ok", "order_id", "publishable_key"] });
    for (const email of ["victim-paid@example.com", "VICTIM-PAID@Example.com", "Victim-Processing@example.com"]) {
      const probe = await bookAgain("premium", { ...customer, firstName: "Mallory", email });
      expect(shape(probe), email).toEqual(shape(never));
      // A payment form of its own, for its own new order: nobody else's.
      expect(probe.body.order_id).not.toBe(paid.orderId);
      expect(probe.body.order_id).not.toBe(processing.orderId);
    }
    // Nothing of theirs moved.
    expect(await state(paid.orderId)).toBe("paid");
    expect(await state(processing.orderId)).toBe("processing");
  });

  it("a stranger's payment processing under someone's address does not lock its owner out: the owner gets a payment form", async () => {
    const stranger = await checkout("strategyCall", { ...customer, firstName: "Mallory", email: "locked-out@example.com" });
    stranger.pi.status = "processing";
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...stranger.pi }));
    const owner = await bookAgain("strategyCall", { ...customer, email: "Locked-Out@example.com" });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ ok: true, client_secret: expect.any(String) });
    expect(owner.body).not.toHaveProperty("earlier_payment");
  });

  it("the same e-mail paying the same session twice from two browsers (no warning possible): the owner's notice of the second names the first, to refund one", async () => {
    const who = { ...customer, email: "two-browsers@example.com" };
    const first = await checkout("premium", who);
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...first.pi, status: "succeeded" }));
    const second = await checkout("premium", { ...who, email: "TWO-browsers@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...second.pi, status: "succeeded" }));
    // The other session is another purchase; a payment over a day old is not named.
    const other = await checkout("strategyCall", who);
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...other.pi, status: "succeeded" }));
    await svc.outbox.runOnce();
    const notice = (orderId: string) => JSON.parse(hooks.received.find((r) => r.path === "/paid" && JSON.parse(r.body).order_id === orderId)!.body) as { possibly_paid_twice: string[] };
    expect(notice(first.orderId).possibly_paid_twice).toEqual([]);
    expect(notice(second.orderId).possibly_paid_twice).toEqual([first.orderId]);
    expect(notice(other.orderId).possibly_paid_twice).toEqual([]);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await svc.database.db.updateTable("orders").set({ created_at: twoDaysAgo, paid_at: twoDaysAgo }).where("id", "in", [first.orderId, second.orderId]).execute();
    const third = await checkout("premium", who);
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...third.pi, status: "succeeded" }));
    await svc.outbox.runOnce();
    expect(notice(third.orderId).possibly_paid_twice).toEqual([]);
  });

  it("booked again from the same browser with another e-mail: the payment form comes with a warning naming the browser's own earlier payment, while it processes and once paid, for a day", async () => {
    const first = await checkout("premium", { ...customer, email: "first-try@example.com" });
    first.pi.status = "processing";
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...first.pi }));
    const made = (await getOrder(svc.database, first.orderId))!;
    // The panel closed while it processed; the session booked again with other details.
    const other = { ...customer, firstName: "Ada", email: "second-try@example.com" };
    const warned = await bookAgain("premium", other, { earlier_orders: [first.orderId] });
    expect(warned.status).toBe(200);
    expect(warned.body).toMatchObject({ ok: true, client_secret: expect.any(String), earlier_payment: { order_id: first.orderId, state: "processing", at: made.created_at } });
    // Not a refusal: a second payment form was handed out (a colleague's session is a real purchase).
    expect(warned.body.order_id).not.toBe(first.orderId);
    // Without the browser's list, or for the other session, nothing to warn of.
    expect((await bookAgain("premium", other)).body).not.toHaveProperty("earlier_payment");
    expect((await bookAgain("strategyCall", other, { earlier_orders: [first.orderId] })).body).not.toHaveProperty("earlier_payment");
    // Paid: said as paid, on the day it was paid.
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...first.pi, status: "succeeded" }));
    const paid = (await getOrder(svc.database, first.orderId))!;
    expect((await bookAgain("premium", other, { earlier_orders: [first.orderId] })).body.earlier_payment).toEqual({ order_id: first.orderId, state: "paid", at: paid.paid_at });
    // Paid over a day ago: a new purchase, no warning.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await svc.database.db.updateTable("orders").set({ created_at: twoDaysAgo, paid_at: twoDaysAgo }).where("id", "=", first.orderId).execute();
    expect((await bookAgain("premium", other, { earlier_orders: [first.orderId] })).body).not.toHaveProperty("earlier_payment");
  });

  it("the browser's earlier payment before Stripe's webhook arrives is asked about; a failed one warns of nothing", async () => {
    const first = await checkout("strategyCall", { ...customer, email: "hook-late@example.com" });
    first.pi.status = "succeeded";
    expect(await state(first.orderId)).toBe("created");
    const again = await bookAgain("strategyCall", { ...customer, email: "hook-late-2@example.com" }, { earlier_orders: [first.orderId] });
    expect(again.body.earlier_payment).toMatchObject({ order_id: first.orderId, state: "paid" });
    expect(await state(first.orderId)).toBe("paid");
    const declined = await checkout("strategyCall", { ...customer, email: "declined-once@example.com" });
    declined.pi.status = "requires_payment_method";
    const after = await bookAgain("strategyCall", { ...customer, email: "declined-twice@example.com" }, { earlier_orders: [declined.orderId] });
    expect(after.status).toBe(200);
    expect(after.body).not.toHaveProperty("earlier_payment");
  });

  it("the browser's list of earlier payments is checked: anything but a few order ids is a 400 naming the field", async () => {
    const who = { ...customer, email: "bad-list@example.com" };
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    for (const bad of ["x", [1], ["../x"], ids(6), { 0: randomUUID() }]) {
      const answer = await bookAgain("premium", who, { earlier_orders: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ earlier_orders: expect.stringMatching(/^A list of at most 5 order ids/) });
    }
    // Unknown ids (another site's, or forgotten here) are no error and warn of nothing.
    const fine = await bookAgain("premium", who, { earlier_orders: ids(5) });
    expect(fine.status).toBe(200);
    expect(fine.body).not.toHaveProperty("earlier_payment");
  });

  it("a processing payment whose failure's webhook was lost warns of nothing: Stripe is asked about the browser's order, and the order follows it", async () => {
    const who = { ...customer, email: "lost-failure@example.com" };
    const first = await checkout("premium", who);
    await stripe.send(stripe.eventFor("payment_intent.processing", { ...first.pi, status: "processing" }));
    expect(await state(first.orderId)).toBe("processing");
    // The bank debit failed at Stripe; its webhook never came.
    first.pi.status = "requires_payment_method";
    const again = await bookAgain("premium", who, { earlier_orders: [first.orderId] });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("earlier_payment");
    expect(await state(first.orderId)).toBe("failed");
  });

  it("Try Again on an intent already processing at Stripe (its webhook not in yet) records it and sends the panel to the order, with no payment form", async () => {
    const first = await checkout("premium", { ...customer, email: "retry-processing@example.com" });
    first.pi.status = "processing";
    const retry = await post("/api/checkout/intent", { price_id: "premium", lead_id: first.leadId, lead_token: first.leadToken });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ ok: true, order_id: first.orderId, already_paid: true });
    expect(await state(first.orderId)).toBe("processing");
  });

  it("an older failure delivered after /success learned 'processing' from Stripe does not undo it; Stripe's current word decides, and a real failure still applies", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "stale-failure@example.com" });
    const declinedAt = Math.floor(Date.now() / 1000) - 60;
    // A declined card a minute ago (its webhook delayed), then the retry now processing; /success asks.
    pi.status = "processing";
    expect((await (await svc.checkout.orderStatus(orderId)).asking)?.state).toBe("processing");
    const stale = await stripe.send({ ...stripe.eventFor("payment_intent.payment_failed", { ...pi, status: "requires_payment_method" }), created: declinedAt });
    expect(stale.status).toBe(200);
    expect(await state(orderId)).toBe("processing");
    // Stripe cannot be asked: the event is to be delivered again (not a 2xx), the order unchanged.
    stripe.setServerDelay("never");
    onTestFinished(() => stripe.setServerDelay(0));
    const unanswered = await stripe.send(stripe.eventFor("payment_intent.payment_failed", { ...pi, status: "requires_payment_method" }));
    expect(unanswered.status).toBe(503);
    stripe.setServerDelay(0);
    expect(await state(orderId)).toBe("processing");
    // The bank debit really fails later: Stripe says so, and the order follows.
    pi.status = "requires_payment_method";
    expect((await stripe.send(stripe.eventFor("payment_intent.payment_failed", { ...pi }))).status).toBe(200);
    expect(await state(orderId)).toBe("failed");
  });

  it("intents asked at once for one lead (a double tap, two tabs) get one order and one payment intent", async () => {
    const who = { ...customer, email: "at-once@example.com" };
    const from = "10.9.2.1";
    const lead = (await (await post("/api/checkout/lead", { product: "premium", ...who }, from)).json()) as { leadId: string; leadToken: string };
    // Straight to the service, all in one turn of the event loop: requests over HTTP arrive a
    // little apart, and each would finish its reading and writing before the next began.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => svc.checkout.startPayment("premium", lead.leadId, lead.leadToken, { clientHash: "at-once", userAgent: null })),
    );
    const orderIds = new Set(results.map((r) => (r.ok ? r.orderId : `failed: ${r.error}`)));
    expect([...orderIds]).toHaveLength(1);
    expect(new Set(results.map((r) => (r.ok && "clientSecret" in r ? r.clientSecret : null))).size).toBe(1);
    expect((await svc.database.db.selectFrom("orders").select("id").where("email", "=", who.email).execute()).length).toBe(1);
    expect([...stripe.intents.values()].filter((i) => i.metadata?.order_id === [...orderIds][0])).toHaveLength(1);
  });

  it("after a full refund the same lead may buy again: a new order", async () => {
    const who = { ...customer, email: "again-after-refund@example.com" };
    const first = await checkout("strategyCall", who);
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...first.pi, status: "succeeded" }));
    await stripe.send(stripe.eventFor("charge.refunded", { id: "ch_r", object: "charge", payment_intent: first.pi.id, amount: 99700, currency: "usd", amount_refunded: 99700 }));
    expect(await state(first.orderId)).toBe("refunded");
    const res = await post("/api/checkout/intent", { price_id: "strategyCall", lead_id: first.leadId, lead_token: first.leadToken });
    const body = (await res.json()) as { order_id: string; client_secret?: string };
    expect(body.order_id).not.toBe(first.orderId);
    expect(body.client_secret).toBeTruthy();
  });

  it("/success's question to Stripe runs in the background through the same step: a paid intent marks the order paid once", async () => {
    const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "sync@example.com" });
    const asked = () => stripe.requests.filter((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi.id}`).length;
    // A Stripe that takes a moment, so that the second look below comes while the first question runs.
    stripe.setServerDelay(1000);
    onTestFinished(() => stripe.setServerDelay(0));
    const first = await svc.checkout.orderStatus(orderId);
    expect(first.order?.state).toBe("created");
    expect(first.asking).not.toBeNull();
    // While the question runs, another look joins it (one question per order) and a read-only look starts none.
    expect((await svc.checkout.orderStatus(orderId)).asking).toBe(first.asking);
    expect((await first.asking)?.state).toBe("created");
    expect(asked()).toBe(1);
    stripe.setServerDelay(0);
    pi.status = "succeeded";
    // Reloaded at once: Stripe is not asked again within the interval (a reload loop is no loop of outside calls).
    expect(await svc.checkout.orderStatus(orderId)).toMatchObject({ order: { state: "created" }, asking: null });
    expect(asked()).toBe(1);
    // The interval later (the rest of the journey keeps that clock: the notice is queued then).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ORDER_RECHECK_MS });
    onTestFinished(() => void vi.useRealTimers());
    expect((await svc.checkout.orderStatus(orderId, { ask: false })).asking).toBeNull();
    const later = await svc.checkout.orderStatus(orderId);
    expect(later.order?.state).toBe("created");
    expect((await later.asking)?.state).toBe("paid");
    expect(await state(orderId)).toBe("paid");
    expect(asked()).toBe(2);
    expect(await svc.checkout.orderStatus(orderId)).toMatchObject({ order: { state: "paid" }, asking: null });
    // The webhook arrives afterwards: no second notice.
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi }));
    await svc.outbox.runOnce();
    expect(hooks.received.filter((r) => r.path === "/paid" && JSON.parse(r.body).order_id === orderId)).toHaveLength(1);
    // A tampered intent (another amount) is not taken as payment.
    const other = await checkout("strategyCall", { ...customer, email: "sync2@example.com" });
    other.pi.status = "succeeded";
    other.pi.amount = 50;
    expect((await (await svc.checkout.orderStatus(other.orderId)).asking)?.state).toBe("created");
    expect(await state(other.orderId)).toBe("created");
    expect(await svc.checkout.orderStatus("not-an-id")).toEqual({ order: undefined, asking: null });
  });

  it("a state learned by asking Stripe orders no event: a refund made before /success asked, delivered after, still applies", async () => {
    const { orderId, pi } = await checkout("strategyCall", { ...customer, email: "asked-then-refunded@example.com" });
    // Paid, then refunded by the owner a minute ago; neither webhook has arrived (a wrong secret, an outage).
    pi.status = "succeeded";
    const refundedAt = Math.floor(Date.now() / 1000) - 60;
    // The customer opens /success: the server asks Stripe, whose intent still reads "succeeded".
    expect((await (await svc.checkout.orderStatus(orderId)).asking)?.state).toBe("paid");
    const refund = stripe.eventFor("charge.refunded", { id: "ch_asked", object: "charge", payment_intent: pi.id, amount: 99700, currency: "usd", amount_refunded: 99700 });
    await stripe.send({ ...refund, created: refundedAt });
    expect(await state(orderId)).toBe("refunded");
    // The success event, delivered last, changes nothing: paid never comes back over a refund.
    await stripe.send({ ...stripe.eventFor("payment_intent.succeeded", { ...pi }), created: refundedAt - 30 });
    expect(await state(orderId)).toBe("refunded");
  });

  it("a Stripe that never answers: /success's look answers at once, its question ends within the deadline, and the panel's intent answers 502 within it too", async () => {
    const { orderId, leadId, leadToken, pi } = await checkout("premium", { ...customer, email: "hang@example.com" });
    stripe.setServerDelay("never");
    onTestFinished(() => stripe.setServerDelay(0));
    const started = performance.now();
    const look = await svc.checkout.orderStatus(orderId);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(look).toMatchObject({ order: { state: "created" } });
    expect(look.asking).not.toBeNull();
    // The panel's Try Again meanwhile (its intent is retrieved): refused within the same deadline, no retry.
    const retryStarted = performance.now();
    const retry = post("/api/checkout/intent", { price_id: "premium", lead_id: leadId, lead_token: leadToken });
    expect((await look.asking)?.state).toBe("created");
    expect(performance.now() - started).toBeLessThan(STRIPE_CALL_TIMEOUT_MS + 1500);
    const answer = await retry;
    expect(answer.status).toBe(502);
    expect(performance.now() - retryStarted).toBeLessThan(STRIPE_CALL_TIMEOUT_MS + 1500);
    // One request each: nothing retried inside a request.
    expect(stripe.requests.filter((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi.id}`)).toHaveLength(2);
    expect((await getOrder(svc.database, orderId))?.state).toBe("created");
  });

  it("the same event delivered concurrently is applied once", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "race@example.com" });
    const event = stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" });
    const answers = await Promise.all([stripe.send(event), stripe.send(event), stripe.send(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ applied: boolean }>));
    expect(bodies.filter((b) => b.applied)).toHaveLength(1);
    expect(await state(orderId)).toBe("paid");
    expect((await listOrders(svc.database)).length).toBeGreaterThan(0);
  });

  it("a privacy erasure anonymises the customer's orders and keeps their amounts for the books", async () => {
    const { orderId, pi } = await checkout("premium", { ...customer, email: "Erase.Me@example.com" });
    await stripe.send(stripe.eventFor("payment_intent.succeeded", { ...pi, status: "succeeded" }));
    const found = await findPersonalData(svc.database, "erase.me@example.com");
    expect(found.orders.map((o) => o.id)).toEqual([orderId]);
    const erased = await erasePersonalData(svc.database, "erase.me@example.com");
    expect(erased.orders).toBe(1);
    expect(await getOrder(svc.database, orderId)).toMatchObject({ first_name: "", last_name: "", email: "", amount_cents: 149700, state: "paid", payment_intent_id: pi.id });
  });

  it("bookings: only the scheduler's URIs are stored, each invitee once", async () => {
    const ev = "https://api.calendly.com/scheduled_events/EVT123";
    const ok = await post("/api/booking", { kind: "strategy_session", eventUri: ev, inviteeUri: `${ev}/invitees/INV1` });
    expect(ok.status).toBe(201);
    const stored = await svc.database.db.selectFrom("bookings").selectAll().execute();
    expect(stored.length).toBe(1);
    // No CALENDLY_TOKEN here: stored, but as unverified (tests/integration/bookings.test.ts).
    expect(await ok.json()).toEqual({ ok: true, id: stored[0]!.id, verified: false });
    expect(stored[0]!.verified).toBe(0);
    // The same booking again (the embed's message relayed twice): 200 with the stored booking's
    // id, never a new id that was not stored.
    const again = await post("/api/booking", { kind: "strategy_session", eventUri: ev, inviteeUri: `${ev}/invitees/INV1` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id: stored[0]!.id, duplicate: true, verified: false });
    expect((await svc.database.db.selectFrom("bookings").selectAll().execute()).length).toBe(1);
    expect((await post("/api/booking", { kind: "chat", eventUri: "https://evil.example/x", inviteeUri: "https://evil.example/x/invitees/1" })).status).toBe(400);
    expect((await post("/api/booking", { kind: "other", eventUri: ev, inviteeUri: `${ev}/invitees/INV2` })).status).toBe(400);
  });
});

describe("payments without Stripe keys", () => {
  it("the lead is stored and forwarded at once (nothing can be paid to release it); the panel's intent says payments are not configured (503)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pay-off-"));
    const svc = await createServices(loadConfig({ DATA_DIR: dir }), { startOutbox: false });
    try {
      expect(svc.cfg.stripeMissing).toEqual(["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]);
      const lead = await svc.checkout.submitLead("strategyCall", customer, { clientHash: "x", userAgent: null });
      expect(lead.ok).toBe(true);
      // Nothing can be paid: the lead is not held, and goes to the owner's tools at once (stored
      // only here, no webhook being set).
      const leadId = lead.ok ? lead.leadId : "";
      expect(await svc.database.db.selectFrom("submissions").select("held_until_paid").where("id", "=", leadId).executeTakeFirstOrThrow()).toEqual({ held_until_paid: 0 });
      expect(await svc.database.db.selectFrom("deliveries").select(["channel", "state"]).where("submission_id", "=", leadId).execute()).toEqual([{ channel: "webhook", state: "skipped" }]);
      const intent = await svc.checkout.startPayment("strategyCall", lead.ok ? lead.leadId : "", lead.ok ? lead.leadToken : "", { clientHash: "x", userAgent: null });
      expect(intent).toMatchObject({ ok: false, status: 503, error: "Online payments are not configured on this site yet." });
      expect((await svc.checkout.handleWebhook(Buffer.from("{}"), "t=1,v1=x")).status).toBe(503);
    } finally {
      await svc.close();
    }
  });
});
