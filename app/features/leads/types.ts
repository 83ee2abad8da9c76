/** What a contact-type form post answers (no-JavaScript path), with what was typed on error. */
export interface ContactActionData {
  ok: boolean;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
}
