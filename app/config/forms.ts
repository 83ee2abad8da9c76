/** What every lead form shares (SPEC §9): its fields' limits, its bot checks, its send's timeout. */
export const FORM_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;
export const MIN_FILL_TIME_MS = 2000;
/**
 * A field's character counter (SPEC §2: the portfolio form's fields each have one) is shown once
 * the field holds this share of its limit; before, it is read to screen readers only ('0/100'
 * under every field was noise, issue 48). Our choice.
 */
export const COUNTER_SHOWN_FROM = 0.8;
export const HONEYPOT_FIELD = "website_url";
export const FORM_REQUEST_TIMEOUT_MS = 30_000;
