import { CONSENT_REVISION } from "#app/config/consent.ts";
import { cookieNames } from "#app/config/cookies.ts";
import { paths, insightPath } from "#content/paths.ts";

/**
 * Every public template once, by the name its screenshots carry (.cache/design-screenshots/
 * {name}-{width}.webp): each page of app/pages.ts outside /admin (the layout-integrity test fails
 * when one is missing here), an insight and the 404 page. Read by the layout-integrity test and
 * the design screenshots (tools/design-screenshots.ts).
 */
export const publicTemplates: Record<string, string> = {
  home: paths.home,
  about: paths.about,
  build: paths.build,
  "build-draft": paths.buildDraft,
  contact: paths.contact,
  "get-in-touch": paths.getInTouch,
  chat: paths.chat,
  "checkout-strategy-call": paths.checkoutStrategyCall,
  "checkout-premium": paths.checkoutPremium,
  "strategy-prep": paths.strategyPrep,
  success: paths.success,
  cancel: paths.cancel,
  "session-confirmation": paths.sessionConfirmation,
  confirmation: paths.confirmation,
  portfolio: paths.portfolio,
  "case-study": paths.caseStudy,
  "coming-soon": paths.comingSoon,
  insights: paths.insights,
  "insights-full": paths.insightsFull,
  insight: insightPath("why-im-moving-clients-off-wordpress"),
  "legal-privacy": paths.privacy,
  "legal-terms": paths.terms,
  "legal-cookies": paths.cookies,
  "legal-disclaimer": paths.disclaimer,
  "not-found": "/no-such-page",
};

/** The widths every template is checked and shot at: a phone, a tablet, a laptop. */
export const templateWidths = [375, 768, 1280] as const;

/** A viewport of `width`: a phone's height below 768 px. */
export const templateViewport = (width: number) => ({ width, height: width < 768 ? 812 : 900 });

/** The cookies of a visitor who already chose 'Necessary Only' (no banner over the content). */
export function necessaryOnlyConsent(url: string) {
  const value = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  return [
    { name: cookieNames.preferences, value: value({ necessary: true, analytics: false, marketing: false, personalization: false }), url },
    { name: cookieNames.consent, value: value({ given: true, date: new Date().toISOString(), revision: CONSENT_REVISION }), url },
  ];
}
