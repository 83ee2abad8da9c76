import { sanitizeNewsletter } from "#app/features/leads/rules.ts";
import type { InfoFields } from "./info-rules";

/**
 * The strategy lead's details as the server keeps and forwards them: SPEC §5's sanitising, the
 * same as every other lead form (DECISIONS 6), and the same three fields and limits as the
 * newsletter's, so its cleaning is the newsletter's. The service runs the dialog's checks
 * (./info-rules.ts) on the result once more: a name that was only markup or invisible characters
 * is no name, and is answered as a missing one.
 */
export const sanitizeInfoFields = (v: InfoFields): InfoFields => sanitizeNewsletter(v);
