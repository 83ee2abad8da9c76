/** The text fields of a plain form post (the no-JavaScript path), as the lead service takes them. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const input: Record<string, string> = {};
  for (const [k, v] of await request.formData()) if (typeof v === "string") input[k] = v;
  return input;
}
