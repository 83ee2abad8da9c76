/**
 * The text fields of a plain form post (the no-JavaScript path), as the lead service takes them.
 * The server lets only URL-encoded bodies of at most 64 KB reach a page action
 * (server/react-router-handler.ts); a body that still cannot be read counts as an empty form,
 * which gets field errors, not a 500.
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const input: Record<string, string> = {};
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return input;
  }
  for (const [k, v] of form) if (typeof v === "string") input[k] = v;
  return input;
}
