import type { Product } from "./catalogue.ts";

/**
 * Every visitor-facing message of the purchase flow (SPEC §4 'Strategy purchase flow', §5
 * 'Checkout info dialog', §8), defined once: components, server checks and tests import them.
 */
export const infoFieldMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
} as const;

export const leadToasts = {
  success: (product: Pick<Product, "sessionLabel">) => ({
    title: "Information Submitted",
    description: `Please complete your payment to confirm your ${product.sessionLabel}.`,
  }),
  failure: { title: "Submission Error", description: "There was an issue submitting your information. Please try again." },
} as const;

/**
 * Said inside the info dialog when the lead was not taken, besides SPEC's toast: a modal dialog
 * makes the rest of the page inert, so the toast shows dimmed under its backdrop, cannot be
 * dismissed there, and is not announced; this is. A rate limit's own words replace it.
 */
export const leadNotSent = "Your details were not sent. What you typed is kept: please press Continue to Payment again in a moment.";

export const panelMessages = {
  preparing: "Preparing secure checkout...",
  unableTitle: "Unable to load payment form",
  tryAgain: "Try Again",
  initFailed: "Failed to initialize payment form. Please try again.",
  processing: "Processing Payment...",
  succeeded: "Payment successful! Redirecting...",
  verification: "Payment requires additional verification. Please follow the prompts.",
  /**
   * In place of Pay once Stripe said the payment is processing (SPEC §4 step 5 still shows the
   * line above): it is on its way, and a second press would be a second payment.
   */
  orderStatusLink: "See where your payment stands",
} as const;

/**
 * Above the payment form when this browser already paid for this session (earlier-payments.ts):
 * a warning, not a refusal, since a second session (for a colleague, say) is a real purchase.
 * `when` is the payment's day as the visitor's calendar says: "today", "yesterday" or "on November 26".
 */
export const earlierPaymentMessages = {
  paid: (when: string) => `This browser already paid for this session ${when}.`,
  processing: (when: string) => `A payment for this session made from this browser ${when} is still being processed.`,
  advice: "If that was you, there is nothing more to pay. Pay again only to book another session.",
  link: "See that payment",
} as const;

/** "today", "yesterday" or "on November 26": `at`'s day in the visitor's own time zone, seen from `now`. */
export function paymentDay(at: Date, now = new Date()): string {
  const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayOf(at) === dayOf(now)) return "today";
  if (dayOf(at) === dayOf(yesterday)) return "yesterday";
  return `on ${new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric" }).format(at)}`;
}

export const paymentMessages = {
  notReady: "Payment system not ready. Please try again.",
  cardDeclined: "Your card was declined. Please try a different payment method.",
  unexpectedPayment: "An unexpected error occurred during payment. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  failedTitle: "Payment Failed",
  successToast: { title: "Payment Successful!", description: "Your strategy session has been confirmed. Check your email for next steps." },
} as const;

/** Why the panel cannot load when the server has no payment keys (issue 14: a clear reason). */
export const notConfiguredReason = "Online payments are not configured on this site yet.";

/** What /api/checkout/intent may say about a refusal that the visitor can act on. */
export type IntentFailureCode = "not_configured" | "unknown_lead" | "too_many";

/**
 * The checkout error view is SPEC's two lines ('Unable to load payment form', 'Failed to
 * initialize payment form. Please try again.') and at most one short reason, only when the
 * visitor can act on it, from this fixed set: the server's own wording is never shown (a
 * provider that did not answer is what SPEC's text already says).
 */
const intentFailureReasons: Record<IntentFailureCode, string> = {
  not_configured: notConfiguredReason,
  unknown_lead: "Your details have expired: close this and book again.",
  too_many: "Too many attempts: wait a few minutes first.",
};

export const intentFailureReason = (code: unknown): string | undefined =>
  typeof code === "string" && Object.hasOwn(intentFailureReasons, code) ? intentFailureReasons[code as IntentFailureCode] : undefined;

/**
 * The info dialog posted without the app (JavaScript off, or the page's code failed to load):
 * payment cannot run there, and the answer says so instead of closing silently.
 */
export const noAppMessage =
  "Secure payment needs JavaScript, and it has not run on this page. Your details are kept below: please turn JavaScript on or reload the page, then press Continue to Payment again.";
