import { isRecordId } from "#app/lib/record-id.ts";

/**
 * The payments this browser made, kept so that booking the same session again from here warns
 * before a second charge (the panel closed while a bank payment was still processing, then the
 * session booked again). They are the browser's proof of its own purchase: the server warns
 * only on them, never because an e-mail matches (anyone may type an e-mail: issue 45). Only
 * the order ids are kept: no name, e-mail or card detail. The server says
 * which of them still matter (orders.server.ts: earlierPayment); the browser only forgets the
 * old ones. Documented in the cookie policy (content/legal/cookie-policy.ts).
 */

/** The local storage key (one list for the site). */
export const EARLIER_PAYMENTS_KEY = "checkout_payments";

/** At most this many ids are kept and sent; the server refuses more. */
export const EARLIER_ORDERS_MAX = 5;

/**
 * How long an id is kept: longer than the server's same-session window (a day from the payment)
 * because a bank debit can stay processing for several working days, and a processing payment
 * matters whatever its age.
 */
export const EARLIER_PAYMENT_KEPT_MS = 14 * 24 * 60 * 60 * 1000;

interface Kept {
  order: string;
  at: number;
}

type Store = Pick<Storage, "getItem" | "setItem">;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): nothing is remembered, and nothing warns.
    return null;
  }
}

function read(store: Store, now: number): Kept[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(EARLIER_PAYMENTS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((k): k is Kept => typeof k === "object" && k !== null && isRecordId((k as Kept).order) && typeof (k as Kept).at === "number")
    .filter((k) => k.at <= now && now - k.at < EARLIER_PAYMENT_KEPT_MS)
    .sort((a, b) => b.at - a.at)
    .slice(0, EARLIER_ORDERS_MAX);
}

/** The ids to send with a new payment's request, newest first (old ones forgotten). */
export function earlierPaymentIds(now = Date.now(), store: Store | null = storage()): string[] {
  return store ? read(store, now).map((k) => k.order) : [];
}

/** Called when Stripe took a payment from this browser (succeeded, or processing). */
export function rememberPayment(orderId: string, now = Date.now(), store: Store | null = storage()): void {
  if (!store || !isRecordId(orderId)) return;
  const kept = [{ order: orderId, at: now }, ...read(store, now).filter((k) => k.order !== orderId)].slice(0, EARLIER_ORDERS_MAX);
  try {
    store.setItem(EARLIER_PAYMENTS_KEY, JSON.stringify(kept));
  } catch {
    // Full or refused: the payment went through all the same; only the warning is lost.
  }
}
