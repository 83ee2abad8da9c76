/**
 * The constants of SPEC §9, each defined once. Code and tests import them from here.
 */
export const NAV_REVEAL_SCROLL_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const DRAWER = { animationSeconds: 0.5, closeThreshold: 0.25, velocityThreshold: 0.4 } as const;
export const ANCHOR_RETRY_DELAYS_MS = [100, 200] as const;
export const COPY_CONFIRMATION_MS = 2000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
export const COOKIE_BANNER_DELAY_MS = 1000;
export const TOAST_LAYERS = { primaryLimit: 1, stackLimit: 3 } as const;
export const PRICES_CENTS = { strategyCall: 99700, premium: 149700 } as const;
export const FORM_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;
/** SPEC §9: the portfolio form takes 3 submissions per 15-minute window per browser. */
export const PORTFOLIO_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
/**
 * SPEC §9 shows no limit for the contact-type and newsletter forms, only that their counting
 * cookie lasts 15 minutes: they take the portfolio form's count over that window (our choice).
 */
export const OTHER_FORMS_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
export const MIN_FILL_TIME_MS = 2000;
export const HONEYPOT_FIELD = "website_url";
export const FORM_REQUEST_TIMEOUT_MS = 30_000;
export const CAROUSEL = { advanceMs: 8000, manualPauseMs: 5000, count: 8 } as const;
export const TOOLTIP_OPEN_DELAY_MS = 300;
/** SPEC §4 'Essential Flow': six steps over a section six viewport heights tall. */
export const ESSENTIAL_FLOW = { steps: 6, viewportHeights: 6 } as const;
/** SPEC §1 and §9: the durations and claims the marketing copy states. */
export const DURATIONS = {
  freeChatMinutes: 15,
  sessionMinutes: 90,
  strategyKitHours: 72,
  prepMinutes: "2-3",
  resultsDays: "30-60",
  portfolioReplyHours: 48,
  formReplyBusinessDays: 2,
} as const;
/** SPEC §9: the build timeline of /the-essential-build and of its draft variant (DECISIONS 4). */
export const BUILD_TIMELINES = { standard: "6-8 weeks", draft: "8-12 weeks" } as const;
export const AUDIENCE_CLAIM = "20,000+";
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const INSIGHTS = { placeholderCards: 6, cardTags: 3, adminTags: 5, featuredMax: 3, activeSectionPx: 100 } as const;
export const PREVIEW_SIZES = { tabletPx: 768, mobilePx: 375, heightPx: 600 } as const;
export const SCHEDULER_HEIGHTS = {
  chat: { mobile: 900, desktop: 800, min: 700 },
  strategyPrep: { mobile: 1000, desktop: 800 },
} as const;
export const EXCLUDE_ANALYTICS_DAYS = 365;
export const CONSENT_COOKIE_DAYS = 365;
