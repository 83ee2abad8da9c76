// zod/mini, as the lead forms (app/features/leads/rules.ts): full zod would add ~16 kB gzip to every page's shared chunk.
import * as z from "zod/mini";
import { FORM_LIMITS } from "~/config/constants";
import { EMAIL_PATTERN } from "~/features/leads/rules";
import { infoFieldMessages as m } from "./messages";

/**
 * SPEC §5 'Checkout info dialog': the browser's first feedback and the server's check, one
 * schema. The e-mail shape is the lead forms' 'standard address pattern'; lengths are SPEC §9's
 * form limits.
 */
const text = z.pipe(
  z.transform((v: unknown) => (v === undefined || v === null ? "" : v)),
  z.string({ error: "must be text" }),
);
const required = (message: string, max: number, ...more: Parameters<ReturnType<typeof z.string>["check"]>) =>
  z.pipe(text, z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max} characters.`), ...more));

export const infoFieldsSchema = z.object({
  firstName: required(m.firstNameRequired, FORM_LIMITS.name),
  lastName: required(m.lastNameRequired, FORM_LIMITS.name),
  email: required(m.emailRequired, FORM_LIMITS.email, z.regex(EMAIL_PATTERN, m.emailInvalid)),
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
