import { z } from "zod";
import { FORM_LIMITS } from "~/config/constants";
import { infoFieldMessages as m } from "./messages";

/**
 * SPEC §5 'Checkout info dialog': the browser's first feedback and the server's check, one
 * schema. The e-mail shape is the usual one (something@something.tld, no spaces); lengths are
 * SPEC §9's form limits.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`);

export const infoFieldsSchema = z.object({
  firstName: required(m.firstNameRequired, FORM_LIMITS.name),
  lastName: required(m.lastNameRequired, FORM_LIMITS.name),
  email: required(m.emailRequired, FORM_LIMITS.email).refine((v) => EMAIL.test(v), m.emailInvalid),
});

export type InfoFields = z.infer<typeof infoFieldsSchema>;
export type InfoFieldErrors = Partial<Record<keyof InfoFields, string>>;

/** The first message per field, as the dialog shows them. */
export function infoFieldErrors(input: Record<string, unknown>): { ok: true; value: InfoFields } | { ok: false; errors: InfoFieldErrors } {
  const parsed = infoFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: InfoFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof InfoFields;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
