import { CONSENT_REVISION } from "#app/config/consent.ts";
import { consentCookies, preferencesFor } from "#app/features/consent/consent-state.ts";

/**
 * A Cookie header as the banner leaves it after a choice of the current revision: with analytics
 * allowed ('Accept All'), or without ('Necessary Only'). The server stores a page view only with
 * the first (issue 45).
 */
export function consentCookieHeader(analytics = true): string {
  const prefs = preferencesFor(analytics ? "accept_all" : "necessary_only");
  return consentCookies(prefs, { given: true, date: new Date().toISOString(), revision: CONSENT_REVISION }, false)
    .map((c) => c.split(";")[0])
    .join("; ");
}
