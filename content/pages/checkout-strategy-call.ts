import { DURATIONS } from "#content/claims.ts";

/** /checkout-strategy-call (SPEC §2 'Strategy purchase pages'). The price is SPEC §9's (pricesCents in content/site.ts). */
export const checkoutStrategyCallPage = {
  title: "Strategy Call Only",
  lead: `A ${DURATIONS.sessionMinutes}-minute 1:1 video strategy session with live strategic input and a recording with a recap.`,
  bookCta: "Book Your Strategy Call",
  note: "Real-time insight only: no written assets or post-call documents. You choose your session time right after payment.",
  /** Which client's words stand beside the price (an index into content/testimonials.ts). */
  testimonial: 2,
};
