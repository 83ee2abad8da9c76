import { Honeypot } from "~/features/leads/honeypot";
import { portfolioRequestCopy } from "#content/portfolio-request";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useRef, useState, type FormEvent } from "react";
import { FORM_LIMITS, HONEYPOT_FIELD } from "~/config/constants";
import { clientWaitMinutes, recordClientSubmission } from "~/features/leads/client-guard";
import { formToasts, securityMessages } from "~/features/leads/messages";
import { portfolioSecurityCheck, sanitizePortfolio, truncate, type PortfolioFields } from "~/features/leads/rules";
import { sendLead } from "~/features/leads/send-lead";
import { buttonClass } from "~/ui/button";
import { toast } from "~/ui/toast";

const SOURCE = "portfolio_request";
const empty: PortfolioFields = { firstName: "", lastName: "", email: "", description: "" };
const fields: { name: keyof PortfolioFields; label: string; max: number; type?: string; autoComplete?: string }[] = [
  { name: "firstName", label: "First name", max: FORM_LIMITS.name, autoComplete: "given-name" },
  { name: "lastName", label: "Last name", max: FORM_LIMITS.name, autoComplete: "family-name" },
  { name: "email", label: "Email", max: FORM_LIMITS.email, type: "email", autoComplete: "email" },
  { name: "description", label: "Tell me about your business and what you'd like to see", max: FORM_LIMITS.message },
];

/**
 * The portfolio-request dialog (SPEC §2, §4, §5). Checks run in SPEC's order with the
 * 'Security Check Failed' toast; the request is stored by our server before the visitor sees
 * the confirmation (DECISIONS 5): if the server did not take it, the visitor is told and keeps
 * what they typed.
 */
export default function PortfolioRequestDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<PortfolioFields>(empty);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const startedAt = useRef<number | null>(null);
  const trap = useRef<HTMLInputElement>(null);

  const reset = () => {
    setValues(empty);
    setSubmitted(false);
    startedAt.current = null;
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const elapsedMs = startedAt.current === null ? 0 : Date.now() - startedAt.current;
    const failure = portfolioSecurityCheck(values, {
      honeypot: trap.current?.value ?? "",
      elapsedMs,
      interacted: startedAt.current !== null,
      rateLimitWaitMinutes: clientWaitMinutes(SOURCE),
    });
    if (failure) {
      toast({ title: securityMessages.title, description: failure, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    const outcome = await sendLead("portfolio-request", { ...sanitizePortfolio(values), [HONEYPOT_FIELD]: trap.current?.value ?? "", elapsedMs, interacted: true });
    setSubmitting(false);
    if (outcome.kind === "ok") {
      recordClientSubmission(SOURCE);
      setSubmitted(true);
    } else if (outcome.kind === "rejected") {
      const message = outcome.formError ?? Object.values(outcome.fieldErrors)[0] ?? formToasts.error.description;
      toast({ title: securityMessages.title, description: message, variant: "destructive" });
    } else {
      toast({ ...(outcome.kind === "timeout" ? formToasts.timeout : formToasts.error), variant: "destructive" });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o && submitting) return; // closing waits for the request
        if (!o && submitted) reset();
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="pr-8 text-2xl font-bold text-ink">Request Portfolio Access</Dialog.Title>
          {submitted ? (
            <div role="status" className="mt-4">
              <Dialog.Description className="text-lg text-ink">Thank you! Your request is in.</Dialog.Description>
              <p className="mt-2 text-muted">{portfolioRequestCopy.submitted}</p>
              <Dialog.Close className={buttonClass("primary", "md", "mt-6")}>Close</Dialog.Close>
            </div>
          ) : (
            <>
              <Dialog.Description className="mt-2 text-muted">
                {portfolioRequestCopy.intro}
              </Dialog.Description>
              <form
                noValidate
                onSubmit={onSubmit}
                className="relative mt-6 space-y-4"
                aria-label="Request portfolio access"
              >
                {fields.map((f) => {
                  const inputId = `${id}-${f.name}`;
                  const common = {
                    id: inputId,
                    name: f.name,
                    value: values[f.name],
                    maxLength: f.max,
                    required: true,
                    disabled: submitting,
                    "aria-describedby": `${inputId}-count`,
                    onChange: (e: { target: { value: string } }) => {
                      // The clock starts with the visitor's first keystroke: the dialog's own
                      // focus on open is not an interaction.
                      startedAt.current ??= Date.now();
                      setValues((v) => ({ ...v, [f.name]: truncate(e.target.value, f.max) }));
                    },
                    className: "mt-1 block w-full rounded-xl border border-slate-300 px-4 py-3 text-base text-ink focus:border-brand disabled:bg-slate-100",
                  };
                  return (
                    <div key={f.name}>
                      <label htmlFor={inputId} className="block font-medium text-ink">
                        {f.label} <span aria-hidden="true" className="text-red-700">*</span>
                      </label>
                      {f.name === "description" ? <textarea {...common} rows={4} /> : <input {...common} type={f.type ?? "text"} autoComplete={f.autoComplete} />}
                      <p id={`${inputId}-count`} className="mt-1 text-right text-xs text-muted" data-testid={`count-${f.name}`}>
                        {values[f.name].length}/{f.max}
                      </p>
                    </div>
                  );
                })}
                <Honeypot id={id} inputRef={trap} />
                <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full")}>
                  {submitting ? "Sending Request..." : "Request Access"}
                </button>
              </form>
            </>
          )}
          <Dialog.Close
            className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 disabled:opacity-50"
            aria-label="Close"
            disabled={submitting}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
