/*
 * The gated case study (issue #15; SPEC §9; DECISIONS 10; docs/decisions/015-consent-and-case-study.md).
 * Its password's rate limit is in ./rate-limits.ts.
 */
/** SPEC §9 preview modes: desktop full width (a desktop page, scaled to fit), tablet 768 px, mobile 375 px, all 600 px high. */
export const PREVIEW_MODES = { desktopWidthPx: 1280, tabletWidthPx: 768, mobileWidthPx: 375, heightPx: 600 } as const;
/** DECISIONS 10: an unlock of the case study ends with the browser session, and after 12 h at most. */
export const CASE_STUDY_UNLOCK_HOURS = 12;
