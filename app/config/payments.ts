/*
 * Payments (issue 14; SPEC §9). The prices are business facts: `pricesCents` in content/site.ts.
 */
/** SPEC §9: the page goes to /success this long after a successful payment. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/** SPEC §9: the one currency the sessions are sold in (their prices: `pricesCents`, content/site.ts). */
export const CURRENCY = "usd";
/** /success asks Stripe about an unpaid order at most this often (our choice: a reload loop must not become a loop of outside calls). */
export const ORDER_RECHECK_MS = 10_000;
/**
 * Every call to Stripe made while a visitor waits (the panel's intent, /success's question): at
 * most this long and never retried inside the request (our choice). The SDK's default, 80 s, and
 * our old 20 s × 3 attempts held /success for a minute when Stripe hung instead of refusing. A
 * failed call is retried by the visitor (Try Again) or by the next look at the order.
 */
export const STRIPE_CALL_TIMEOUT_MS = 3000;
/**
 * /success while the server is asking Stripe about the order ("confirming your payment"): the
 * page asks our server this often whether the answer came, and at most this many times (the
 * question itself ends within STRIPE_CALL_TIMEOUT_MS), then shows the order as it stands.
 */
export const ORDER_CONFIRM_POLL = { everyMs: 1000, max: 10 } as const;
