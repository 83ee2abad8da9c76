import { isRevisit } from "./revisit.ts";

/**
 * Where a visit came from (DECISIONS 12; docs/decisions/023): the landing page's external
 * referrer host and UTM tags, kept for the tab's session in sessionStorage (not a cookie: it is
 * never sent to the server by itself, and it ends with the tab). It travels only inside what the
 * visitor sends (a form, a booking), for every visitor whatever their consent: it is part of
 * their message, not a tracker. The server checks and bounds it (attribution.server.ts).
 */
export const LANDING_KEY = "site:landing";

export interface Landing {
  /** External referrer host of the landing page, else "". */
  ref: string;
  source: string;
  medium: string;
  campaign: string;
  /** The landing page's path. */
  landing: string;
  /** When the visit began (ms): tells a visit's first page view. */
  t: number;
}

/** What a form sends: the visit's landing, and the page the form was sent from. */
export interface AttributionInput {
  ref: string;
  source: string;
  medium: string;
  campaign: string;
  landing: string;
  sentFrom: string;
}

/** The channel of a lead whose visit's origin is not known: the funnel's and the admin lists' name for it too. */
export const UNKNOWN_CHANNEL = "not known";

export const ATTRIBUTION_LIMITS = { ref: 253, source: 100, medium: 100, campaign: 100, landing: 300, sentFrom: 300 } as const;

const cut = (v: string | null, n: number) => (v ?? "").trim().slice(0, n);

/**
 * Records the landing of a new visit: the first page of a tab, or any page reached from another
 * site or through a UTM link (a new arrival is a new visit). Called by the browser runtime (app/browser/runtime.ts) on every
 * public page; storage may be unavailable (then nothing is kept).
 */
export function recordLanding(now = Date.now()): void {
  try {
    const params = new URLSearchParams(location.search);
    let ref = "";
    // Most visits have no referrer: `new URL("")` would throw, and a page's first thrown error
    // costs 1.5-6 ms in the <head> of a fresh tab on the bench's host (the page waits for it).
    if (document.referrer) {
      try {
        const r = new URL(document.referrer);
        if (r.host !== location.host && /^https?:$/.test(r.protocol)) ref = r.host;
      } catch {
        /* not a URL */
      }
    }
    const tagged = params.has("utm_source") || params.has("utm_medium") || params.has("utm_campaign");
    const stored = sessionStorage.getItem(LANDING_KEY);
    if (stored && !tagged && !ref) return;
    // The same arrival seen again (the landing page reloaded, or reached by Back or Forward: its
    // address and referrer are the arrival's) is not a new visit.
    if (stored && isRevisit()) return;
    const landing: Landing = {
      ref: cut(ref, ATTRIBUTION_LIMITS.ref),
      source: cut(params.get("utm_source"), ATTRIBUTION_LIMITS.source),
      medium: cut(params.get("utm_medium"), ATTRIBUTION_LIMITS.medium),
      campaign: cut(params.get("utm_campaign"), ATTRIBUTION_LIMITS.campaign),
      landing: cut(location.pathname, ATTRIBUTION_LIMITS.landing),
      t: now,
    };
    sessionStorage.setItem(LANDING_KEY, JSON.stringify(landing));
  } catch {
    /* storage blocked */
  }
}

export function readLanding(): Landing | undefined {
  try {
    const raw = sessionStorage.getItem(LANDING_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Landing>) : undefined;
    if (!v || typeof v !== "object") return undefined;
    const s = (x: unknown) => (typeof x === "string" ? x : "");
    return { ref: s(v.ref), source: s(v.source), medium: s(v.medium), campaign: s(v.campaign), landing: s(v.landing), t: typeof v.t === "number" ? v.t : 0 };
  } catch {
    return undefined;
  }
}

/** The attribution a form sends with its fields (JSON forms, the checkout and the booking relay). */
export function attributionForSend(): AttributionInput {
  const l = readLanding();
  return { ref: l?.ref ?? "", source: l?.source ?? "", medium: l?.medium ?? "", campaign: l?.campaign ?? "", landing: l?.landing ?? "", sentFrom: location.pathname.slice(0, ATTRIBUTION_LIMITS.sentFrom) };
}
