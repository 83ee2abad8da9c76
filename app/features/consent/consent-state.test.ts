import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_SECONDS, CONSENT_REVISION } from "#app/config/consent.ts";
import { consentCookies, currentChoice, DEFAULT_PREFERENCES, preferencesFor, readConsent, readPreferences } from "./consent-state.ts";

const header = (cookies: string[]) => cookies.map((c) => c.split(";")[0]).join("; ");

describe("cookie preferences (SPEC §3, §4, §9; DECISIONS 15)", () => {
  it("defaults: all off but necessary", () => {
    expect(DEFAULT_PREFERENCES).toEqual({ necessary: true, analytics: false, marketing: false, personalization: false });
  });

  it("maps each choice to its four booleans; necessary cannot be switched off", () => {
    expect(preferencesFor("accept_all")).toEqual({ necessary: true, analytics: true, marketing: true, personalization: true });
    expect(preferencesFor("necessary_only", { analytics: true })).toEqual(DEFAULT_PREFERENCES);
    expect(preferencesFor("save_preferences", { analytics: true, necessary: false } as never)).toEqual({ necessary: true, analytics: true, marketing: false, personalization: false });
  });

  it("stores the choice, the flag, the date and the revision for a year, and reads them back", () => {
    const date = "2026-11-23T20:00:00.000Z";
    const cookies = consentCookies(preferencesFor("save_preferences", { marketing: true }), { given: true, date, revision: CONSENT_REVISION, record: "r1" }, true);
    for (const c of cookies) expect(c).toContain(`; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`);
    const h = header(cookies);
    expect(readPreferences(h)).toEqual({ necessary: true, analytics: false, marketing: true, personalization: false });
    expect(readConsent(h)).toEqual({ given: true, date, revision: CONSENT_REVISION, record: "r1" });
    expect(currentChoice(h)?.preferences.marketing).toBe(true);
  });

  it("asks again for a choice of another revision, and ignores broken or forged values", () => {
    const old = header(consentCookies(preferencesFor("accept_all"), { given: true, date: "x", revision: CONSENT_REVISION - 1 }, false));
    expect(currentChoice(old)).toBeUndefined();
    expect(currentChoice("cookie_consent=%7Bnot-json")).toBeUndefined();
    expect(currentChoice("cookie_consent=%E0%A4%A")).toBeUndefined();
    expect(currentChoice(`cookie_consent=${encodeURIComponent(JSON.stringify({ given: "yes", date: "d", revision: CONSENT_REVISION }))}`)).toBeUndefined();
    // A consent flag without preferences applies the defaults, never more.
    const flagOnly = header(consentCookies(DEFAULT_PREFERENCES, { given: true, date: "d", revision: CONSENT_REVISION }, false).slice(1));
    expect(currentChoice(flagOnly)?.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(`cookie_preferences=${encodeURIComponent('{"analytics":"true"}')}`)?.analytics).toBe(false);
  });
});
