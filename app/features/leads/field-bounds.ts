import { cutText } from "#app/lib/cut-text.ts";
import { FORM_LIMITS } from "#app/config/forms.ts";
import type { LeadApiKind } from "#app/config/lead-forms.ts";
import { securityMessages } from "./messages.ts";

/**
 * The longest value each form field may have (SPEC §9 form limits), with the SPEC §5 message
 * for a value over it. The server checks these before any expression runs on a field (issue 12):
 * whatever else is wrong with a request, no pattern ever sees more than a field's limit.
 */
export interface FieldBound {
  max: number;
  tooLong: string;
}

const names: FieldBound = { max: FORM_LIMITS.name, tooLong: securityMessages.namesTooLong };
const email: FieldBound = { max: FORM_LIMITS.email, tooLong: securityMessages.emailTooLong };

export const contactFieldBounds = {
  firstName: names,
  lastName: names,
  email,
  phone: { max: FORM_LIMITS.phone, tooLong: securityMessages.phoneTooLong },
  message: { max: FORM_LIMITS.message, tooLong: securityMessages.messageTooLong },
} as const satisfies Record<string, FieldBound>;

/** SPEC §5 shows no 'too long' messages for the portfolio form: its input is truncated instead. */
export const portfolioFieldBounds = {
  firstName: names,
  lastName: names,
  email,
  description: { max: FORM_LIMITS.message, tooLong: securityMessages.messageTooLong },
} as const satisfies Record<string, FieldBound>;

export const newsletterFieldBounds = { firstName: names, lastName: names, email } as const satisfies Record<string, FieldBound>;

/**
 * Each kind of form the lead API takes (`kind` in app/config/lead-forms.ts), by its fields' bounds:
 * what the bad-input run posts to each form's lead API (tests/support/bad-input.ts), so that a
 * kind's fields are written once, here.
 */
export const fieldBoundsOfKind = {
  contact: contactFieldBounds,
  portfolio: portfolioFieldBounds,
  newsletter: newsletterFieldBounds,
} as const satisfies Record<LeadApiKind, Record<string, FieldBound>>;

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

/** Only the known fields, as strings cut to their limits: what a page may echo back into a form. */
export function echoableFields<K extends string>(input: Record<string, unknown>, bounds: Record<K, FieldBound>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [field, bound] of Object.entries(bounds) as [K, FieldBound][]) {
    const v = input[field];
    out[field] = typeof v === "string" ? cutText(v, bound.max) : "";
  }
  return out;
}
