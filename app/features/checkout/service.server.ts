import type { Config } from "#app/config/env.server.ts";
import { ORDER_RECHECK_MS } from "#app/config/payments.ts";
import { OTHER_FORMS_RATE_LIMIT } from "#app/config/rate-limits.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Order } from "#app/db/schema.ts";
import type { Limiter } from "#app/infra/limiter.server.ts";
import { emailPlan, webhookPlan } from "#app/infra/delivery-plans.server.ts";
import { sendKeyOf, storeSubmission, submissionSentAs, type DeliveryPlan } from "#app/infra/repository.server.ts";
import { securityMessages } from "#app/features/leads/messages.ts";
import { sanitizeNewsletter } from "#app/features/leads/kinds/newsletter.ts";
import { logger } from "#app/lib/logger.server.ts";
import { productFor, type Product } from "./catalogue.ts";
import { isRecordId } from "#app/lib/record-id.ts";
import { EARLIER_ORDERS_MAX } from "./earlier-payments.ts";
import { infoFieldErrors, type InfoFields } from "./info-rules.ts";
import { notConfiguredReason } from "./messages.ts";
import { attachIntent, claimOrder, earlierPayment, findStrategyLead, getOrder, recordUnhandledEvent } from "./orders.server.ts";
import { applyPaymentUpdate, type ApplyOutcome, type PaidNotice, type PaymentUpdate } from "./payment-updates.server.ts";
import { holdsPayment, isPaidFamily } from "./order-states.ts";
import { intentSignal, updateFromEvent, type IntentView, type PaymentGateway } from "./stripe.server.ts";
import { formatUsd } from "#app/lib/price.ts";
import type { CheckoutMeta, LeadResult, EarlierPaymentView, IntentResult, WebhookAnswer, OrderStatus } from "./checkout-results.ts";
import { strategyLeadPayload, productForLeadSource, LEAD_VALID_MS, leadTokenFor, leadTokenMatches } from "./lead-step.server.ts";
import { isStripeEvent } from "./webhook-event.server.ts";

export type { CheckoutMeta, LeadResult, EarlierPaymentView, IntentResult, WebhookAnswer, OrderStatus } from "./checkout-results.ts";
export { strategyLeadPayload } from "./lead-step.server.ts";

export interface CheckoutDeps {
  database: DatabaseHandle;
  cfg: Pick<Config, "webhooks" | "smtp" | "formRateLimitMax" | "stripe" | "sessionSecret">;
  limiter: Limiter;
  /** Absent when Stripe is not configured. */
  gateway: PaymentGateway | undefined;
  /** Wakes the outbox after something was queued. */
  poke: () => void;
}

/**
 * The line of the owner's paid notice for the same e-mail's other payment of this session: very
 * likely the same purchase twice, made from another browser (which could not be warned).
 */
const possiblyPaidTwice = (other: Order) =>
  `Possibly paid twice: the same e-mail ${other.state === "processing" ? "has a payment processing" : `paid on ${other.paid_at ?? other.created_at}`} for this session (order ${other.id}). If it is the same purchase, refund one in Stripe.`;

export function createCheckoutService({ database, cfg, limiter, gateway, poke }: CheckoutDeps) {
  /** When the server last asked Stripe about an unpaid order (/success), by order id. */
  const askedAt = new Map<string, number>();
  /** The questions to Stripe still running, by order id: one at a time per order. */
  const inFlight = new Map<string, Promise<Order>>();

  /** The owner's tools hear of a strategy lead (SPEC §3 payload): its webhook, and the owner's e-mail. */
  const leadPlans = (v: InfoFields, product: Product): DeliveryPlan[] => {
    const payload = strategyLeadPayload(v, product);
    return [
      webhookPlan(cfg.webhooks, product.key === "premium" ? "premiumStrategyLead" : "strategyCallLead", payload),
      ...emailPlan(cfg.smtp, `Strategy lead (${formatUsd(product.amountCents)}): ${v.firstName} ${v.lastName}`, [`Name: ${v.firstName} ${v.lastName}`, `Email: ${v.email}`, `Product: ${product.name}`], v.email),
    ];
  };

  const paidNotice: PaidNotice = {
    order(order, sameBuyer) {
      const product = productFor(order.product);
      const data = {
        order_id: order.id,
        product: product?.name ?? order.product,
        amount: (order.amount_cents / 100).toFixed(2),
        currency: order.currency,
        first_name: order.first_name,
        last_name: order.last_name,
        email: order.email,
        paid_at: order.paid_at,
        payment_intent: order.payment_intent_id,
        // The same e-mail's other payments of this session within a day (or processing): very
        // likely the same purchase twice, from another browser (which could not be warned).
        possibly_paid_twice: sameBuyer.map((other) => other.id),
      };
      return [
        ...(cfg.webhooks.orderPaid ? [webhookPlan(cfg.webhooks, "orderPaid", data)] : []),
        ...emailPlan(
          cfg.smtp,
          `Paid: ${product?.name ?? order.product} by ${order.first_name} ${order.last_name}`,
          [
            `${order.first_name} ${order.last_name} <${order.email}> paid ${formatUsd(order.amount_cents)}.`,
            `Order: ${order.id}`,
            `Payment: ${order.payment_intent_id ?? "-"}`,
            ...sameBuyer.map((other) => possiblyPaidTwice(other)),
          ],
          order.email,
        ),
      ];
    },
    lead(lead) {
      const product = productForLeadSource(lead.source);
      return product ? leadPlans({ firstName: lead.first_name, lastName: lead.last_name, email: lead.email }, product) : [];
    },
  };

  const apply = async (u: Parameters<typeof applyPaymentUpdate>[1], now?: Date): Promise<ApplyOutcome> => {
    const outcome = await applyPaymentUpdate(database, u, paidNotice, now);
    // Newly paid: its notice (and its lead, held until now) are queued. A refund or dispute that
    // arrived first may already have moved it on from "paid" (orders.server.ts: applyWaiting).
    if (outcome.applied && isPaidFamily(outcome.order.state) && !isPaidFamily(outcome.from)) poke();
    if (!outcome.applied && outcome.reason === "amount mismatch") logger.error({ orderId: outcome.order?.id, type: u.type }, "payment amount does not match the order");
    return outcome;
  };

  /** What the provider answered about the order's intent, applied like a webhook (the order after it). */
  async function applyRetrieved(order: Order, intent: IntentView): Promise<Order> {
    // A processing payment back at "requires_payment_method" has failed (its webhook lost or late).
    const signal = intentSignal(intent.status, order.state === "processing");
    if (!signal) return order;
    const outcome = await apply({
      eventId: null,
      type: "payment_intent.retrieved",
      created: Math.floor(Date.now() / 1000),
      signal,
      orderId: order.id,
      intentId: intent.id,
      amount: signal.kind === "intent" && (signal.status === "succeeded" || signal.status === "processing") ? intent.amount : null,
      currency: intent.currency,
    });
    return outcome.order ?? order;
  }

  /** Stripe's word on the order's intent (bounded: STRIPE_CALL_TIMEOUT_MS), applied like a webhook. */
  async function confirmWithStripe(order: Order, gw: PaymentGateway): Promise<Order> {
    try {
      return await applyRetrieved(order, await gw.retrieveIntent(order.payment_intent_id!));
    } catch (err) {
      logger.warn({ err, orderId: order.id }, "could not ask Stripe about the order; showing what the server knows");
      return order;
    }
  }

  /**
   * A 'failed' or 'canceled' event for an order last known to be processing. Stripe's events may
   * come in any order, and what /success learned by asking carries no time of Stripe's, so an
   * older failure (a declined card before the retry that is now processing, its delivery late)
   * would undo it, and the order would invite a second payment. Stripe's current word decides:
   * still processing or paid, that is applied under the event's id; else the event as it is.
   * `null`: Stripe did not answer, and the event is to be delivered again.
   */
  async function currentWord(u: PaymentUpdate, gw: PaymentGateway): Promise<PaymentUpdate | null> {
    if (u.signal.kind !== "intent" || (u.signal.status !== "failed" && u.signal.status !== "canceled") || !u.orderId || !u.intentId) return u;
    const order = await getOrder(database, u.orderId);
    if (!order || order.state !== "processing" || order.payment_intent_id !== u.intentId) return u;
    try {
      const intent = await gw.retrieveIntent(u.intentId);
      if (intent.status !== "processing" && intent.status !== "succeeded") return u;
      return { ...u, signal: { kind: "intent", status: intent.status }, amount: intent.amount, currency: intent.currency };
    } catch (err) {
      logger.warn({ err, orderId: order.id, type: u.type }, "could not ask Stripe about a processing order's failure event; Stripe will deliver it again");
      return null;
    }
  }

  /** The first of these orders that holds money once Stripe is asked about each in turn (it stops there). */
  async function firstHoldingAtStripe(orders: readonly Order[], gw: PaymentGateway): Promise<Order | undefined> {
    for (const order of orders) {
      const known = await confirmWithStripe(order, gw);
      if (holdsPayment(known.state)) return known;
    }
    return undefined;
  }

  /**
   * The browser's own earlier payment for this product, if one holds money (a warning, never a
   * refusal). Orders the server has not heard about since their intent was made are asked about
   * first (bounded, as the same-buyer guard's); an unanswered question warns of nothing.
   */
  async function earlierPaymentView(ids: string[], o: { product: Product; submissionId: string }, gw: PaymentGateway, now: Date): Promise<EarlierPaymentView | undefined> {
    const { held, unconfirmed } = await earlierPayment(database, ids, o, now);
    const found = held ?? (await firstHoldingAtStripe(unconfirmed, gw));
    if (!found) return undefined;
    return { orderId: found.id, state: found.state === "processing" ? "processing" : "paid", at: found.paid_at ?? found.created_at };
  }

  return {
    configured: () => Boolean(gateway),

    /** The info dialog's lead (SPEC §4 step 2): stored first, forwarded by the outbox like every lead. */
    async submitLead(productKey: unknown, input: Record<string, unknown>, meta: CheckoutMeta): Promise<LeadResult> {
      const now = meta.now ?? new Date();
      const product = productFor(productKey);
      if (!product) return { ok: false, status: 400, fieldErrors: {}, formError: "Unknown product." };
      const checked = infoFieldErrors(input);
      if (!checked.ok) return { ok: false, status: 400, fieldErrors: checked.errors };
      // The same checks on what sanitising leaves (DECISIONS 6), as every lead form does. The
      // details are the newsletter's three fields with its limits, so cleaned as the newsletter's.
      const clean = infoFieldErrors(sanitizeNewsletter(checked.value));
      if (!clean.ok) return { ok: false, status: 400, fieldErrors: clean.errors };
      // The same send again after its answer was lost (the panel's timeout, then Try Again: docs/leads.md 'Sent twice'):
      // answered with the lead stored first, before the rate limit, so the owner's automation gets one lead and the panel takes up its order.
      const sendKey = sendKeyOf(input);
      const storedAs = sendKey ? await submissionSentAs(database.db, product.leadSource, sendKey) : null;
      if (storedAs) return { ok: true, leadId: storedAs, leadToken: leadTokenFor(cfg.sessionSecret, storedAs) };
      const bucket = `strategy_lead:${meta.clientHash}`;
      const window = { max: Math.max(10, cfg.formRateLimitMax), windowMs: OTHER_FORMS_RATE_LIMIT.windowMs };
      const decision = await limiter.take(bucket, window, now.getTime());
      if (!decision.allowed) return { ok: false, status: 429, fieldErrors: {}, formError: securityMessages.tooManySubmissions(decision.waitMinutes), waitMinutes: decision.waitMinutes };
      const v = clean.value;
      const payload = strategyLeadPayload(v, product);
      // With payments on, the lead is held until its order is paid (issue 45): anyone may type
      // someone's address here, and each try was forwarded to the owner's tools. The inbox shows
      // it as "checkout started". With payments off nothing can be paid: forwarded at once.
      const held = Boolean(gateway && cfg.stripe);
      try {
        const { id, repeated } = await storeSubmission(
          database,
          {
            form: "strategy-lead",
            source: product.leadSource,
            first_name: v.firstName,
            last_name: v.lastName,
            email: v.email,
            phone: null,
            message: null,
            payload: JSON.stringify(payload),
            client_hash: meta.clientHash,
            user_agent: meta.userAgent?.slice(0, 500) ?? null,
            send_key: sendKey,
            held_until_paid: held ? 1 : 0,
          },
          held ? [] : leadPlans(v, product),
          { now },
        );
        // The same send arrived twice at once: the first one stored is the answer, and only it counts.
        if (repeated) await limiter.giveBack(bucket, decision.hit);
        else poke();
        return { ok: true, leadId: id, leadToken: leadTokenFor(cfg.sessionSecret, id) };
      } catch (err) {
        await limiter.giveBack(bucket, decision.hit).catch(() => undefined);
        throw err;
      }
    },

    /**
     * The panel's payment form (DECISIONS 8): the order is recorded before any payment intent,
     * at the catalogue's price; the intent's idempotency key is the order id. Only the lead's own
     * order is taken up again (Try Again), and only with the lead's token (see leadTokenFor).
     */
    async startPayment(productKey: unknown, leadId: unknown, leadToken: unknown, meta: CheckoutMeta, earlierOrders?: unknown): Promise<IntentResult> {
      const now = meta.now ?? new Date();
      if (!gateway || !cfg.stripe) return { ok: false, status: 503, error: notConfiguredReason, code: "not_configured" };
      const product = productFor(productKey);
      if (!product) return { ok: false, status: 400, error: "Unknown product.", fieldErrors: { price_id: "Unknown product: strategyCall or premium." } };
      if (!isRecordId(leadId)) return { ok: false, status: 400, error: "Unknown lead.", fieldErrors: { lead_id: "The id /api/checkout/lead answered with." } };
      if (typeof leadToken !== "string" || !leadToken) return { ok: false, status: 400, error: "Missing lead token.", fieldErrors: { lead_token: "Required: the token /api/checkout/lead answered with." } };
      if (leadToken.length > 100) return { ok: false, status: 400, error: "Lead token too long.", fieldErrors: { lead_token: "At most 100 characters: the token /api/checkout/lead answered with." } };
      const earlierIds = earlierOrders ?? [];
      if (!Array.isArray(earlierIds) || earlierIds.length > EARLIER_ORDERS_MAX || !earlierIds.every(isRecordId)) {
        return { ok: false, status: 400, error: "Bad earlier orders.", fieldErrors: { earlier_orders: `A list of at most ${EARLIER_ORDERS_MAX} order ids this browser paid, as this API answered them.` } };
      }
      // A wrong token answers like an unknown lead: no hint that the lead exists.
      if (!leadTokenMatches(cfg.sessionSecret, leadId, leadToken)) return { ok: false, status: 404, error: "Unknown lead.", code: "unknown_lead" };
      const lead = await findStrategyLead(database, leadId);
      if (!lead || lead.source !== product.leadSource || now.getTime() - Date.parse(lead.created_at) > LEAD_VALID_MS) {
        return { ok: false, status: 404, error: "Unknown lead.", code: "unknown_lead" };
      }
      // Money taken or on its way for this lead (any of its orders): no second payment, the panel
      // goes to where that order stands (/success shows 'processing' or 'paid'). Only the lead's
      // own orders count (orders.server.ts: claimOrder): the answer is the same whether or not
      // its e-mail paid before, and nobody else's payment refuses this one. A second purchase of
      // the same session is warned of in the browser that made the first (earlierPaymentView)
      // and named in the owner's notice of the payment (sameBuyer).
      const customer = { product, firstName: lead.first_name, lastName: lead.last_name, email: lead.email, submissionId: lead.id, clientHash: meta.clientHash };
      const claimed = await claimOrder(database, customer, now);
      if ("holding" in claimed) return { ok: true, orderId: claimed.holding.id, alreadyPaid: true };
      let order = claimed.order;
      try {
        let intent = order.payment_intent_id ? await gateway.retrieveIntent(order.payment_intent_id) : await gateway.createIntent(order, product);
        if (intent.status === "canceled") {
          // Canceled at the provider: a new order for a new payment (the same one for requests at once).
          const again = await claimOrder(database, customer, now, order.id);
          if ("holding" in again) return { ok: true, orderId: again.holding.id, alreadyPaid: true };
          order = again.order;
          intent = order.payment_intent_id ? await gateway.retrieveIntent(order.payment_intent_id) : await gateway.createIntent(order, product);
        }
        if (intent.amount !== order.amount_cents || intent.currency !== order.currency) {
          logger.error({ orderId: order.id, intent: intent.id }, "payment intent amount does not match the order");
          return { ok: false, status: 502, error: "The payment provider answered with another amount." };
        }
        await attachIntent(database, order.id, intent.id, now);
        // Try Again on an intent already paid or processing (its webhook not in yet): recorded as
        // the provider says, and the panel goes to /success. A payment form for it would only fail
        // at the provider ("unexpected state"), and invite paying twice.
        if (intent.status === "succeeded" || intent.status === "processing") {
          await applyRetrieved({ ...order, payment_intent_id: intent.id }, intent);
          return { ok: true, orderId: order.id, alreadyPaid: true };
        }
        if (!intent.clientSecret) return { ok: false, status: 502, error: "The payment provider gave no client secret." };
        const earlier = await earlierPaymentView(earlierIds, customer, gateway, now);
        return { ok: true, orderId: order.id, clientSecret: intent.clientSecret, publishableKey: cfg.stripe.publishableKey, ...(earlier ? { earlier } : {}) };
      } catch (err) {
        logger.error({ err, orderId: order.id }, "could not create the payment intent");
        return { ok: false, status: 502, error: "The payment provider could not be reached." };
      }
    },

    /** POST /api/stripe/webhook: 400 only for a bad or missing signature; 2xx for every verified event. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      if (!gateway || !cfg.stripe?.webhookSecret) return { status: 503, body: { error: "Payments are not configured (STRIPE_WEBHOOK_SECRET)." } };
      if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };
      let event;
      try {
        event = await gateway.verifyEvent(rawBody, signature);
      } catch {
        return { status: 400, body: { error: "Bad signature." } };
      }
      // Signed, yet not shaped like an event Stripe sends (only someone holding the secret can do
      // this): a 400 names it, where reading it would throw and answer 500.
      if (!isStripeEvent(event)) return { status: 400, body: { error: "Not a Stripe event: it needs a string id and type, a whole-number created and a data object." } };
      const update = updateFromEvent(event);
      if (!update) {
        await recordUnhandledEvent(database, event);
        return { status: 200, body: { received: true, handled: false } };
      }
      const checked = await currentWord(update, gateway);
      if (!checked) return { status: 503, body: { error: "Could not confirm the payment's state with Stripe; deliver the event again." } };
      const outcome = await apply(checked);
      return { status: 200, body: { received: true, applied: outcome.applied, ...(outcome.applied ? { state: outcome.order.state } : { reason: outcome.reason }) } };
    },

    /**
     * /success: the order as the server knows it, at once (never waiting for Stripe). An unpaid
     * one with an intent is confirmed with Stripe in the background, through the same idempotent
     * step the webhook uses: `asking` is that question while it runs (the page says "confirming
     * your payment" and looks again when it ends). Never proof by itself. `ask: false` only
     * reads (the page's own look, after it was rendered, starts no question).
     */
    async orderStatus(orderId: string, { ask = true }: { ask?: boolean } = {}): Promise<OrderStatus> {
      if (!isRecordId(orderId)) return { order: undefined, asking: null };
      const order = await getOrder(database, orderId);
      if (!order || !gateway || !order.payment_intent_id || !["created", "processing", "failed"].includes(order.state)) return { order, asking: null };
      const running = inFlight.get(order.id);
      if (running || !ask) return { order, asking: running ?? null };
      // A page anyone may reload: Stripe is asked about an order at most once per interval.
      const now = Date.now();
      if (now - (askedAt.get(order.id) ?? -Infinity) < ORDER_RECHECK_MS) return { order, asking: null };
      askedAt.set(order.id, now);
      if (askedAt.size > 1000) for (const [id, at] of askedAt) if (now - at >= ORDER_RECHECK_MS) askedAt.delete(id);
      const asking = confirmWithStripe(order, gateway).finally(() => inFlight.delete(order.id));
      inFlight.set(order.id, asking);
      return { order, asking };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
