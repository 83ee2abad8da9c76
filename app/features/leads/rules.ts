import * as v from "valibot";
import { MIN_FILL_TIME_MS } from "#app/config/forms.ts";
import { formText } from "#app/lib/field-check.ts";
import { securityMessages } from "./messages.ts";

// What every kind of lead form shares; each kind's own fields and checks are in ./kinds/.

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
export const text = v.pipe(formText, v.regex(NO_CONTROL_CHARACTERS, "contains characters that are not allowed"));
export const trimmed = v.pipe(text, v.trim());
/** Trimmed, and not empty. */
export const required = (message: string) => v.pipe(trimmed, v.minLength(1, message));

/** What the anti-bot checks know about one submission attempt. */
export interface Attempt {
  honeypot: string;
  /** Milliseconds from the first interaction to submit; undefined when unknown (no JavaScript). */
  elapsedMs: number | undefined;
  interacted: boolean;
  /** Whole minutes to wait when the rate limit is hit, else 0. */
  rateLimitWaitMinutes: number;
}

/** Sent too soon after the first interaction, or with none (SPEC §5). */
const tooFast = (a: Attempt) => !a.interacted || (a.elapsedMs !== undefined && a.elapsedMs < MIN_FILL_TIME_MS);

/**
 * Why a submission failed the checks on submit; `message` is SPEC §5's text for it (a toast), and
 * `fields` the fields it is about: marked invalid, the first focused, so the visitor is taken to
 * what to fix, and a screen reader says which field, not only the toast.
 */
export type SecurityFailure = { reason: "bot" | "rate-limited" | "too-fast" | "too-long" | "missing" | "invalid"; message: string; fields?: string[] };

/**
 * The checks every form with them runs first on submit, in SPEC §5's order: the honeypot, the
 * rate limit (`tooMany`: the form's own words for it), the time since the first interaction.
 */
export function attemptFailure(a: Attempt, tooMany: (minutes: number) => string): SecurityFailure | null {
  if (a.honeypot.trim() !== "") return { reason: "bot", message: securityMessages.bot };
  if (a.rateLimitWaitMinutes > 0) return { reason: "rate-limited", message: tooMany(a.rateLimitWaitMinutes) };
  if (tooFast(a)) return { reason: "too-fast", message: securityMessages.tooFast };
  return null;
}
