import { cutText } from "#app/lib/cut-text.ts";
import { FORM_LIMITS } from "#app/config/forms.ts";
import { securityMessages } from "./messages.ts";
import { sanitizeText } from "./sanitize.ts";

/**
 * The longest value each form field may have (SPEC §9 form limits), with the SPEC §5 message
 * for a value over it. The server checks these before any expression runs on a field (issue 12):
 * whatever else is wrong with a request, no pattern ever sees more than a field's limit.
 */
export interface FieldBound {
  max: number;
  tooLong: string;
}

/** A first or last name's bound. */
export const nameBound: FieldBound = { max: FORM_LIMITS.name, tooLong: securityMessages.namesTooLong };
export const emailBound: FieldBound = { max: FORM_LIMITS.email, tooLong: securityMessages.emailTooLong };
/** A message's bound (the contact forms' message, the portfolio request's description). */
export const messageBound: FieldBound = { max: FORM_LIMITS.message, tooLong: securityMessages.messageTooLong };

/**
 * The first field whose text (spaces around it do not count, as everywhere in SPEC §5) is over
 * its limit, or null. Only trims and lengths: linear, and no pattern runs.
 */
export function firstFieldOverLimit(input: Record<string, unknown>, bounds: Record<string, FieldBound>): { field: string; message: string } | null {
  for (const [field, bound] of Object.entries(bounds)) {
    const v = input[field];
    if (typeof v === "string" && v.length > bound.max && v.trim().length > bound.max) return { field, message: bound.tooLong };
  }
  return null;
}

/** The fields, each cut to its limit (SPEC §5: the portfolio form's input is truncated to the limits). */
export function truncateFields(input: Record<string, unknown>, bounds: Record<string, FieldBound>): Record<string, unknown> {
  const out = { ...input };
  for (const [field, bound] of Object.entries(bounds)) {
    const v = out[field];
    if (typeof v === "string" && v.length > bound.max) out[field] = v.slice(0, bound.max);
  }
  return out;
}

/** Every field sanitised (SPEC §5, DECISIONS 6) and cut to its bound: a kind's fields are its bounds' keys. */
export function sanitizeFields<F extends Record<string, string>>(values: F, bounds: Readonly<Record<keyof F, FieldBound>>): F {
  const out = { ...values };
  for (const field of Object.keys(bounds) as (keyof F)[]) out[field] = sanitizeText(values[field] as string, bounds[field].max) as F[keyof F];
  return out;
}

/** Only the known fields, as strings cut to their limits: what a page may echo back into a form. */
export function echoableFields<K extends string>(input: Record<string, unknown>, bounds: Record<K, FieldBound>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [field, bound] of Object.entries(bounds) as [K, FieldBound][]) {
    const v = input[field];
    out[field] = typeof v === "string" ? cutText(v, bound.max) : "";
  }
  return out;
}
