import type { ReactNode } from "react";
import consentUiUrl from "virtual:consent-ui";
import { enhance } from "#app/browser/enhancers.ts";
import { CONSENT_REVISION } from "#app/config/consent.ts";

/**
 * What every page's HTML holds of cookie consent (SPEC §4 'Cookie banner'; DECISIONS 15): an empty
 * element that asks for the consent enhancer (./consent.enhancer.ts, loaded at the load event)
 * and tells it the consent revision, the analytics settings and where the banner's and the
 * dialog's markup is (`data-ui`: a chunk of its own, rendered at build time from ./consent-ui.tsx
 * by tools/vite-consent-ui.ts). The banner and the dialog were ~0.9 kB of every document's
 * Brotli, past TCP's first window on the largest pages (decision 113).
 *
 * Without JavaScript there is no banner, on purpose (SPEC §4 'Cookie banner' is a script's
 * behaviour: shown after 1 s, 'notifies the app'; DECISIONS 15 changes nothing there). Consent
 * is needed only for what is not strictly necessary, and all of that here is script: the
 * analytics tracker loads only from the enhancer after consent, and nothing marketing or
 * personalization runs without it. The cookies the server sets without any script
 * (admin_session, portfolio_access, exclude_analytics; app/config/cookies.ts) are all necessary.
 * So a no-JavaScript banner (plain form posts to a route storing the choice) would ask for a
 * choice that changes nothing.
 */
export interface AnalyticsSettings {
  endpoint: string;
  domain: string;
}

export function ConsentRegion({ analytics }: { analytics: AnalyticsSettings | null }) {
  return (
    <div
      {...enhance("consent")}
      data-ui={consentUiUrl}
      data-revision={CONSENT_REVISION}
      data-analytics-endpoint={analytics?.endpoint}
      data-analytics-domain={analytics?.domain}
      data-testid="consent"
    />
  );
}

/**
 * A 'Cookie settings' control (the footer, the cookie policy: DECISIONS 15, withdrawing consent as
 * easily as giving it) opens the preferences dialog, which is not in the page until the consent
 * enhancer brings it. The button asks for that enhancer itself, so a press before it has attached
 * is held by the browser runtime and given back once it has (app/browser/held-input.ts): never a
 * dead click. The enhancer then loads the dialog if it is not there yet, and opens it.
 */
export function CookieSettingsButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" {...enhance("consent")} aria-haspopup="dialog" className={className}>
      {children}
    </button>
  );
}
