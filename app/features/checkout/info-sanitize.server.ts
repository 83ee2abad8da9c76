import { FORM_LIMITS } from "#app/config/constants.ts";
import { sanitizeText } from "#app/features/leads/sanitize.ts";
import type { InfoFields } from "./info-rules";

/**
 * The strategy lead's details as the server keeps and forwards them: SPEC §5's sanitising, the
 * same as every other lead form (DECISIONS 6). The service runs the dialog's checks
 * (./info-rules.ts) on the result once more: a name that was only markup or invisible characters
 * is no name, and is answered as a missing one.
 */
export const sanitizeInfoFields = (v: InfoFields): InfoFields => ({
  firstName: sanitizeText(v.firstName, FORM_LIMITS.name),
  lastName: sanitizeText(v.lastName, FORM_LIMITS.name),
  email: sanitizeText(v.email, FORM_LIMITS.email),
});
