import { OTHER_FORMS_RATE_LIMIT, PORTFOLIO_RATE_LIMIT } from "#app/config/rate-limits.ts";

/**
 * Sliding-window rate limit, the same arithmetic for the browser (timestamps in local storage
 * and a cookie) and the server (per client, in memory or in the database).
 */
export interface Window {
  max: number;
  windowMs: number;
}

/** Hits still inside the window. */
export function recentHits(hits: readonly number[], now: number, w: Window): number[] {
  return hits.filter((t) => t > now - w.windowMs && t <= now);
}

/**
 * Whole minutes, rounded up, until one more hit is allowed; 0 when allowed now (SPEC §9: 'the
 * wait shown is in whole minutes, rounded up').
 */
export function waitMinutes(hits: readonly number[], now: number, w: Window): number {
  const recent = recentHits(hits, now, w).sort((a, b) => a - b);
  if (recent.length < w.max) return 0;
  const oldestThatMustExpire = recent[recent.length - w.max] as number;
  const waitMs = oldestThatMustExpire + w.windowMs - now;
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** The window of a form, by its SPEC §3 source value (the portfolio form's is SPEC's; see constants). */
export const formRateLimit = (source: string): Window => (source === "portfolio_request" ? PORTFOLIO_RATE_LIMIT : OTHER_FORMS_RATE_LIMIT);

/**
 * The `Retry-After` header of a 429 (RFC 9110 §10.2.3: whole seconds): the same wait the message
 * tells in minutes, for the owner's tools and any client that reads it. No wait, no header.
 */
export const retryAfter = (waitMinutes: number | undefined): Record<string, string> =>
  waitMinutes ? { "Retry-After": String(Math.max(1, Math.round(waitMinutes)) * 60) } : {};

/**
 * A page's `headers` (React Router applies an action's headers to the document only through it):
 * the Retry-After of a 429 its action answered, when there is one.
 */
export const retryAfterOf = (actionHeaders: Headers): Record<string, string> => {
  const value = actionHeaders.get("Retry-After");
  return value ? { "Retry-After": value } : {};
};
