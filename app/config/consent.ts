/*
 * Cookie consent (issue #15; SPEC §9; DECISIONS 12, 15; docs/decisions/015-consent-and-case-study.md).
 * The cookies' names and the policy's table are in ./cookies.ts; the consent records' rate limit
 * in ./rate-limits.ts.
 */
/** SPEC §9: the banner appears 1 s after the load, without any input. */
export const COOKIE_BANNER_DELAY_MS = 1000;
/** SPEC §9: consent and preference cookies last 1 year; so does exclude_analytics. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const EXCLUDE_ANALYTICS_MAX_AGE_SECONDS = 365 * 24 * 3600;
/**
 * DECISIONS 15: the revision of the cookie categories. A stored choice of an older revision
 * counts as no choice (the banner asks again): raise it when a category is added or changes.
 */
export const CONSENT_REVISION = 1;
