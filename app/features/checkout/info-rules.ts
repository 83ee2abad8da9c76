import * as v from "valibot";
import { FORM_LIMITS } from "#app/config/forms.ts";
import { EMAIL_PATTERN } from "#app/features/leads/rules.ts";
import { checkFields, trimmedText } from "#app/lib/field-check.ts";
import { infoFieldMessages as m } from "./messages.ts";

/**
 * SPEC §5 'Checkout info dialog': the browser's first feedback and the server's check, one
 * schema. The e-mail shape is the lead forms' 'standard address pattern'; lengths are SPEC §9's
 * form limits.
 */
const required = (message: string, max: number) =>
  v.pipe(trimmedText, v.minLength(1, message), v.maxLength(max, `Please keep this under ${max} characters.`));

export const infoFieldsSchema = v.object({
  firstName: required(m.firstNameRequired, FORM_LIMITS.name),
  lastName: required(m.lastNameRequired, FORM_LIMITS.name),
  email: v.pipe(required(m.emailRequired, FORM_LIMITS.email), v.regex(EMAIL_PATTERN, m.emailInvalid)),
});

export type InfoFields = v.InferOutput<typeof infoFieldsSchema>;
export type InfoFieldErrors = Partial<Record<keyof InfoFields, string>>;

/** The page's answer when the dialog's form was posted without the app (info-post.server.ts). */
export interface InfoPostAnswer {
  values: InfoFields;
  errors: InfoFieldErrors;
  message: string | null;
}

/** The first message per field, as the dialog shows them. */
export function infoFieldErrors(input: Record<string, unknown>): { ok: true; value: InfoFields } | { ok: false; errors: InfoFieldErrors } {
  return checkFields(infoFieldsSchema, input);
}
