import { EXCLUDE_ANALYTICS_MAX_AGE_SECONDS } from "#app/config/consent.ts";
import { cookieNames } from "#app/config/cookies.ts";
import { cookieValue } from "#app/lib/cookies.ts";

/**
 * The owner's analytics exclusion (SPEC §2 'Analytics exclusion', §4; DECISIONS 12): a cookie
 * exclude_analytics for the whole site, for a year. While it exists, no analytics code loads
 * and no event is sent. Not HttpOnly: the browser must see it to stay quiet.
 */
export const isExcluded = (cookies: string): boolean => cookieValue(cookies, cookieNames.excludeAnalytics) !== undefined;

export function exclusionCookie(secure: boolean): string {
  return `${cookieNames.excludeAnalytics}=1; Path=/; Max-Age=${EXCLUDE_ANALYTICS_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Expires the cookie ('Remove Exclusion'). */
export function clearExclusionCookie(secure: boolean): string {
  return `${cookieNames.excludeAnalytics}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}
