/**
 * The text fields of a plain form post (the no-JavaScript path), as the lead service takes them.
 * The server lets only URL-encoded bodies of at most 64 KB reach a page action
 * (server/react-router-handler.ts); a body that still cannot be read counts as an empty form,
 * which gets field errors, not a 500.
 */
export async function formFields(request: Request): Promise<FormInput> {
  // No prototype: a field named '__proto__' or 'constructor' is just a field.
  const input: FormInput = Object.create(null) as FormInput;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return input;
  }
  // A field sent twice (no form of this site does) is kept as the list of its values: the
  // service then says it is not text, as the API does, instead of keeping whichever came last.
  // Appended in place: a 64 KB body of one name repeated is ~21,000 values, and copying the list
  // for each would cost a second of CPU.
  for (const [k, v] of form) {
    if (typeof v !== "string") continue;
    const had = input[k];
    if (had === undefined) input[k] = v;
    else if (Array.isArray(had)) had.push(v);
    else input[k] = [had, v];
  }
  return input;
}

/** A plain form post's fields: each a text, or the texts of a field sent more than once. */
export type FormInput = Record<string, string | string[]>;
