import { site } from "./site.ts";

/**
 * The site's addresses (SPEC §2), derived once from the owner's slug. Content links to pages
 * through these; the app reads them through app/config/paths.ts.
 */
export const paths = {
  home: "/",
  homeAlias: "/home",
  about: `/about-${site.slug}`,
  build: "/the-essential-build",
  buildDraft: "/the-essential-build-draft",
  contact: "/contact",
  getInTouch: "/get-in-touch",
  chat: `/chat-with-${site.slug}`,
  checkoutStrategyCall: "/checkout-strategy-call",
  checkoutPremium: "/checkout-premium-strategy",
  strategyPrep: "/strategy-prep",
  sessionConfirmation: "/session-confirmation",
  success: "/success",
  cancel: "/cancel",
  confirmation: "/confirmation",
  portfolio: "/portfolio",
  caseStudy: "/portfolio/the-essential-website",
  comingSoon: "/coming-soon",
  insights: "/insights",
  insightsFull: "/insights-full",
  adminInsights: "/admin/insights",
  adminExclude: "/admin/exclude",
  privacy: "/privacy-policy",
  terms: "/terms-of-use",
  cookies: "/cookie-policy",
  disclaimer: "/disclaimer",
  /** Where the portfolio-request dialog posts when the app is not running (no JavaScript, or its code failed to load). */
  portfolioRequest: "/portfolio-request",
  /** SPEC §2: the strategy options anchor, written as the site links it everywhere. */
  strategyOptions: "/#strategy-options",
} as const;

export const insightPath = (slug: string) => `/insights/${slug}`;
