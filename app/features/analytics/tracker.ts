import { LANDING_KEY, readLanding } from "#app/lib/attribution.ts";
import { isExcluded } from "./exclusion.ts";

/**
 * The bundled tracker (DECISIONS 12): no third-party script, no cookie. Each page view goes to
 * the site's own endpoint (POST /api/events, issue 25: path, the visit's referrer host and UTM
 * tags from the landing the browser runtime kept (app/lib/attribution.ts), viewport width, whether it is the visit's first
 * page). When the owner configured ANALYTICS_ENDPOINT, it is also forwarded there in the
 * Plausible events API: {name, url, domain, referrer}, sent as text/plain (as Plausible's own
 * script does, so the browser needs no preflight). Loaded only after analytics consent
 * (./analytics-switch.ts); `stop` ends it without a reload.
 */
export interface TrackerSettings {
  endpoint?: string | undefined;
  domain?: string | undefined;
}

/** sessionStorage: the landing (its time) whose first page view was already counted. */
const COUNTED_KEY = "site:counted";

function ownEvent(): Record<string, unknown> {
  const landing = readLanding();
  let entry = false;
  try {
    const t = String(landing?.t ?? "none");
    entry = sessionStorage.getItem(COUNTED_KEY) !== t && sessionStorage.getItem(LANDING_KEY) !== null;
    if (entry) sessionStorage.setItem(COUNTED_KEY, t);
  } catch {
    /* storage blocked */
  }
  return {
    path: location.pathname.slice(0, 300),
    ref: landing?.ref ?? "",
    source: landing?.source ?? "",
    medium: landing?.medium ?? "",
    campaign: landing?.campaign ?? "",
    width: Math.max(0, Math.round(innerWidth)),
    entry,
  };
}

export interface AnalyticsEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
}

/**
 * The page's address as the analytics provider gets it: only the query parameters it reads
 * (campaign tags, Plausible's ref and source) and the insights' search and category are kept.
 * Everything else stays on this site: Stripe's redirect to /success adds
 * `payment_intent_client_secret`, and /success names the order; a future link could carry a
 * token of its own.
 */
export function forwardedUrl(href: string): string {
  const url = new URL(href);
  url.hash = "";
  for (const name of [...new Set(url.searchParams.keys())]) if (!FORWARDED_PARAM.test(name)) url.searchParams.delete(name);
  return url.toString();
}
const FORWARDED_PARAM = /^(utm_[a-z]+|ref|source|search|category)$/;

/**
 * The referrer as the provider gets it: another site's (where the visit came from), cleaned like
 * the page's address; none for one of this site's own pages, which the browser gives in full
 * (strict-origin-when-cross-origin) and which after a payment is /success with Stripe's secret.
 */
export function forwardedReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === origin ? null : forwardedUrl(referrer);
  } catch {
    return null;
  }
}

export function startTracker({ endpoint, domain }: TrackerSettings): () => void {
  let stopped = false;
  let lastUrl = "";
  const send = (name: string) => {
    // The exclusion is checked at every event: set in another tab, it takes effect at once.
    // The owner's admin pages are never counted (their URLs name submissions).
    if (stopped || isExcluded(document.cookie) || /^\/admin(\/|$)/.test(location.pathname)) return;
    const url = location.href.split("#")[0]!;
    if (name === "pageview" && url === lastUrl) return;
    lastUrl = url;
    void fetch("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ownEvent()), keepalive: true, credentials: "same-origin" }).catch(() => {});
    if (!endpoint || !domain) return;
    const event: AnalyticsEvent = { name, url: forwardedUrl(url), domain, referrer: forwardedReferrer(document.referrer, location.origin) };
    void fetch(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" }, body: JSON.stringify(event), keepalive: true, credentials: "omit" }).catch(() => {});
  };

  // Client-side navigations (React Router) go through history.pushState; back and forward through popstate.
  const original = history.pushState;
  const patched: typeof history.pushState = function (this: History, ...args) {
    original.apply(this, args);
    send("pageview");
  };
  history.pushState = patched;
  const onPop = () => send("pageview");
  addEventListener("popstate", onPop);
  send("pageview");

  return () => {
    stopped = true;
    if (history.pushState === patched) history.pushState = original;
    removeEventListener("popstate", onPop);
  };
}
