import type { Config } from "#app/config/env.server.ts";
import { leadForms, type LeadApiForm } from "#app/config/lead-forms.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { FormId } from "#app/db/schema.ts";
import type { Limiter, RateLimitDecision } from "#app/infra/limiter.server.ts";
import { emailPlan, webhookPlan } from "#app/infra/delivery-plans.server.ts";
import { sendKeyOf, storeSubmission, submissionSentAs, type DeliveryPlan, type NewsletterSignup } from "#app/infra/repository.server.ts";
import type { Attempt, SecurityFailure } from "./rules.ts";
import { HONEYPOT_FIELD } from "#app/config/forms.ts";
import { formRateLimit, type Window } from "#app/infra/rate-limit.ts";
import { leadKinds } from "./kinds/index.ts";
import type { AnyLeadKind, Delivery } from "./kinds/lead-kind.ts";

/** Who sent it, as far as the server knows. */
export interface SubmitMeta {
  clientHash: string;
  userAgent: string | null;
  now?: Date;
}

export type SubmitResult =
  /** `repeated`: this send was stored before under its key (docs/leads.md 'Sent twice'), and `id` is that submission. */
  | { ok: true; id: string; repeated?: boolean }
  /** `waitMinutes`: a rate limit's wait (the 429's Retry-After). */
  | { ok: false; status: 400 | 429; fieldErrors: Record<string, string>; formError?: string; waitMinutes?: number };

type Input = Record<string, unknown>;

export interface LeadServiceDeps {
  database: DatabaseHandle;
  cfg: Pick<Config, "webhooks" | "smtp" | "formRateLimitMax">;
  limiter: Limiter;
  /** Wakes the outbox once a submission and its deliveries are stored (as the checkout service does). */
  poke?: () => void;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** What the browser told us about the visit (absent without JavaScript: then unknown). */
function attemptOf(input: Input, rateLimitWaitMinutes: number): Attempt {
  const raw = input.elapsedMs;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : undefined;
  return {
    honeypot: str(input[HONEYPOT_FIELD]),
    elapsedMs: n !== undefined && Number.isFinite(n) ? n : undefined,
    interacted: input.interacted !== false && input.interacted !== "false",
    rateLimitWaitMinutes,
  };
}

/**
 * `waitMinutes`: the rate limit's, when it is what refused (the 429's Retry-After). A failure
 * about fields (an invalid phone number…) names them too, so a form can point at the field.
 */
const refused = (failure: SecurityFailure, waitMinutes?: number): SubmitResult => ({
  ok: false,
  status: failure.reason === "rate-limited" ? 429 : 400,
  fieldErrors: Object.fromEntries((failure.fields ?? []).map((field) => [field, failure.message])),
  formError: failure.message,
  ...(failure.reason === "rate-limited" && waitMinutes ? { waitMinutes: waitMinutes } : {}),
});

/** What admitting a submission decided: an answer now (sent before under its key, or refused), or a hit taken to store it with. */
type Admission = { answer: SubmitResult } | { answer?: undefined; bucket: string; decision: RateLimitDecision; sendKey: string | null };

type StoredFields = Delivery["stored"];

export function createLeadService({ database, cfg, limiter, poke = () => {} }: LeadServiceDeps) {
  /** The server's window for a form: SPEC's, with FORM_RATE_LIMIT_MAX as the count. */
  const windowOf = (source: string): Window => ({ max: cfg.formRateLimitMax, windowMs: formRateLimit(source).windowMs });

  /**
   * A send stored before under its key (docs/leads.md 'Sent twice') is answered as it was (stored,
   * that submission) before the checks and the rate limit: it is not a new submission, and its
   * sender must not be told to wait or refused as too fast for a message that already reached the
   * owner. Otherwise: takes a hit from the client's bucket for this form first (atomically: see
   * limiter.server.ts), then runs SPEC §5's checks in their order with what the limit said. A
   * submission refused for any reason gives its hit back: only stored submissions count.
   */
  async function admit(source: string, meta: SubmitMeta, input: Input, now: Date, check: (a: Attempt) => SecurityFailure | null): Promise<Admission> {
    const sendKey = sendKeyOf(input);
    const storedAs = sendKey ? await submissionSentAs(database.db, source, sendKey) : null;
    if (storedAs) return { answer: { ok: true, id: storedAs, repeated: true } };
    const bucket = `${source}:${meta.clientHash}`;
    const decision = await limiter.take(bucket, windowOf(source), now.getTime());
    const failure = check(attemptOf(input, decision.allowed ? 0 : decision.waitMinutes));
    if (failure) {
      if (decision.allowed) await limiter.giveBack(bucket, decision.hit);
      return { answer: refused(failure, decision.allowed ? undefined : decision.waitMinutes) };
    }
    return { bucket, decision, sendKey };
  }

  async function store(
    admitted: { bucket: string; decision: RateLimitDecision; sendKey: string | null },
    form: FormId,
    source: string,
    meta: SubmitMeta,
    fields: StoredFields,
    payload: unknown,
    plans: DeliveryPlan[],
    now: Date,
    subscriber?: NewsletterSignup,
  ): Promise<SubmitResult> {
    try {
      const { id, repeated } = await storeSubmission(
        database,
        {
          form,
          source,
          ...fields,
          payload: JSON.stringify(payload),
          client_hash: meta.clientHash,
          user_agent: meta.userAgent?.slice(0, 500) ?? null,
          send_key: admitted.sendKey,
        },
        plans,
        { now, subscriber },
      );
      // The same send arrived twice at once: the first one stored is the answer, and only it counts.
      if (repeated) {
        if (admitted.decision.allowed) await limiter.giveBack(admitted.bucket, admitted.decision.hit);
        return { ok: true, id, repeated };
      }
      poke();
      return { ok: true, id };
    } catch (err) {
      // Not stored: the visitor will send it again, and that must not count twice.
      if (admitted.decision.allowed) await limiter.giveBack(admitted.bucket, admitted.decision.hit).catch(() => undefined);
      throw err;
    }
  }

  return {
    /**
     * A lead form's submission (its id in app/config/lead-forms.ts): its kind's steps
     * (./kinds/lead-kind.ts), in SPEC §5's order, then stored with its deliveries.
     */
    async submit(form: LeadApiForm, input: Input, meta: SubmitMeta): Promise<SubmitResult> {
      const now = meta.now ?? new Date();
      const kind: AnyLeadKind = leadKinds[leadForms[form].kind];
      const read = kind.read(input);
      if (!read.ok) return { ok: false, status: 400, fieldErrors: read.fieldErrors, ...(read.formError ? { formError: read.formError } : {}) };
      const source = kind.source(form, input);
      const admitted = await admit(source, meta, input, now, (a) => kind.refuse(read, a));
      if (admitted.answer) return admitted.answer;
      const d = kind.deliver(read.cleaned, source, form, now);
      const plans = [webhookPlan(cfg.webhooks, d.webhook, d.payload, d.format), ...(d.email ? emailPlan(cfg.smtp, d.email.subject, d.email.lines, d.email.replyTo) : [])];
      return store(admitted, form, source, meta, d.stored, d.payload, plans, now, d.subscriber);
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
