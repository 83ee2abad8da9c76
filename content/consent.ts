/**
 * The cookie banner and the cookie preferences dialog (SPEC §2 'Cookie banner', §4; DECISIONS 15).
 * The button labels are SPEC's, to the letter. The banner's text is kept short on purpose: it
 * appears a second after the page has loaded, and must not become the page's largest text.
 */
export const consentCopy = {
  banner: {
    label: "Cookie consent",
    text: "We use necessary cookies to run this site. With your permission we'd also like to measure visits.",
    policyLink: "Cookie Policy",
  },
  buttons: {
    acceptAll: "Accept All",
    necessaryOnly: "Necessary Only",
    preferences: "Preferences",
    save: "Save Preferences",
  },
  dialog: {
    title: "Cookie Preferences",
    intro: "Choose which cookies this site may use. You can change this at any time with 'Cookie settings' at the foot of every page.",
    /** Shown when the browser sends Global Privacy Control (DECISIONS 15). */
    gpcNote: "Your browser sends a Global Privacy Control signal, so analytics and marketing start switched off, and no page view is counted while it does.",
    close: "Close",
  },
  categories: {
    necessary: { title: "Necessary", text: "Needed for the site to work: your cookie choice, spam protection for the forms, the unlocked case study. Always on." },
    analytics: { title: "Analytics", text: "Counts page views without cookies or personal data, so we learn which pages help." },
    marketing: { title: "Marketing", text: "Would measure advertising. This site does not use marketing cookies today." },
    personalization: { title: "Personalization", text: "Would remember how you like the site. This site does not use these today." },
  },
  /** The footer's and the cookie policy's control that reopens the dialog. */
  settingsLink: "Cookie settings",
} as const;
