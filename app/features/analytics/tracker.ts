import { isExcluded } from "./exclusion";

/**
 * The bundled tracker (DECISIONS 12): no third-party script, no cookie, no storage. It speaks the
 * Plausible events API: one POST per page view, {name, url, domain, referrer}, sent as
 * text/plain (as Plausible's own script does, so the browser needs no preflight), to the
 * endpoint the owner configured (ANALYTICS_ENDPOINT). Loaded only after analytics consent
 * (./analytics-switch.ts); `stop` ends it without a reload.
 */
export interface TrackerSettings {
  endpoint: string;
  domain: string;
}

export interface AnalyticsEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
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
    const event: AnalyticsEvent = { name, url, domain, referrer: document.referrer || null };
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
