import type { LeadApiKind } from "#app/config/lead-forms.ts";
import type { FieldBound } from "#app/features/leads/field-bounds.ts";
import { contactKind } from "./contact.ts";
import type { AnyLeadKind } from "./lead-kind.ts";
import { newsletterKind } from "./newsletter.ts";
import { portfolioKind } from "./portfolio.ts";

/**
 * Every kind of form the lead API and the forms' pages take (`kind` in app/config/lead-forms.ts),
 * by name: the lead service runs each one's steps (../service.server.ts), and the bad-input run
 * posts by each one's bounds (tests/support/bad-input.ts). A new kind is its module here and one
 * line below; a kind named in the forms' table and missing here does not compile.
 */
export const leadKinds = {
  contact: contactKind,
  portfolio: portfolioKind,
  newsletter: newsletterKind,
} as const satisfies Record<LeadApiKind, AnyLeadKind>;

/** Each kind's fields' bounds. */
export const fieldBoundsOfKind = Object.fromEntries(Object.entries(leadKinds).map(([kind, k]) => [kind, k.bounds])) as Record<LeadApiKind, Readonly<Record<string, FieldBound>>>;
