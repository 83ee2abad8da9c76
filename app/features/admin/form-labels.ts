import { formIds, formLabel, type FormId } from "#app/config/lead-forms.ts";

/**
 * Each form, as the inbox names it, in the inbox's order: both from the one list of forms
 * (app/config/lead-forms.ts), which the inbox's select and its filter check
 * (./inbox-filter.server.ts) read through here.
 */
export const inboxFormLabels = Object.fromEntries(formIds.map((id) => [id, formLabel(id)])) as Record<FormId, string>;
