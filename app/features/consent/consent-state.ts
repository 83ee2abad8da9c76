import { CONSENT_MAX_AGE_SECONDS, CONSENT_REVISION } from "#app/config/consent.ts";
import { cookieNames, type CookieCategory } from "#app/config/cookies.ts";
import { cookieValue } from "#app/lib/cookies.ts";

/**
 * Cookie preferences (SPEC §3 'Cookie preferences', §4 'Cookie banner'; DECISIONS 15), as the
 * browser stores them: two first-party cookies that last a year.
 * - cookie_preferences: the four booleans, e.g. {"necessary":true,"analytics":false,…};
 * - cookie_consent: the consent flag, the ISO date, the revision of the categories it answered,
 *   and the id of the consent record the server keeps (no personal data: docs/owner-guide.md, 'Case study, cookie consent and analytics').
 * Plain functions over strings, so the enhancer, the admin page and the tests share them.
 */
export type Preferences = Record<CookieCategory, boolean>;

export interface Consent {
  given: true;
  date: string;
  revision: number;
  /** The server's consent record, when it was stored. */
  record?: string;
}

export type Choice = "accept_all" | "necessary_only" | "save_preferences";

/** SPEC §9: all false except necessary. */
export const DEFAULT_PREFERENCES: Preferences = { necessary: true, analytics: false, marketing: false, personalization: false };

export const OPTIONAL_CATEGORIES = ["analytics", "marketing", "personalization"] as const satisfies readonly CookieCategory[];

export function preferencesFor(choice: Choice, chosen: Partial<Preferences> = {}): Preferences {
  if (choice === "accept_all") return { necessary: true, analytics: true, marketing: true, personalization: true };
  if (choice === "necessary_only") return { ...DEFAULT_PREFERENCES };
  // SPEC §5: necessary cannot be disabled.
  return { necessary: true, analytics: chosen.analytics === true, marketing: chosen.marketing === true, personalization: chosen.personalization === true };
}

function parseJson(text: string | undefined): unknown {
  if (!text || text.length > 500) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readPreferences(cookies: string): Preferences | undefined {
  const v = parseJson(cookieValue(cookies, cookieNames.preferences));
  if (!v || typeof v !== "object") return undefined;
  const o = v as Record<string, unknown>;
  return { necessary: true, analytics: o.analytics === true, marketing: o.marketing === true, personalization: o.personalization === true };
}

export function readConsent(cookies: string): Consent | undefined {
  const v = parseJson(cookieValue(cookies, cookieNames.consent));
  if (!v || typeof v !== "object") return undefined;
  const o = v as Record<string, unknown>;
  if (o.given !== true || typeof o.date !== "string" || typeof o.revision !== "number") return undefined;
  return { given: true, date: o.date, revision: o.revision, ...(typeof o.record === "string" ? { record: o.record } : {}) };
}

/**
 * What applies on this page load: the stored preferences when a choice of the current revision
 * was made, else nothing optional (and the banner asks). A choice made for an older revision
 * asks again (DECISIONS 15); until then, only necessary cookies.
 */
export function currentChoice(cookies: string, revision = CONSENT_REVISION): { consent: Consent; preferences: Preferences } | undefined {
  const consent = readConsent(cookies);
  if (!consent || consent.revision !== revision) return undefined;
  return { consent, preferences: readPreferences(cookies) ?? { ...DEFAULT_PREFERENCES } };
}

/** The two Set-Cookie strings (for document.cookie) that store a choice for a year. */
export function consentCookies(preferences: Preferences, consent: Consent, secure: boolean): [string, string] {
  const attrs = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
  const prefs = { necessary: true, analytics: preferences.analytics, marketing: preferences.marketing, personalization: preferences.personalization };
  return [
    `${cookieNames.preferences}=${encodeURIComponent(JSON.stringify(prefs))}${attrs}`,
    `${cookieNames.consent}=${encodeURIComponent(JSON.stringify(consent))}${attrs}`,
  ];
}

/** The event that tells the app (and the analytics loader) what the visitor chose. */
export const CONSENT_EVENT = "site:consent";
export type ConsentEventDetail = Preferences;
