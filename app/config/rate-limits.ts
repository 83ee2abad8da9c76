/**
 * How many posts a client may make per window, by what it posts (SPEC §9 where it says; the
 * page views' own limits are in ./page-view-limits.ts).
 */
/** SPEC §9: the portfolio form takes 3 submissions per 15-minute window per browser. */
export const PORTFOLIO_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
/**
 * SPEC §9 shows no limit for the contact-type and newsletter forms, only that their counting
 * cookie lasts 15 minutes: they take the portfolio form's count over that window (our choice).
 */
export const OTHER_FORMS_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
/** Consent records a client may store per window (the banner stores one per choice). */
export const CONSENT_RECORD_RATE_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 } as const;
/**
 * Wrong case-study passwords: per client (an IPv6 /64 is one client), and for the whole site (a
 * spread-out guessing run). The right password is never refused for the site-wide count: while
 * it is full, each client gets `perClientWhenBusy` guesses a window: two, so that a visitor's
 * typo (told 'Incorrect password', as it is; or one made before the run began) is followed by
 * the right password, which opens; a guessing run is still slowed 2.5 times. A guess past those
 * two is refused with 429 before it is compared.
 */
export const CASE_STUDY_GATE_RATE_LIMIT = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  overall: { max: 100, windowMs: 15 * 60 * 1000 },
  perClientWhenBusy: { max: 2, windowMs: 15 * 60 * 1000 },
} as const;
