import type { Order } from "#app/db/schema.ts";
import type { IntentFailureCode } from "./messages.ts";

/** What the checkout's steps answer (service.server.ts): the lead, the payment, Stripe's webhook, an order's status. */

export interface CheckoutMeta {
  clientHash: string;
  userAgent: string | null;
  now?: Date;
}

export type LeadResult =
  | { ok: true; leadId: string; leadToken: string }
  | { ok: false; status: 400 | 429; fieldErrors: Record<string, string>; formError?: string; waitMinutes?: number };

/** A payment this browser already made for the product (orders.server.ts: earlierPayment), for the panel's warning. */
export interface EarlierPaymentView {
  orderId: string;
  state: "paid" | "processing";
  /** When it was paid, or made when still processing (ISO). */
  at: string;
}

export type IntentResult =
  | { ok: true; orderId: string; clientSecret: string; publishableKey: string; earlier?: EarlierPaymentView }
  | { ok: true; orderId: string; alreadyPaid: true }
  /** `fieldErrors`: which field of the request is wrong, when one is. */
  | { ok: false; status: 400 | 404 | 409 | 502 | 503; error: string; code?: IntentFailureCode; fieldErrors?: Record<string, string> };

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** An order as /success sees it, and the question to Stripe about it while that runs. */
export interface OrderStatus {
  order: Order | undefined;
  /** Settles (never rejects) with the order after Stripe's answer, or as it was when there was none in time. */
  asking: Promise<Order> | null;
}
