import type { Appearance, Stripe, StripeError } from "@stripe/stripe-js";
import type { OfferKey } from "#content/offers.ts";
import { FORM_REQUEST_TIMEOUT_MS } from "#app/config/forms.ts";
import { attributionForSend } from "#app/lib/attribution.ts";
import { sendAnswered, sendKeyFor } from "#app/features/leads/send-lead.ts";
import { isRecordId } from "#app/lib/record-id.ts";
import { earlierPaymentIds } from "./earlier-payments.ts";
import type { InfoFields } from "./info-rules.ts";
import { intentFailureReason, paymentMessages } from "./messages.ts";

/** Browser side of the purchase flow: the calls to our API, Stripe.js on demand, and SPEC §8's mapping. */

export type LeadOutcome =
  | { kind: "ok"; leadId: string; leadToken: string }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  /** `reason`: the server's own words when it refused for a reason the visitor can act on (a rate limit's wait). */
  | { kind: "failed"; reason?: string };

const LEAD_PATH = "checkout/lead";

async function postJson(path: string, body: unknown): Promise<Response> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), FORM_REQUEST_TIMEOUT_MS);
  try {
    return await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * The info dialog's lead (stored by our server first: DECISIONS 5). The same details sent again
 * after an answer that never came carry the same send key, so the server answers with the lead it
 * stored instead of storing (and forwarding) it twice (docs/leads.md 'Sent twice').
 */
export async function submitLead(product: OfferKey, fields: InfoFields): Promise<LeadOutcome> {
  const body = { product, ...fields };
  const sendKey = sendKeyFor(LEAD_PATH, body);
  try {
    const res = await postJson(`/api/${LEAD_PATH}`, { ...body, sendKey, attribution: attributionForSend() });
    if (res.status < 500) sendAnswered(LEAD_PATH, sendKey);
    const data = (await res.json().catch(() => ({}))) as { leadId?: string; leadToken?: string; fieldErrors?: Record<string, string>; formError?: unknown };
    if (res.ok && data.leadId && data.leadToken) return { kind: "ok", leadId: data.leadId, leadToken: data.leadToken };
    if (res.status === 400 && data.fieldErrors && Object.keys(data.fieldErrors).length) return { kind: "invalid", fieldErrors: data.fieldErrors };
    // A rate limit says how long to wait (SPEC §8's 'Too many submissions...'): worth showing, as retrying at once fails again.
    if (res.status === 429 && typeof data.formError === "string" && data.formError.length <= 200) return { kind: "failed", reason: data.formError };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/** A payment this browser already made for the session (the server's word), which the panel warns of. */
export interface EarlierPayment {
  orderId: string;
  state: "paid" | "processing";
  at: Date;
}

export type IntentOutcome =
  | { kind: "ready"; orderId: string; clientSecret: string; publishableKey: string; earlier?: EarlierPayment }
  | { kind: "paid"; orderId: string }
  | { kind: "failed"; reason?: string };

/**
 * SPEC §3 'Payment intent request', less the amount: the server decides it (DECISIONS 8). The
 * lead's token (kept in memory only, with the customer data) proves this browser sent the lead.
 */
export async function createPaymentIntent(product: OfferKey, lead: { leadId: string; leadToken: string }): Promise<IntentOutcome> {
  try {
    const res = await postJson("/api/checkout/intent", { price_id: product, lead_id: lead.leadId, lead_token: lead.leadToken, earlier_orders: earlierPaymentIds() });
    const data = (await res.json().catch(() => ({}))) as {
      order_id?: string;
      client_secret?: string;
      publishable_key?: string;
      already_paid?: boolean;
      code?: unknown;
      earlier_payment?: unknown;
    };
    if (res.ok && data.order_id && data.already_paid) return { kind: "paid", orderId: data.order_id };
    if (res.ok && data.order_id && data.client_secret && data.publishable_key) {
      const earlier = earlierPaymentOf(data.earlier_payment);
      return { kind: "ready", orderId: data.order_id, clientSecret: data.client_secret, publishableKey: data.publishable_key, ...(earlier ? { earlier } : {}) };
    }
    return { kind: "failed", reason: intentFailureReason(data.code) };
  } catch {
    return { kind: "failed" };
  }
}

/** The server's `earlier_payment`, read defensively (a malformed one warns of nothing). */
export function earlierPaymentOf(value: unknown): EarlierPayment | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { order_id: orderId, state, at } = value as Record<string, unknown>;
  const when = typeof at === "string" ? new Date(at) : null;
  if (!isRecordId(orderId) || (state !== "paid" && state !== "processing") || !when || Number.isNaN(when.getTime())) return undefined;
  return { orderId, state, at: when };
}

/**
 * Stripe.js, loaded only when the panel opens (never on other pages): the `pure` entry adds no
 * script until it is called.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  // Given up after the forms' 30 s, as a form's request is: a script that never arrives left the
  // panel at "Preparing..." for good; now it says it could not load, with Try Again.
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error("Stripe.js did not load in time")), FORM_REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([loadStripe(publishableKey), late]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** SPEC §8: what the visitor reads when Stripe answers a payment with an error. */
export function paymentErrorMessage(error: Pick<StripeError, "type" | "message">): string {
  if (error.type === "card_error" || error.type === "validation_error") return error.message || paymentMessages.cardDeclined;
  return paymentMessages.unexpectedPayment;
}

/** SPEC §9 'Payment form appearance: dark theme', in the site's colours. */
export const paymentAppearance: Appearance = {
  theme: "night",
  variables: {
    colorPrimary: "#818cf8",
    colorBackground: "#0b1120",
    colorText: "#f8fafc",
    colorDanger: "#fca5a5",
    fontFamily: "Inter, system-ui, sans-serif",
    borderRadius: "12px",
  },
};
