/**
 * Every cookie this site sets, in one list: the code reads the names from here and the
 * Cookie Policy's table is generated from it, so the policy cannot drift from the code.
 */
export const COOKIE_CATEGORIES = ["necessary", "analytics", "marketing", "personalization"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export interface CookieInfo {
  name: string;
  purpose: string;
  duration: string;
  category: CookieCategory;
}

export const cookieNames = {
  consent: "cookie_consent",
  preferences: "cookie_preferences",
  excludeAnalytics: "exclude_analytics",
  portfolioRequest: "form_submissions_portfolio_request",
  formSubmissionsPrefix: "form_submissions_",
  portfolioAccess: "portfolio_access",
  adminSession: "admin_session",
  adminDevice: "admin_device",
} as const;

export const cookieTable: readonly CookieInfo[] = [
  {
    name: cookieNames.consent,
    purpose: "Remembers that you made a cookie choice, when, and for which version of the cookie categories.",
    duration: "1 year",
    category: "necessary",
  },
  {
    name: cookieNames.preferences,
    purpose: "Remembers which optional cookie categories you allowed.",
    duration: "1 year",
    category: "necessary",
  },
  {
    name: `${cookieNames.formSubmissionsPrefix}*`,
    purpose: "Counts recent form submissions from your browser to stop spam (one cookie per form).",
    duration: "15 minutes",
    category: "necessary",
  },
  {
    name: cookieNames.portfolioAccess,
    purpose: "Keeps the portfolio case study unlocked after you enter its password (sent only to the portfolio pages).",
    duration: "Until you close your browser (12 hours at most)",
    category: "necessary",
  },
  {
    name: cookieNames.adminSession,
    purpose: "Keeps the site owner signed in to the admin area. Visitors never receive it.",
    duration: "Until the owner signs out or closes the browser",
    category: "necessary",
  },
  {
    name: cookieNames.adminDevice,
    purpose: "Lets the site owner sign in from a browser they have used before while many wrong admin passwords are being tried. Visitors never receive it.",
    duration: "400 days",
    category: "necessary",
  },
  {
    name: cookieNames.excludeAnalytics,
    purpose: "Set only by the site owner (from the admin area) to keep their own visits out of analytics.",
    duration: "1 year",
    category: "necessary",
  },
];

/**
 * The cookie preferences dialog (app/features/consent/consent-ui.tsx): the banner's 'Preferences'
 * opens it with the browser's own invoker command; every 'Cookie settings' control (footer, cookie
 * policy) through the consent enhancer, which brings it into the page (decision 113).
 */
export const COOKIE_PREFERENCES_DIALOG_ID = "cookie-preferences";

/**
 * The consent UI's other ids (app/features/consent/consent-ui.tsx): the banner, the
 * dialog's title, and per category its switch and the switch's description. The insights'
 * Markdown pipeline reserves them all (no article heading may take one).
 */
export const consentIds = {
  banner: "cookie-banner",
  preferencesTitle: `${COOKIE_PREFERENCES_DIALOG_ID}-title`,
  switch: (category: CookieCategory) => `consent-${category}`,
  switchText: (category: CookieCategory) => `consent-${category}-text`,
};
