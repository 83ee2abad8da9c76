import { FORM_LIMITS } from "#app/config/constants.ts";
import { EMAIL_PATTERN } from "#app/features/leads/rules.ts";
import { sanitizeText } from "#app/features/leads/sanitize.ts";
import type { InfoFieldErrors, InfoFields } from "./info-rules";
import { infoFieldMessages as m } from "./messages";

/**
 * The strategy lead's details as the server keeps and forwards them: SPEC §5's sanitising, the
 * same as every other lead form (DECISIONS 6), after the dialog's own checks (./info-rules.ts).
 * Then the checks once more on what is left: a name that was only markup or invisible characters
 * is no name, and is answered as a missing one.
 */
export function sanitizeInfoFields(v: InfoFields): { ok: true; value: InfoFields } | { ok: false; errors: InfoFieldErrors } {
  const value: InfoFields = {
    firstName: sanitizeText(v.firstName, FORM_LIMITS.name),
    lastName: sanitizeText(v.lastName, FORM_LIMITS.name),
    email: sanitizeText(v.email, FORM_LIMITS.email),
  };
  const errors: InfoFieldErrors = {};
  if (!value.firstName) errors.firstName = m.firstNameRequired;
  if (!value.lastName) errors.lastName = m.lastNameRequired;
  if (!value.email) errors.email = m.emailRequired;
  else if (!EMAIL_PATTERN.test(value.email)) errors.email = m.emailInvalid;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
