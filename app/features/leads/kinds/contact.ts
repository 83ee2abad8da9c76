import * as v from "valibot";
import { FORM_LIMITS } from "#app/config/forms.ts";
import { leadForms, type FormsOfKind } from "#app/config/lead-forms.ts";
import { checkFields } from "#app/lib/field-check.ts";
import { emailBound, messageBound, firstFieldOverLimit, nameBound, sanitizeFields, type FieldBound } from "#app/features/leads/field-bounds.ts";
import { fieldMessages, securityMessages } from "#app/features/leads/messages.ts";
import { attemptFailure, EMAIL_PATTERN, PHONE_PATTERN, required, trimmed, type Attempt, type SecurityFailure } from "#app/features/leads/rules.ts";
import type { LeadKind } from "./lead-kind.ts";

/**
 * The contact-type forms (`kind: "contact"` in app/config/lead-forms.ts: contact, get-in-touch,
 * chat; ../contact-form.tsx): name, e-mail, phone, message.
 */
export type ContactFormId = FormsOfKind<"contact">;

/** Field rules of the contact, get-in-touch and chat forms (SPEC §5), shown under each field. */
export const contactFieldsSchema = v.object({
  firstName: required(fieldMessages.firstNameRequired),
  lastName: required(fieldMessages.lastNameRequired),
  email: v.pipe(required(fieldMessages.emailRequired), v.regex(EMAIL_PATTERN, fieldMessages.emailInvalid)),
  phone: trimmed,
  message: required(fieldMessages.messageRequired),
});
export type ContactFields = v.InferOutput<typeof contactFieldsSchema>;

export const contactFieldBounds = {
  firstName: nameBound,
  lastName: nameBound,
  email: emailBound,
  phone: { max: FORM_LIMITS.phone, tooLong: securityMessages.phoneTooLong },
  message: messageBound,
} as const satisfies Record<keyof ContactFields, FieldBound>;

/** Contact-type checks on submit, in SPEC §5's order: the first failure, or null. */
export function contactSecurityFailure(values: ContactFields, a: Attempt): SecurityFailure | null {
  const attempt = attemptFailure(a, securityMessages.tooManySubmissions);
  if (attempt) return attempt;
  if (values.firstName.length > FORM_LIMITS.name || values.lastName.length > FORM_LIMITS.name)
    return { reason: "too-long", message: securityMessages.namesTooLong, fields: (["firstName", "lastName"] as const).filter((f) => values[f].length > FORM_LIMITS.name) };
  if (values.email.length > FORM_LIMITS.email) return { reason: "too-long", message: securityMessages.emailTooLong, fields: ["email"] };
  if (values.phone.length > FORM_LIMITS.phone) return { reason: "too-long", message: securityMessages.phoneTooLong, fields: ["phone"] };
  if (values.message.length > FORM_LIMITS.message) return { reason: "too-long", message: securityMessages.messageTooLong, fields: ["message"] };
  if (!EMAIL_PATTERN.test(values.email)) return { reason: "invalid", message: securityMessages.emailInvalid, fields: ["email"] };
  if (values.phone !== "" && !PHONE_PATTERN.test(values.phone)) return { reason: "invalid", message: securityMessages.phoneInvalid, fields: ["phone"] };
  return null;
}

export const sanitizeContact = (v: ContactFields): ContactFields => sanitizeFields(v, contactFieldBounds);

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

export const contactKind: LeadKind<ContactFields> = {
  bounds: contactFieldBounds,
  read(input) {
    // Lengths first: no pattern runs on more than a field's limit (issue 12). Named for the field
    // too (the form page shows SPEC's message; a tool sees which field).
    const overLimit = firstFieldOverLimit(input, contactFieldBounds);
    if (overLimit) return { ok: false, fieldErrors: { [overLimit.field]: overLimit.message }, formError: overLimit.message };
    const parsed = checkFields(contactFieldsSchema, input);
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.errors };
    // The same checks on what sanitising leaves (DECISIONS 6): a name or message that was only
    // markup or invisible characters is a missing one, not an empty lead in the owner's inbox.
    const cleaned = checkFields(contactFieldsSchema, sanitizeContact(parsed.value));
    if (!cleaned.ok) return { ok: false, fieldErrors: cleaned.errors };
    return { ok: true, checked: parsed.value, cleaned: cleaned.value };
  },
  refuse: ({ checked }, a) => contactSecurityFailure(checked, a),
  source: (form) => (leadForms[form as ContactFormId] as { source: string }).source,
  deliver: (v, source, form, now) => ({
    stored: { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: v.phone || null, message: v.message },
    payload: contactPayload(v, source, now),
    webhook: leadForms[form].webhooks[0],
    email: {
      subject: `New message (${source}) from ${v.firstName} ${v.lastName}`,
      lines: [`Name: ${v.firstName} ${v.lastName}`, `Email: ${v.email}`, `Phone: ${v.phone || "-"}`, `Source: ${source}`, "", v.message],
      replyTo: v.email,
    },
  }),
};
