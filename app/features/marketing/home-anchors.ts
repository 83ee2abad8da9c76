/** The ids of the home page's sections (SPEC §2 'Home'); links and tests use the same names. */
export const homeIds = {
  whoItsFor: "who-its-for",
  whatYouGet: "what-you-get",
  howItWorks: "how-it-works",
  testimonials: "testimonials",
  about: "about",
  faq: "faq",
  strategyOptions: "strategy-options",
  checkout: "checkout-section",
  contact: "contact",
} as const;

/** A link to a home section, following SPEC's anchor rule (smooth scroll on home, full load elsewhere). */
export const homeAnchor = (id: (typeof homeIds)[keyof typeof homeIds]) => `/#${id}`;
