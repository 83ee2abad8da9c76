import * as v from "valibot";

/**
 * Form field rules that the browser and the server both run (SPEC §5), built with valibot: the
 * same declarative schemas as zod, but each rule is its own function, so the browser bundle holds
 * only the rules used (about 1.5 kB gzip here, against 5.4 kB for zod/mini). docs/decisions/016.
 */

/**
 * A form field as text: absent reads as empty, so the field's own 'required' rule names it;
 * anything else that is not text (a number or an object in JSON) is refused.
 */
export const formText = v.pipe(
  // Optional with a default: an object schema then reads a missing key as "" and runs the rules.
  v.optional(v.unknown(), ""),
  v.transform((value) => value ?? ""),
  v.string("must be text"),
);

/** The field's text, trimmed. */
export const trimmedText = v.pipe(formText, v.trim());

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * Every field's rules at once; the first message per field, in the order the fields failed.
 * A field's rules stop at its first failure (abortPipeEarly): only that message is shown, and
 * no pattern after a failed length rule runs on an over-long value.
 */
export function checkFields<S extends v.GenericSchema>(schema: S, input: unknown): FieldCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    errors[typeof key === "string" ? key : "form"] ??= issue.message;
  }
  return { ok: false, errors };
}
