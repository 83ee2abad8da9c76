import type { Config } from "#app/config/env.server.ts";
import { leadForms } from "#app/config/lead-forms.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { FormId } from "#app/db/schema.ts";
import type { Limiter, RateLimitDecision } from "#app/infra/limiter.server.ts";
import { securityMessages } from "./messages.ts";
import {
  contactPayload,
  newsletterPayload,
  portfolioPayload,
  type ContactFormId,
  type NewsletterSource,
} from "./payloads.ts";
import { emailPlan, webhookPlan } from "#app/infra/delivery-plans.server.ts";
import { sendKeyOf, storeSubmission, submissionSentAs, type DeliveryPlan, type NewsletterSignup } from "#app/infra/repository.server.ts";
import {
  contactFieldsSchema,
  contactSecurityFailure,
  newsletterFieldsSchema,
  portfolioFieldsSchema,
  portfolioSecurityFailure,
  sanitizeContact,
  sanitizeNewsletter,
  sanitizePortfolio,
  type Attempt,
  type SecurityFailure,
} from "./rules.ts";
import { HONEYPOT_FIELD } from "#app/config/forms.ts";
import { checkFields } from "#app/lib/field-check.ts";
import { formRateLimit, type Window } from "#app/infra/rate-limit.ts";
import { contactFieldBounds, firstFieldOverLimit, newsletterFieldBounds, portfolioFieldBounds, truncateFields } from "./field-bounds.ts";

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

type StoredFields = { first_name: string; last_name: string; email: string; phone: string | null; message: string | null };

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
    /** Contact, get-in-touch and chat forms (SPEC §5 field rules, then the checks in order). */
    async submitContact(form: ContactFormId, input: Input, meta: SubmitMeta): Promise<SubmitResult> {
      const now = meta.now ?? new Date();
      // Lengths first: no pattern runs on more than a field's limit (issue 12).
      const overLimit = firstFieldOverLimit(input, contactFieldBounds);
      // Named for the field too (the form page shows SPEC's message; a tool sees which field).
      if (overLimit) return { ok: false, status: 400, fieldErrors: { [overLimit.field]: overLimit.message }, formError: overLimit.message };
      const parsed = checkFields(contactFieldsSchema, input);
      if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.errors };
      // The same checks on what sanitising leaves (DECISIONS 6): a name or message that was only
      // markup or invisible characters is a missing one, not an empty lead in the owner's inbox.
      const cleaned = checkFields(contactFieldsSchema, sanitizeContact(parsed.value));
      if (!cleaned.ok) return { ok: false, status: 400, fieldErrors: cleaned.errors };
      const { source } = leadForms[form];
      const admitted = await admit(source, meta, input, now, (a) => contactSecurityFailure(parsed.value, a));
      if (admitted.answer) return admitted.answer;
      const v = cleaned.value;
      const payload = contactPayload(v, source, now);
      const plans = [
        webhookPlan(cfg.webhooks, leadForms[form].webhooks[0], payload),
        ...emailPlan(
          cfg.smtp,
          `New message (${source}) from ${v.firstName} ${v.lastName}`,
          [`Name: ${v.firstName} ${v.lastName}`, `Email: ${v.email}`, `Phone: ${v.phone || "-"}`, `Source: ${source}`, "", v.message],
          v.email,
        ),
      ];
      return store(admitted, form, source, meta, { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: v.phone || null, message: v.message }, payload, plans, now);
    },

    /** The portfolio-request dialog (SPEC §5 portfolio checks, in order). */
    async submitPortfolio(raw: Input, meta: SubmitMeta): Promise<SubmitResult> {
      const now = meta.now ?? new Date();
      // SPEC §5: the input is truncated to the limits (the dialog does it as the visitor types).
      const input = truncateFields(raw, portfolioFieldBounds);
      const parsed = checkFields(portfolioFieldsSchema, input);
      if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.errors };
      const source = "portfolio_request";
      // SPEC §5's checks run on what sanitising leaves too: markup alone is a missing field.
      const cleaned = sanitizePortfolio(parsed.value);
      const admitted = await admit(source, meta, input, now, (a) => portfolioSecurityFailure(cleaned, a));
      if (admitted.answer) return admitted.answer;
      const v = cleaned;
      const payload = portfolioPayload(v, now);
      const plans = [
        webhookPlan(cfg.webhooks, leadForms["portfolio-request"].webhooks[0], payload),
        ...emailPlan(cfg.smtp, `Portfolio access request from ${v.firstName} ${v.lastName}`, [`Name: ${v.firstName} ${v.lastName}`, `Email: ${v.email}`, "", v.description], v.email),
      ];
      return store(admitted, "portfolio-request", source, meta, { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: null, message: v.description }, payload, plans, now);
    },

    /** Newsletter sign-up: always stored; forwarded when a webhook is configured. */
    async subscribe(source: NewsletterSource, input: Input, meta: SubmitMeta): Promise<SubmitResult> {
      const now = meta.now ?? new Date();
      if (str(input[HONEYPOT_FIELD]).trim() !== "") return { ok: false, status: 400, fieldErrors: {}, formError: securityMessages.bot };
      const overLimit = firstFieldOverLimit(input, newsletterFieldBounds);
      if (overLimit) return { ok: false, status: 400, fieldErrors: { [overLimit.field]: overLimit.message } };
      const parsed = checkFields(newsletterFieldsSchema, input);
      if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.errors };
      // The same checks on what sanitising leaves: markup alone is a missing name.
      const cleaned = checkFields(newsletterFieldsSchema, sanitizeNewsletter(parsed.value));
      if (!cleaned.ok) return { ok: false, status: 400, fieldErrors: cleaned.errors };
      const admitted = await admit(source, meta, input, now, (a) =>
        a.rateLimitWaitMinutes > 0 ? { reason: "rate-limited", message: securityMessages.tooManySubmissions(a.rateLimitWaitMinutes) } : null,
      );
      if (admitted.answer) return admitted.answer;
      const v = cleaned.value;
      const payload = newsletterPayload(v, source, now);
      return store(
        admitted,
        "newsletter",
        source,
        meta,
        { first_name: v.firstName, last_name: v.lastName, email: v.email, phone: null, message: null },
        payload,
        [webhookPlan(cfg.webhooks, source === "insights_newsletter" ? "insightsNewsletter" : "newsletter", payload, "form")],
        now,
        { email: v.email, firstName: v.firstName, lastName: v.lastName, source },
      );
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
