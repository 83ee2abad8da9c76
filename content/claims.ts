/**
 * The numbers the copy states (SPEC §1 'Claims in the copy', §9), each stated once: every page,
 * form, tooltip and page description that names one of them reads it from here, so changing a
 * promise is one edit. Numbers, not phrases: each sentence keeps its own wording around them
 * ("15-Minute", "15-minute", "15 minute").
 */
export const DURATIONS = {
  freeChatMinutes: 15,
  sessionMinutes: 90,
  strategyKitHours: 72,
  prepMinutes: "2-3",
  resultsDays: "30-60",
  /** The reply promise of the portfolio request (SPEC §4 'Portfolio request form'). */
  portfolioReplyHours: 48,
  /** The reply promise of the contact-type forms. */
  formReplyBusinessDays: 2,
  /** The holding page's expected launch (SPEC §2 'Holding page'). */
  launchWithinHours: 48,
  /** Terms of use: the notice that keeps a session's fee refundable or its rescheduling free. */
  sessionNoticeHours: 48,
} as const;

/** The build timeline of /the-essential-build and of its draft variant (DECISIONS 4). */
export const BUILD_TIMELINES = { standard: "6-8 weeks", draft: "8-12 weeks" } as const;
export type BuildVariant = keyof typeof BUILD_TIMELINES;

/** The social audience the copy claims. */
export const AUDIENCE_CLAIM = "20,000+";
