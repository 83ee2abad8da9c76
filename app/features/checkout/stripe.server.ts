import type Stripe from "stripe";
import { STRIPE_CALL_TIMEOUT_MS } from "#app/config/payments.ts";
import type { StripeConfig } from "#app/config/env.server.ts";
import type { Order } from "#app/db/schema.ts";
import type { Product } from "./catalogue.ts";
import type { PaymentUpdate } from "./payment-updates.server.ts";
import type { PaymentSignal } from "./order-states.ts";

/**
 * The one module that talks to Stripe (ARCHITECTURE: payments in three small places): the
 * client, every call, and reading Stripe's objects into our PaymentUpdate. Tests point the
 * SDK at a local fake with STRIPE_API_BASE (host, port, protocol).
 */
export interface IntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  created: number;
  orderId: string | null;
}

export interface PaymentGateway {
  /** Creates the order's payment intent; the order id is the idempotency key (a retry or a race gives the same intent). */
  createIntent(order: Order, product: Product): Promise<IntentView>;
  retrieveIntent(id: string): Promise<IntentView>;
  /** Verifies a webhook's signature (Stripe's own check and tolerance); rejects when it is bad. */
  verifyEvent(rawBody: Buffer, signature: string): Promise<Stripe.Event>;
}

const view = (pi: Stripe.PaymentIntent): IntentView => ({
  id: pi.id,
  status: pi.status,
  amount: pi.amount,
  currency: pi.currency,
  clientSecret: pi.client_secret,
  created: pi.created,
  orderId: typeof pi.metadata?.order_id === "string" ? pi.metadata.order_id : null,
});

/**
 * The SDK is loaded on the first call, not when the server starts: it is over 200 modules (about
 * 0.3 s of a start's CPU, issue 23), and most processes never talk to Stripe.
 */
export function stripeGateway(cfg: StripeConfig): PaymentGateway {
  let client: Promise<Stripe> | null = null;
  const sdk = () =>
    (client ??= import("stripe").then(
      ({ default: StripeSdk }) =>
        new StripeSdk(cfg.secretKey, {
          // Every call is made while a visitor waits (the panel, /success): bounded, and retried by
          // the visitor or the next look, never inside the request (constants: STRIPE_CALL_TIMEOUT_MS).
          // A retried create is safe anyway: its idempotency key is the order id.
          maxNetworkRetries: 0,
          timeout: STRIPE_CALL_TIMEOUT_MS,
          telemetry: false,
          ...(cfg.api ? { host: cfg.api.host, port: cfg.api.port, protocol: cfg.api.protocol } : {}),
        }),
      (err: unknown) => {
        client = null;
        throw err;
      },
    ));
  return {
    async createIntent(order, product) {
      const pi = await (await sdk()).paymentIntents.create(
        {
          amount: order.amount_cents,
          currency: order.currency,
          automatic_payment_methods: { enabled: true },
          description: product.name,
          receipt_email: order.email,
          // SPEC §3 'Payment intent request' metadata, plus the order it pays for.
          metadata: {
            order_id: order.id,
            product_name: product.name,
            customer_first_name: order.first_name,
            customer_last_name: order.last_name,
            amount: (order.amount_cents / 100).toFixed(2),
          },
        },
        { idempotencyKey: `order-${order.id}` },
      );
      return view(pi);
    },
    async retrieveIntent(id) {
      return view(await (await sdk()).paymentIntents.retrieve(id));
    },
    async verifyEvent(rawBody, signature) {
      if (!cfg.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
      return (await sdk()).webhooks.constructEvent(rawBody, signature, cfg.webhookSecret);
    },
  };
}

/** An intent's status as a signal; null for the statuses that move nothing (waiting for the customer). */
export function intentSignal(status: string, lastError = false): PaymentSignal | null {
  if (status === "succeeded") return { kind: "intent", status: "succeeded" };
  if (status === "processing") return { kind: "intent", status: "processing" };
  if (status === "canceled") return { kind: "intent", status: "canceled" };
  if (status === "requires_payment_method" && lastError) return { kind: "intent", status: "failed" };
  return null;
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const idOf = (v: unknown) => str(v) ?? (v && typeof v === "object" ? str((v as Obj).id) : null);

const intentEvents: Record<string, "succeeded" | "failed" | "processing" | "canceled"> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "failed",
  "payment_intent.processing": "processing",
  "payment_intent.canceled": "canceled",
};

/** A verified event as our update, or null for types we do not act on (still answered 2xx). */
export function updateFromEvent(event: Pick<Stripe.Event, "id" | "type" | "created"> & { data: { object: unknown } }): PaymentUpdate | null {
  const o = (event.data.object ?? {}) as Obj;
  const base = { eventId: event.id, type: event.type, created: event.created };
  const intentStatus = intentEvents[event.type];
  if (intentStatus) {
    const metadata = (o.metadata ?? {}) as Obj;
    return {
      ...base,
      signal: { kind: "intent", status: intentStatus },
      orderId: str(metadata.order_id),
      intentId: str(o.id),
      // What is charged must be what the order costs; a failure or cancellation moves no money.
      amount: intentStatus === "succeeded" || intentStatus === "processing" ? num(o.amount) : null,
      currency: str(o.currency),
    };
  }
  if (event.type === "charge.refunded") {
    // No amount: null, which the one step refuses (movesMoney), never read as 0.
    const amount = num(o.amount);
    return {
      ...base,
      signal: { kind: "refund", amount: amount ?? 0, amountRefunded: num(o.amount_refunded) ?? 0 },
      orderId: null,
      intentId: idOf(o.payment_intent),
      amount,
      currency: str(o.currency),
    };
  }
  if (event.type === "charge.dispute.created" || event.type === "charge.dispute.closed") {
    const status = event.type === "charge.dispute.created" ? "open" : o.status === "won" ? "won" : o.status === "lost" ? "lost" : null;
    if (!status) return null;
    return { ...base, signal: { kind: "dispute", status }, orderId: null, intentId: idOf(o.payment_intent), amount: null, currency: null };
  }
  return null;
}
