import * as v from "valibot";
import { FORM_LIMITS } from "#app/config/forms.ts";
import { leadForms } from "#app/config/lead-forms.ts";
import { checkFields } from "#app/lib/field-check.ts";
import { emailBound, messageBound, nameBound, sanitizeFields, truncateFields, type FieldBound } from "#app/features/leads/field-bounds.ts";
import { securityMessages } from "#app/features/leads/messages.ts";
import { attemptFailure, EMAIL_PATTERN, text, type Attempt, type SecurityFailure } from "#app/features/leads/rules.ts";
import type { LeadKind } from "./lead-kind.ts";

/** The portfolio request (`kind: "portfolio"`; app/features/portfolio/portfolio-request-form.tsx). */
export const portfolioFieldsSchema = v.object({
  firstName: text,
  lastName: text,
  email: text,
  description: text,
});
export type PortfolioFields = v.InferOutput<typeof portfolioFieldsSchema>;

/** SPEC §5 shows no 'too long' messages for the portfolio form: its input is truncated instead. */
export const portfolioFieldBounds = {
  firstName: nameBound,
  lastName: nameBound,
  email: emailBound,
  description: messageBound,
} as const satisfies Record<keyof PortfolioFields, FieldBound>;

/** Portfolio request checks, in SPEC §5's order: the first failure, or null. */
export function portfolioSecurityFailure(values: PortfolioFields, a: Attempt): SecurityFailure | null {
  const attempt = attemptFailure(a, securityMessages.tooManyRequests);
  if (attempt) return attempt;
  const blank = (["firstName", "lastName", "email", "description"] as const).filter((f) => values[f].trim() === "");
  if (blank.length) return { reason: "missing", message: securityMessages.allRequired, fields: blank };
  const email = values.email.trim();
  if (email.length > FORM_LIMITS.email || !EMAIL_PATTERN.test(email)) return { reason: "invalid", message: securityMessages.emailInvalid, fields: ["email"] };
  return null;
}

export const sanitizePortfolio = (v: PortfolioFields): PortfolioFields => sanitizeFields(v, portfolioFieldBounds);

/** SPEC §3 'Portfolio request': notes is the sanitised description. */
export const portfolioPayload = (v: PortfolioFields, at: Date) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  notes: v.description,
  timestamp: at.toISOString(),
  source: "portfolio_request",
});

export const portfolioKind: LeadKind<PortfolioFields> = {
  bounds: portfolioFieldBounds,
  read(input) {
    // SPEC §5: the input is truncated to the limits (the dialog does it as the visitor types).
    const parsed = checkFields(portfolioFieldsSchema, truncateFields(input, portfolioFieldBounds));
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.errors };
    // SPEC §5's checks run on what sanitising leaves too: markup alone is a missing field.
    const cleaned = sanitizePortfolio(parsed.value);
    return { ok: true, checked: cleaned, cleaned };
  },
  refuse: ({ cleaned }, a) => portfolioSecurityFailure(cleaned, a),
  source: () => "portfolio_request",
  deliver: (v, source, form, now) => ({
    stored: { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: null, message: v.description },
    payload: portfolioPayload(v, now),
    webhook: leadForms[form].webhooks[0],
    email: { subject: `Portfolio access request from ${v.firstName} ${v.lastName}`, lines: [`Name: ${v.firstName} ${v.lastName}`, `Email: ${v.email}`, "", v.description], replyTo: v.email },
  }),
};
