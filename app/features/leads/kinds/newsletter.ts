import * as v from "valibot";
import { FORM_LIMITS, HONEYPOT_FIELD } from "#app/config/forms.ts";
import { checkFields } from "#app/lib/field-check.ts";
import { emailBound, firstFieldOverLimit, nameBound, sanitizeFields, type FieldBound } from "#app/features/leads/field-bounds.ts";
import { fieldMessages, securityMessages } from "#app/features/leads/messages.ts";
import { EMAIL_PATTERN, required } from "#app/features/leads/rules.ts";
import type { LeadKind } from "./lead-kind.ts";

/** A newsletter sign-up (`kind: "newsletter"`; app/features/newsletter/newsletter-form.tsx): the footer's or the insights pages'. */
export const newsletterSources = ["global_newsletter", "insights_newsletter"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterFieldsSchema = v.object({
  firstName: v.pipe(required(fieldMessages.firstNameRequired), v.maxLength(FORM_LIMITS.name, securityMessages.namesTooLong)),
  lastName: v.pipe(required(fieldMessages.lastNameRequired), v.maxLength(FORM_LIMITS.name, securityMessages.namesTooLong)),
  email: v.pipe(
    required(fieldMessages.emailRequired),
    v.maxLength(FORM_LIMITS.email, securityMessages.emailTooLong),
    v.regex(EMAIL_PATTERN, securityMessages.emailInvalid),
  ),
});
export type NewsletterFields = v.InferOutput<typeof newsletterFieldsSchema>;
export const newsletterFieldNames = ["firstName", "lastName", "email"] as const satisfies readonly (keyof NewsletterFields)[];

export const newsletterFieldBounds = { firstName: nameBound, lastName: nameBound, email: emailBound } as const satisfies Record<keyof NewsletterFields, FieldBound>;

/**
 * SPEC §5 'Newsletter': a field left blank after trimming gives 'Missing Information' / 'Please
 * fill in all fields.' (SPEC §8), in the browser and on the no-JavaScript result page alike.
 */
export const newsletterMissing = (input: Readonly<Record<string, unknown>>) =>
  newsletterFieldNames.some((name) => {
    const value = input[name];
    return typeof value !== "string" || value.trim() === "";
  });

/** The newsletter's names and address, cleaned as every lead form's are (DECISIONS 6). */
export const sanitizeNewsletter = (v: NewsletterFields): NewsletterFields => sanitizeFields(v, newsletterFieldBounds);

/** SPEC §3 'Newsletter signup', sent as form data. */
export const newsletterPayload = (v: NewsletterFields, source: NewsletterSource, at: Date) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  source,
  timestamp: at.toISOString(),
});

const sourceOf = (input: Readonly<Record<string, unknown>>): NewsletterSource => (input.source === "insights_newsletter" ? "insights_newsletter" : "global_newsletter");

/** Always stored; forwarded when a webhook is set. */
export const newsletterKind: LeadKind<NewsletterFields> = {
  bounds: newsletterFieldBounds,
  read(input) {
    const honeypot = input[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: false, fieldErrors: {}, formError: securityMessages.bot };
    const overLimit = firstFieldOverLimit(input, newsletterFieldBounds);
    if (overLimit) return { ok: false, fieldErrors: { [overLimit.field]: overLimit.message } };
    const parsed = checkFields(newsletterFieldsSchema, input);
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.errors };
    // The same checks on what sanitising leaves: markup alone is a missing name.
    const cleaned = checkFields(newsletterFieldsSchema, sanitizeNewsletter(parsed.value));
    if (!cleaned.ok) return { ok: false, fieldErrors: cleaned.errors };
    return { ok: true, checked: parsed.value, cleaned: cleaned.value };
  },
  refuse: (_read, a) => (a.rateLimitWaitMinutes > 0 ? { reason: "rate-limited", message: securityMessages.tooManySubmissions(a.rateLimitWaitMinutes) } : null),
  source: (_form, input) => sourceOf(input),
  deliver: (v, source, _form, now) => ({
    stored: { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: null, message: null },
    payload: newsletterPayload(v, source as NewsletterSource, now),
    webhook: source === "insights_newsletter" ? "insightsNewsletter" : "newsletter",
    format: "form",
    subscriber: { email: v.email, firstName: v.firstName, lastName: v.lastName, source: source as NewsletterSource },
  }),
};
