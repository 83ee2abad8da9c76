import * as v from "valibot";
import { FORM_LIMITS, MIN_FILL_TIME_MS } from "#app/config/forms.ts";
import { formText } from "#app/lib/field-check.ts";
import { fieldMessages, securityMessages } from "./messages.ts";
import { sanitizeText } from "./sanitize.ts";

/**
 * SPEC §5: 'a standard address pattern' (something@something.tld, no spaces), and one the owner
 * can reply to: no two dots in a row, no dot at either end of the name, no domain label that
 * starts or ends with a hyphen (a browser's e-mail field refuses 'a@example..com' and
 * 'a@-example.com' too). Letters beyond ASCII stay allowed (international addresses). No
 * lookbehind (Safari before 16.4 cannot parse one, and the islands check with this pattern too);
 * labels hold no dots, so the domain splits one way only.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)(?!\.)[^\s@<>()[\]\\,;:"]*[^\s@<>()[\]\\,;:".]@(?:[^\s@<>()[\]\\,;:".-](?:[^\s@<>()[\]\\,;:".]*[^\s@<>()[\]\\,;:".-])?\.)+[^\s@<>()[\]\\,;:".-][^\s@<>()[\]\\,;:".]*[^\s@<>()[\]\\,;:".-]$/;
/** SPEC §5: 10 to 20 digits, spaces, dashes, parentheses, optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,20}$/;

// Control characters (other than tab and line breaks) never come from a person typing: refuse
// them with a field error rather than store or forward them.
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
const text = v.pipe(formText, v.regex(NO_CONTROL_CHARACTERS, "contains characters that are not allowed"));
const trimmed = v.pipe(text, v.trim());
/** Trimmed, and not empty. */
const required = (message: string) => v.pipe(trimmed, v.minLength(1, message));

/** Field rules of the contact, get-in-touch and chat forms (SPEC §5), shown under each field. */
export const contactFieldsSchema = v.object({
  firstName: required(fieldMessages.firstNameRequired),
  lastName: required(fieldMessages.lastNameRequired),
  email: v.pipe(required(fieldMessages.emailRequired), v.regex(EMAIL_PATTERN, fieldMessages.emailInvalid)),
  phone: trimmed,
  message: required(fieldMessages.messageRequired),
});
export type ContactFields = v.InferOutput<typeof contactFieldsSchema>;

export const portfolioFieldsSchema = v.object({
  firstName: text,
  lastName: text,
  email: text,
  description: text,
});
export type PortfolioFields = v.InferOutput<typeof portfolioFieldsSchema>;

export const newsletterFieldsSchema = v.object({
  firstName: v.pipe(required(fieldMessages.firstNameRequired), v.maxLength(FORM_LIMITS.name, securityMessages.namesTooLong)),
  lastName: v.pipe(required(fieldMessages.lastNameRequired), v.maxLength(FORM_LIMITS.name, securityMessages.namesTooLong)),
  email: v.pipe(
    required(fieldMessages.emailRequired),
    v.maxLength(FORM_LIMITS.email, securityMessages.emailTooLong),
    v.regex(EMAIL_PATTERN, securityMessages.emailInvalid),
  ),
});
export type NewsletterFields = v.InferOutput<typeof newsletterFieldsSchema>;
export const newsletterFieldNames = ["firstName", "lastName", "email"] as const satisfies readonly (keyof NewsletterFields)[];

/**
 * SPEC §5 'Newsletter': a field left blank after trimming gives 'Missing Information' / 'Please
 * fill in all fields.' (SPEC §8), in the browser and on the no-JavaScript result page alike.
 */
export const newsletterMissing = (input: Readonly<Record<string, unknown>>) =>
  newsletterFieldNames.some((name) => {
    const value = input[name];
    return typeof value !== "string" || value.trim() === "";
  });

/** What the anti-bot checks know about one submission attempt. */
export interface Attempt {
  honeypot: string;
  /** Milliseconds from the first interaction to submit; undefined when unknown (no JavaScript). */
  elapsedMs: number | undefined;
  interacted: boolean;
  /** Whole minutes to wait when the rate limit is hit, else 0. */
  rateLimitWaitMinutes: number;
}

const tooFast = (a: Attempt) => !a.interacted || (a.elapsedMs !== undefined && a.elapsedMs < MIN_FILL_TIME_MS);

/**
 * Why a submission failed the checks on submit; `message` is SPEC §5's text for it (a toast), and
 * `fields` the fields it is about: marked invalid, the first focused, so the visitor is taken to
 * what to fix, and a screen reader says which field, not only the toast.
 */
export type SecurityFailure = { reason: "bot" | "rate-limited" | "too-fast" | "too-long" | "missing" | "invalid"; message: string; fields?: string[] };

/** Contact-type checks on submit, in SPEC §5's order: the first failure, or null. */
export function contactSecurityFailure(values: ContactFields, a: Attempt): SecurityFailure | null {
  if (a.honeypot.trim() !== "") return { reason: "bot", message: securityMessages.bot };
  if (a.rateLimitWaitMinutes > 0) return { reason: "rate-limited", message: securityMessages.tooManySubmissions(a.rateLimitWaitMinutes) };
  if (tooFast(a)) return { reason: "too-fast", message: securityMessages.tooFast };
  if (values.firstName.length > FORM_LIMITS.name || values.lastName.length > FORM_LIMITS.name)
    return { reason: "too-long", message: securityMessages.namesTooLong, fields: (["firstName", "lastName"] as const).filter((f) => values[f].length > FORM_LIMITS.name) };
  if (values.email.length > FORM_LIMITS.email) return { reason: "too-long", message: securityMessages.emailTooLong, fields: ["email"] };
  if (values.phone.length > FORM_LIMITS.phone) return { reason: "too-long", message: securityMessages.phoneTooLong, fields: ["phone"] };
  if (values.message.length > FORM_LIMITS.message) return { reason: "too-long", message: securityMessages.messageTooLong, fields: ["message"] };
  if (!EMAIL_PATTERN.test(values.email)) return { reason: "invalid", message: securityMessages.emailInvalid, fields: ["email"] };
  if (values.phone !== "" && !PHONE_PATTERN.test(values.phone)) return { reason: "invalid", message: securityMessages.phoneInvalid, fields: ["phone"] };
  return null;
}


/** Portfolio request checks, in SPEC §5's order: the first failure, or null. */
export function portfolioSecurityFailure(values: PortfolioFields, a: Attempt): SecurityFailure | null {
  if (a.honeypot.trim() !== "") return { reason: "bot", message: securityMessages.bot };
  if (a.rateLimitWaitMinutes > 0) return { reason: "rate-limited", message: securityMessages.tooManyRequests(a.rateLimitWaitMinutes) };
  if (tooFast(a)) return { reason: "too-fast", message: securityMessages.tooFast };
  const blank = (["firstName", "lastName", "email", "description"] as const).filter((f) => values[f].trim() === "");
  if (blank.length) return { reason: "missing", message: securityMessages.allRequired, fields: blank };
  const email = values.email.trim();
  if (email.length > FORM_LIMITS.email || !EMAIL_PATTERN.test(email)) return { reason: "invalid", message: securityMessages.emailInvalid, fields: ["email"] };
  return null;
}


export function sanitizeContact(v: ContactFields): ContactFields {
  return {
    firstName: sanitizeText(v.firstName, FORM_LIMITS.name),
    lastName: sanitizeText(v.lastName, FORM_LIMITS.name),
    email: sanitizeText(v.email, FORM_LIMITS.email),
    phone: sanitizeText(v.phone, FORM_LIMITS.phone),
    message: sanitizeText(v.message, FORM_LIMITS.message),
  };
}

export function sanitizePortfolio(v: PortfolioFields): PortfolioFields {
  return {
    firstName: sanitizeText(v.firstName, FORM_LIMITS.name),
    lastName: sanitizeText(v.lastName, FORM_LIMITS.name),
    email: sanitizeText(v.email, FORM_LIMITS.email),
    description: sanitizeText(v.description, FORM_LIMITS.message),
  };
}

/** The newsletter's names and address, cleaned as every lead form's are (DECISIONS 6). */
export function sanitizeNewsletter(v: NewsletterFields): NewsletterFields {
  return {
    ...v,
    firstName: sanitizeText(v.firstName, FORM_LIMITS.name),
    lastName: sanitizeText(v.lastName, FORM_LIMITS.name),
    email: sanitizeText(v.email, FORM_LIMITS.email),
  };
}
