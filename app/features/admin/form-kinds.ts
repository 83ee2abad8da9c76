import { formKinds, formLabel, type FormKind } from "#app/config/lead-forms.ts";

/**
 * Each form, as the inbox names it, in the inbox's order: both from the one list of forms
 * (app/config/lead-forms.ts), which the inbox's select and its filter check
 * (./inbox-filter.server.ts) read through here.
 */
export const inboxFormLabels = Object.fromEntries(formKinds.map((id) => [id, formLabel(id)])) as Record<FormKind, string>;

export { formKinds };
