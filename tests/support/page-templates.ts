import { CONSENT_REVISION } from "#app/config/consent.ts";
import { cookieNames } from "#app/config/cookies.ts";
import { insightPath } from "#content/paths.ts";
import { pages } from "./page-table.ts";

/**
 * Every public template once, by the name its screenshots carry (.cache/design-screenshots/
 * {name}-{width}.webp): each page of the route table outside /admin, by its route's name (its
 * `template`: tests/support/page-table.ts), an insight and the 404 page. Read by the layout-integrity test and
 * the design screenshots (tools/design-screenshots.ts).
 */
export const publicTemplates: Record<string, string> = {
  ...Object.fromEntries(pages.flatMap((p) => (p.template ? [[p.template, p.path]] : []))),
  insight: insightPath("why-im-moving-clients-off-wordpress"),
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
