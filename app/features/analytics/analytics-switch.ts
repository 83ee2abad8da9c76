import { isExcluded } from "./exclusion.ts";

/**
 * Starts and stops the tracker as consent changes (DECISIONS 12): its code is fetched only once
 * analytics is allowed, the browser is not excluded and sends no Global Privacy Control signal
 * (the server stores no page view sent with Sec-GPC: event-policy.server.ts, issue 45, so the
 * tracker would only send what is refused, and forward it to a provider); withdrawing consent stops it at once,
 * without a reload. The site's own counter always runs then; a third-party provider only when
 * configured (ANALYTICS_ENDPOINT).
 */
export interface AnalyticsSwitch {
  set(allowed: boolean): void;
}

export function createAnalyticsSwitch(endpoint: string | undefined, domain: string | undefined): AnalyticsSwitch {
  let wanted = false;
  let stop: (() => void) | undefined;
  let loading = false;
  const sync = () => {
    if (!wanted && stop) {
      stop();
      stop = undefined;
    }
    if (!wanted || stop || loading) return;
    loading = true;
    void import("./tracker.ts")
      .then(({ startTracker }) => {
        // Consent may have been withdrawn while the code was on its way.
        if (wanted && !stop) stop = startTracker({ endpoint, domain });
      })
      .catch(() => {})
      .finally(() => (loading = false));
  };
  return {
    set(allowed) {
      wanted = allowed && !isExcluded(document.cookie) && navigator.globalPrivacyControl !== true;
      sync();
    },
  };
}
