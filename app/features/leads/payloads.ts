import type { FormsOfKind } from "#app/config/lead-forms.ts";
import type { ContactFields, NewsletterFields, PortfolioFields } from "./rules.ts";

/** The contact-type forms (`kind: "contact"` in app/config/lead-forms.ts, with their source values and thank-you titles). */
export type ContactFormId = FormsOfKind<"contact">;

export const newsletterSources = ["global_newsletter", "insights_newsletter"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** SPEC §3 'Contact submission payload'. */
export const contactPayload = (v: ContactFields, source: string, at: Date) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  message: v.message,
  timestamp: at.toISOString(),
  source,
});

/** SPEC §3 'Portfolio request': notes is the sanitised description. */
export const portfolioPayload = (v: PortfolioFields, at: Date) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  notes: v.description,
  timestamp: at.toISOString(),
  source: "portfolio_request",
});

/** SPEC §3 'Newsletter signup', sent as form data. */
export const newsletterPayload = (v: NewsletterFields, source: NewsletterSource, at: Date) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  source,
  timestamp: at.toISOString(),
});
