import express, { type ErrorRequestHandler, type Request, Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { recordAttribution } from "#app/features/analytics/attribution.server.ts";
import { orderStatusView } from "#app/features/checkout/order-status.server.ts";
import { isRecordId } from "#app/lib/record-id.ts";
import type { Services } from "#app/services.server.ts";
import { answerAfterBody } from "#server/lingering.ts";
import { acceptPosts, bodyOf, jsonApiErrors, notAnObject } from "./json-api.ts";

/**
 * The purchase flow's API (issue 14): the info dialog's lead, the panel's payment intent, the
 * order status, and Stripe's webhook (the scheduler embed's booking: ./booking.ts). Bad input
 * gets a 4xx, never a 5xx.
 */
const BODY_LIMIT = "16kb";

/** Calls to Stripe per client and 15 minutes: a panel opened and retried many times, never a flood. */
const INTENT_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 };

/** /api/checkout/lead and /api/checkout/intent: JSON posts from the purchase pages. */
export function checkoutRouter(svc: Services): Router {
  const router = Router();
  /**
   * GET /api/checkout/order-status?order=…: /success's own look while the server asks Stripe
   * (app/features/checkout/order-status.enhancer.ts). What the page shows and nothing more (no personal
   * data); it only reads, so it never starts a question to Stripe.
   */
  router.get("/order-status", async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      const order = typeof req.query.order === "string" ? req.query.order : "";
      if (!isRecordId(order)) return res.status(400).json({ ok: false, error: "Give the order's id: ?order=…" });
      const view = await orderStatusView(svc, order, { ask: false });
      if (!view || view.state === "unknown") return res.status(404).json({ ok: false, state: "unknown", confirming: false });
      return res.json({ ok: true, state: view.state, confirming: view.confirming });
    } catch (err) {
      next(err);
    }
  });
  // It only reads: any other method is told so (not asked for JSON by the posts' checks below).
  router.all("/order-status", (req, res) => answerAfterBody(req, () => res.status(405).set("Allow", "GET, HEAD").json({ ok: false, error: "Use GET." })));
  acceptPosts(router, { limit: BODY_LIMIT });
  const meta = (req: Request) => ({ clientHash: svc.clientHash(req.ip), userAgent: req.get("user-agent") ?? null });

  router.post("/lead", async (req, res, next) => {
    try {
      const body = bodyOf(req);
      if (!body) return res.status(400).json(notAnObject);
      const r = await svc.checkout.submitLead(body.product, body, meta(req));
      // Where the visit came from (issue 25); the order made from this lead is attributed through it.
      if (r.ok) await recordAttribution(svc.database, "submission", r.leadId, body.attribution).catch((err: unknown) => req.log?.warn({ err }, "attribution not stored"));
      // The token goes only to the browser that sent the lead: /intent wants it (service.server.ts).
      if (r.ok) return res.status(201).set("Cache-Control", "no-store").json({ ok: true, leadId: r.leadId, leadToken: r.leadToken });
      res.set(retryAfter(r.waitMinutes));
      return res.status(r.status).json({ ok: false, fieldErrors: r.fieldErrors, formError: r.formError });
    } catch (err) {
      next(err);
    }
  });

  router.post("/intent", async (req, res, next) => {
    try {
      const body = bodyOf(req);
      if (!body) return res.status(400).json(notAnObject);
      const decision = await svc.limiter.take(`checkout_intent:${svc.clientHash(req.ip)}`, INTENT_LIMIT, Date.now());
      if (!decision.allowed) return res.status(429).set(retryAfter(decision.waitMinutes)).json({ ok: false, error: "Too many requests. Please try again in a few minutes.", code: "too_many" });
      // The browser names the product and its lead, with the lead's token; the amount is the catalogue's (DECISIONS 8).
      // `earlier_orders`: the orders this browser paid before (earlier-payments.ts), for the panel's warning.
      const r = await svc.checkout.startPayment(body.price_id ?? body.product, body.lead_id ?? body.leadId, body.lead_token ?? body.leadToken, meta(req), body.earlier_orders);
      res.setHeader("Cache-Control", "no-store");
      // `code`, when present, is what the panel may explain in its one reason line (messages.ts).
      // Payments off is how the site is set up, said once at the start, not a failure of each
      // visitor's request: logged as a warning (server/app.ts), so an alert on errors stays quiet.
      if (!r.ok && r.code === "not_configured") res.locals.expectedUnavailable = true;
      if (!r.ok) return res.status(r.status).json({ ok: false, error: r.error, ...(r.code ? { code: r.code } : {}), ...(r.fieldErrors ? { fieldErrors: r.fieldErrors } : {}) });
      if ("alreadyPaid" in r) return res.json({ ok: true, order_id: r.orderId, already_paid: true });
      const earlier = r.earlier ? { earlier_payment: { order_id: r.earlier.orderId, state: r.earlier.state, at: r.earlier.at } } : {};
      return res.json({ ok: true, order_id: r.orderId, client_secret: r.clientSecret, publishable_key: r.publishableKey, ...earlier });
    } catch (err) {
      next(err);
    }
  });

  router.use(jsonApiErrors("checkout API", BODY_LIMIT));
  return router;
}

/**
 * POST /api/stripe/webhook: the raw body (the signature covers its exact bytes), verified with
 * STRIPE_WEBHOOK_SECRET within Stripe's tolerance. 400 only for a bad or missing signature; every
 * verified event gets a 2xx, also types we do not act on.
 */
export function stripeWebhookRouter(svc: Services): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== "POST") return answerAfterBody(req, () => res.status(405).set("Allow", "POST").json({ error: "Use POST." }));
    next();
  });
  router.use(express.raw({ type: () => true, limit: "512kb" }));
  router.post("/", async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await svc.checkout.handleWebhook(raw, req.get("stripe-signature") ?? undefined);
      res.status(answer.status).json(answer.body);
    } catch (err) {
      next(err);
    }
  });
  const failed: ErrorRequestHandler = (err, req, res, next) => {
    const e = err as { type?: string; status?: number };
    if (res.headersSent) return next(err);
    if (e.type === "entity.too.large") return answerAfterBody(req, () => res.status(413).json({ error: "Too large." }));
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500) return answerAfterBody(req, () => res.status(e.status!).json({ error: "Bad request." }));
    req.log?.error({ err }, "webhook failure");
    // Our failure (the database): Stripe retries the event later.
    return res.status(500).json({ error: "Try again later." });
  };
  router.use(failed);
  return router;
}
