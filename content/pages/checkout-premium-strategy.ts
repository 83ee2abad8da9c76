import { DURATIONS } from "#content/claims.ts";

/** /checkout-premium-strategy (SPEC §2 'Strategy purchase pages'). The price is SPEC §9's (pricesCents in content/site.ts). */
export const checkoutPremiumPage = {
  title: "Your Essential Website Strategy",
  lead: `The ${DURATIONS.sessionMinutes}-minute strategy call plus your strategy kit within ${DURATIONS.strategyKitHours} hours: roadmap, content framework, page-by-page UX recommendations and an action checklist.`,
  bookCta: "Book Your Premium Strategy",
  note: "You choose your session time right after payment.",
  /** Which client's words stand beside the price (an index into content/testimonials.ts). */
  testimonial: 4,
};
