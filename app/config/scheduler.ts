/* The scheduler's embed on the booking pages (issue 14; SPEC §9; DECISIONS 9). */
/**
 * SPEC §9 scheduler heights (px): under MOBILE_BREAKPOINT_PX (./layout.ts), otherwise; and the
 * least height a height message may shrink the embed to (chat: SPEC's 700; strategy prep: its
 * desktop height, our choice).
 */
export const SCHEDULER_HEIGHTS = {
  chat: { mobile: 900, desktop: 800, min: 700 },
  strategyPrep: { mobile: 1000, desktop: 800, min: 800 },
} as const;
/** DECISIONS 9: an embed that has not answered this long after its frame loaded is replaced by the link (our choice). */
export const SCHEDULER_FALLBACK_MS = 6000;
/** An embed whose frame has not even loaded after this long (a connection that hangs) gives way too. */
export const SCHEDULER_LOAD_CAP_MS = 30_000;
