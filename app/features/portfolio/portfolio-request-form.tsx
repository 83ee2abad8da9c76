import { Honeypot } from "#app/features/leads/honeypot.tsx";
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { COUNTER_SHOWN_FROM, FORM_LIMITS, HONEYPOT_FIELD } from "#app/config/forms.ts";
import { clientWaitMinutes, recordClientSubmission } from "#app/features/leads/client-guard.ts";
import { fieldValue, firstInputTime, readFields, refocusAfterSend, useFlaggedFields, useFormMounted } from "#app/features/leads/form-dom.ts";
import { formToasts, securityMessages } from "#app/features/leads/messages.ts";
import { portfolioSecurityFailure, sanitizePortfolio, type PortfolioFields } from "#app/features/leads/kinds/portfolio.ts";
import { cutText } from "#app/lib/cut-text.ts";
import { sendLead } from "#app/features/leads/send-lead.ts";
import { buttonClass } from "#app/ui/button.ts";
import { paths } from "#app/config/paths.ts";
import { portfolioRequestCopy as copy } from "#content/portfolio-request.ts";
import { dismissToasts, toast } from "#app/ui/toast.ts";
import { fieldClass } from "#app/ui/field.ts";

const SOURCE = "portfolio_request";
export const portfolioRequestFields: { name: keyof PortfolioFields; label: string; max: number; type?: string; autoComplete?: string }[] = [
  { name: "firstName", label: "First name", max: FORM_LIMITS.name, autoComplete: "given-name" },
  { name: "lastName", label: "Last name", max: FORM_LIMITS.name, autoComplete: "family-name" },
  { name: "email", label: "Email", max: FORM_LIMITS.email, type: "email", autoComplete: "email" },
  { name: "description", label: "Tell me about your business and what you'd like to see", max: FORM_LIMITS.message },
];
const fields = portfolioRequestFields;
const names = fields.map((f) => f.name);
const empty: PortfolioFields = { firstName: "", lastName: "", email: "", description: "" };
const lengthsOf = (v: PortfolioFields) => Object.fromEntries(names.map((n) => [n, v[n].length])) as Record<keyof PortfolioFields, number>;

/** SPEC §4 'Portfolio modal' (closed is the dialog's business). */
export type PortfolioRequestStatus = "form" | "submitting" | "submitted";

/** What the form held when it left the page unsent: given back when it comes back. */
export interface PortfolioDraft {
  values: PortfolioFields;
  /** When the visitor first typed (the 2 s fill-time check, SPEC §5), or null. */
  startedAt: number | null;
}

export interface PortfolioRequestFormProps {
  status: PortfolioRequestStatus;
  onStatusChange: (status: PortfolioRequestStatus) => void;
  /** The confirmation's Close button. */
  onClose: () => void;
  /** The id the surrounding dialog is described by: the intro line, or the confirmation. */
  descriptionId: string;
  /** What an earlier, unsent visit to the form held. */
  draft?: PortfolioDraft | null;
  /** Called when the form leaves the page: with what it held, or null once it was sent. */
  onLeave?: (draft: PortfolioDraft | null) => void;
}

/**
 * The portfolio-request form and its confirmation (SPEC §2, §4, §5), inside whatever dialog
 * shows it (./portfolio-dialog.tsx). Checks run in SPEC's order with the 'Security
 * Check Failed' toast; the request is stored by our server before the visitor sees the
 * confirmation (DECISIONS 5): if the server did not take it, the visitor is told and keeps what
 * they typed.
 *
 * The fields are uncontrolled (app/features/leads/form-dom.ts): the DOM owns the values, React
 * the counters and the status. Counters and the fill clock start from what the fields hold
 * when the form appears, so the form may be in the page's HTML and typed into before its island
 * (portfolio-dialog) wakes.
 */
export function PortfolioRequestForm({ status, onStatusChange, onClose, descriptionId, draft, onLeave }: PortfolioRequestFormProps) {
  if (status === "submitted") return <Submitted descriptionId={descriptionId} onClose={onClose} />;
  return (
    <>
      <p id={descriptionId} className="mt-2 text-muted">
        {copy.intro}
      </p>
      <RequestFields submitting={status === "submitting"} onStatusChange={onStatusChange} draft={draft} onLeave={onLeave} />
    </>
  );
}

function RequestFields({
  submitting,
  onStatusChange,
  draft,
  onLeave,
}: Pick<PortfolioRequestFormProps, "onStatusChange" | "draft" | "onLeave"> & { submitting: boolean }) {
  const id = useId();
  const [defaults] = useState<PortfolioFields>(() => draft?.values ?? empty);
  const [lengths, setLengths] = useState(() => lengthsOf(defaults));
  const startedAt = useRef<number | null>(draft?.startedAt ?? null);
  const sent = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const flagged = useFlaggedFields();

  // Typed before the island woke (the form in the page's HTML): count it, and start the clock.
  useFormMounted(formRef, (form) => {
    const now = readFields(form, names);
    setLengths(lengthsOf(now));
    if (names.some((n) => now[n] !== defaults[n])) startedAt.current ??= firstInputTime();
  });

  // Closing the dialog takes the form out of the page: what it held comes back next time.
  const leave = useEffectEvent((form: HTMLFormElement) => onLeave?.(sent.current ? null : { values: readFields(form, names), startedAt: startedAt.current }));
  useEffect(() => {
    const form = formRef.current;
    return () => {
      if (form) leave(form);
    };
  }, []);

  const onEdit = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, max: number) => {
    // The clock starts with the visitor's first keystroke: the dialog's own focus on open is
    // not an interaction.
    startedAt.current ??= Date.now();
    const el = e.currentTarget;
    // maxLength truncates what is typed or pasted; this catches what a script or an extension
    // puts in (SPEC §5: input is truncated to the limits).
    if (el.value.length > max) el.value = cutText(el.value, max);
    const length = el.value.length;
    flagged.edited(el.name);
    setLengths((l) => (l[el.name as keyof PortfolioFields] === length ? l : { ...l, [el.name]: length }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = readFields(form, names);
    const honeypot = fieldValue(form, HONEYPOT_FIELD);
    const elapsedMs = startedAt.current === null ? 0 : Date.now() - startedAt.current;
    const failure = portfolioSecurityFailure(values, {
      honeypot,
      elapsedMs,
      interacted: startedAt.current !== null,
      rateLimitWaitMinutes: clientWaitMinutes(SOURCE),
    });
    if (failure) {
      flagged.flag(form, failure.fields);
      toast({ title: securityMessages.title, description: failure.message, variant: "destructive" });
      return;
    }
    onStatusChange("submitting");
    const outcome = await sendLead("portfolio-request", form, { ...sanitizePortfolio(values), [HONEYPOT_FIELD]: honeypot, elapsedMs, interacted: true });
    if (outcome.kind === "ok") {
      recordClientSubmission(SOURCE);
      sent.current = true;
      // An earlier attempt's failure toast would stand beside the confirmation: gone.
      dismissToasts();
      onStatusChange("submitted");
      return;
    }
    // Enabled again before the focus goes back to Request Access (it was disabled while sending).
    flushSync(() => onStatusChange("form"));
    refocusAfterSend(form);
    if (outcome.kind === "rejected") {
      const message = outcome.formError ?? Object.values(outcome.fieldErrors)[0] ?? formToasts.error.description;
      toast({ title: securityMessages.title, description: message, variant: "destructive" });
    } else {
      toast({ ...(outcome.kind === "timeout" ? formToasts.timeout : formToasts.error), variant: "destructive" });
    }
  }

  return (
    // Without the app (no JavaScript, or its code failed to load) the form posts to a page of
    // its own, which stores the request the same way and keeps what was typed on error.
    <form ref={formRef} method="post" action={paths.portfolioRequest} noValidate onSubmit={onSubmit} className="relative mt-6 space-y-4" aria-label="Request portfolio access">
      {fields.map((f) => {
        const inputId = `${id}-${f.name}`;
        const common = {
          id: inputId,
          name: f.name,
          defaultValue: defaults[f.name],
          maxLength: f.max,
          required: true,
          disabled: submitting,
          "aria-describedby": `${inputId}-count`,
          "aria-invalid": flagged.isFlagged(f.name) ? true : undefined,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(e, f.max),
          className: fieldClass(),
        };
        return (
          <div key={f.name}>
            <label htmlFor={inputId} className="block font-medium text-ink">
              {f.label} <span aria-hidden="true" className="text-red-700">*</span>
            </label>
            {f.name === "description" ? <textarea {...common} rows={4} /> : <input {...common} type={f.type ?? "text"} autoComplete={f.autoComplete} />}
            {/* Read with the field always; shown once the field nears its limit (COUNTER_SHOWN_FROM). */}
            <p id={`${inputId}-count`} className={lengths[f.name] >= f.max * COUNTER_SHOWN_FROM ? "mt-1 text-right text-xs text-muted" : "sr-only"} data-testid={`count-${f.name}`}>
              {lengths[f.name]}/{f.max}
            </p>
          </div>
        );
      })}
      <Honeypot id={id} />
      {/* The dialog scrolls on short screens: the send button stays in view at its foot (issue #16). */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 bg-white px-6 pt-2 pb-6 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8 sm:pb-8">
        <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full")}>
          {submitting ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}

/**
 * The confirmation, in place of the form. The button that was pressed is gone with the form, so
 * focus goes to Close: a keyboard or screen-reader user stays in the dialog, on what comes next,
 * instead of being sent back to the top of the page.
 */
function Submitted({ descriptionId, onClose }: { descriptionId: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div role="status" className="mt-4">
      <p id={descriptionId} className="text-lg text-ink">
        {copy.thanks}
      </p>
      <p className="mt-2 text-muted">{copy.submitted}</p>
      <button ref={close} type="button" className={buttonClass("primary", "md", "mt-6")} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
