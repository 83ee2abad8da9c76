import type { FormId, WebhookKey } from "#app/config/lead-forms.ts";
import type { FieldBound } from "#app/features/leads/field-bounds.ts";
import type { Attempt, SecurityFailure } from "#app/features/leads/rules.ts";

/**
 * A kind of lead form (`kind` in app/config/lead-forms.ts): everything the lead service
 * (../service.server.ts) needs to know of its fields, in one module per kind (./contact.ts,
 * ./portfolio.ts, ./newsletter.ts), registered in ./index.ts. Each is a plain object (no call), so an island that imports its
 * kind's rules leaves the server's steps out of its chunk. The service runs the same steps for
 * every kind, in SPEC §5's order: `read` (lengths, the field rules, sanitising), a send stored
 * before under its key answered as it was, the rate limit's hit, `refuse` (the checks on submit),
 * then `deliver` (what is stored and sent). Client-safe: the forms' islands import its rules.
 */
export interface LeadKind<F> {
  /** Each field's longest value and SPEC §5's message for one over it (the bad-input run posts by these too). */
  bounds: Readonly<Record<string, FieldBound>>;
  /** The fields as posted, checked and cleaned (`checked`: SPEC's field rules; `cleaned`: sanitised, DECISIONS 6), or why not. */
  read(input: Readonly<Record<string, unknown>>): Read<F>;
  /** SPEC §5's checks on submit, in order, with what the rate limit said: the first failure, or null. */
  refuse(read: { checked: F; cleaned: F }, attempt: Attempt): SecurityFailure | null;
  /** The submission's SPEC §3 `source` (its rate limit's bucket too). */
  source(form: FormId, input: Readonly<Record<string, unknown>>): string;
  /** What is stored and sent for the cleaned fields. */
  deliver(v: F, source: string, form: FormId, now: Date): Delivery;
}

export type Read<F> = { ok: true; checked: F; cleaned: F } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

export interface Delivery {
  stored: { first_name: string; last_name: string; email: string; phone: string | null; message: string | null };
  /** SPEC §3's payload, stored and sent to the webhook. */
  payload: unknown;
  webhook: WebhookKey;
  /** The webhook's body: JSON, or form data (SPEC §3: the newsletter's). */
  format?: "json" | "form";
  /** The owner's notification e-mail, when SMTP is set. */
  email?: { subject: string; lines: readonly string[]; replyTo: string };
  /** A newsletter subscriber to add with it (the repository's `NewsletterSignup`, which this client-safe module may not import). */
  subscriber?: { email: string; firstName: string; lastName: string; source: string };
}


/**
 * Some kind, whatever its fields: what the registry (./index.ts) holds and the service runs. A
 * kind's own code is typed by its fields; between `read` and `deliver` the service only passes
 * them on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has fields of its own; `any` here is only that pass-through
export type AnyLeadKind = LeadKind<any>;
