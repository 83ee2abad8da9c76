import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { checkoutWords as w } from "#content/pages/checkout.ts";
import { FORM_LIMITS } from "#app/config/forms.ts";
import { readFields, refocusAfterSend } from "#app/features/leads/form-dom.ts";
import { buttonClass } from "#app/ui/button.ts";
import { toast } from "#app/ui/toast.ts";
import type { Product } from "./catalogue.ts";
import { infoFieldErrors, type InfoFieldErrors, type InfoFields, type InfoPostAnswer } from "./info-rules.ts";
import { leadNotSent, leadToasts } from "./messages.ts";
import { submitLead } from "./payment-client.ts";
import { fieldClass } from "#app/ui/field.ts";
import { formatUsd } from "#app/lib/price.ts";

export const INFO_DIALOG_ID = "checkout-info";

/** Props for the book button: the browser opens the dialog at the first tap, before any island wakes (docs/decisions/009). */
export const infoTriggerProps = { commandfor: INFO_DIALOG_ID, command: "show-modal", "aria-haspopup": "dialog" } as const;

const fields: { name: keyof InfoFields; label: string; type: string; autoComplete: string; max: number }[] = [
  { name: "firstName", label: w.info.firstName, type: "text", autoComplete: "given-name", max: FORM_LIMITS.name },
  { name: "lastName", label: w.info.lastName, type: "text", autoComplete: "family-name", max: FORM_LIMITS.name },
  { name: "email", label: w.info.email, type: "email", autoComplete: "email", max: FORM_LIMITS.email },
];
const names = fields.map((f) => f.name);

export interface Customer extends InfoFields {
  leadId: string;
  /** The server's proof that this browser sent the lead; /api/checkout/intent wants it. */
  leadToken: string;
}

/**
 * SPEC §4 'Strategy purchase flow' steps 1-3 and §5 'Checkout info dialog': a native modal
 * <dialog> (a modal is right here: no third-party frame is involved yet), fields owned by the
 * DOM (docs/decisions/011), an error per field that clears when that field is edited, and no
 * closing while the lead is being submitted. A stored lead closes it and hands the customer on.
 */
export function InfoDialog({
  product,
  onSubmitted,
  posted,
  cleared = 0,
}: {
  product: Product;
  onSubmitted: (customer: Customer) => void;
  posted?: InfoPostAnswer;
  /** Raised when the checkout panel closes: SPEC §4 step 3, the customer data is cleared (fields, errors, notice). */
  cleared?: number;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<InfoFieldErrors>(posted?.errors ?? {});
  // The answer to a post made without the app: shown until the app takes a submit.
  const [notice, setNotice] = useState(posted?.message ?? null);
  // Why the last press did not go through (see leadNotSent).
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The fields belong to the DOM (docs/decisions/011), so clearing them is the DOM's: a value,
  // not form.reset(), which would bring back what a post without the app answered with.
  useEffect(() => {
    if (!cleared) return;
    ref.current?.querySelectorAll<HTMLInputElement>("form input").forEach((input) => (input.value = ""));
    setErrors({});
    setNotice(null);
    setFailure(null);
  }, [cleared]);

  const clearError = (name: keyof InfoFields) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The event's currentTarget is gone once the send is awaited.
    const form = event.currentTarget;
    setNotice(null);
    setFailure(null);
    const checked = infoFieldErrors(readFields(form, names));
    if (!checked.ok) {
      // Rendered before the focus moves: the field arrives invalid and described by its error.
      flushSync(() => setErrors(checked.errors));
      const first = names.find((n) => checked.errors[n]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const outcome = await submitLead(product.key, checked.value);
    // Enabled again before the focus goes back (it was on the disabled button): to the first field
    // the server named, or to the button.
    flushSync(() => {
      setSubmitting(false);
      if (outcome.kind === "invalid") setErrors(outcome.fieldErrors as InfoFieldErrors);
    });
    if (outcome.kind !== "ok") refocusAfterSend(form, outcome.kind === "invalid" ? names.find((n) => (outcome.fieldErrors as InfoFieldErrors)[n]) : undefined);
    if (outcome.kind === "ok") {
      toast(leadToasts.success(product));
      ref.current?.close();
      onSubmitted({ ...checked.value, leadId: outcome.leadId, leadToken: outcome.leadToken });
      return;
    }
    if (outcome.kind !== "invalid") setFailure(outcome.reason ?? leadNotSent);
    toast({ ...leadToasts.failure, variant: "destructive" });
  }

  return (
    <dialog
      ref={ref}
      id={INFO_DIALOG_ID}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-product ${id}-description`}
      closedby="any"
      // Posted without the app: the page comes back with the dialog open (not modal: no script
      // has run to make it so), the details typed, and what to do next.
      open={posted ? true : undefined}
      className="modal-dialog"
      // SPEC §4 step 3: closing is blocked while submitting (Escape and the backdrop ask first).
      onCancel={(event) => submitting && event.preventDefault()}
    >
      <h2 id={`${id}-title`} className="pr-8 text-2xl font-bold text-ink">
        {w.info.title}
      </h2>
      {/* What is being bought, before anything is asked (issue 48): the same words as the
          checkout panel that follows. */}
      <p id={`${id}-product`} className="mt-2 font-semibold text-ink" data-testid="info-product">
        {product.name} · {formatUsd(product.amountCents)} <span className="font-normal text-muted">{w.oneTime}</span>
      </p>
      <p id={`${id}-description`} className="mt-2 text-muted">
        {w.info.description}
      </p>
      {notice && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800" data-testid="no-app-message">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800" data-testid="lead-failure">
          {failure}
        </p>
      )}
      {/* method="post": without the app (no JavaScript, or its code never loaded and the held
          Continue tap went to the browser: app/browser/held-input.ts), the browser posts the details
          to this page, which answers with the dialog open, what was typed and a message saying
          payment needs JavaScript (info-post.server.ts). A POST, never a GET: the e-mail stays
          out of the address bar. With the app, onSubmit takes the submit. */}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label={w.info.title}>
        {fields.map((f) => {
          const inputId = `${id}-${f.name}`;
          const error = errors[f.name];
          return (
            <div key={f.name}>
              <label htmlFor={inputId} className="block font-medium text-ink">
                {f.label} <span aria-hidden="true" className="text-red-700">*</span>
              </label>
              <input
                id={inputId}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                maxLength={f.max}
                required
                defaultValue={posted?.values[f.name]}
                disabled={submitting}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onInput={() => clearError(f.name)}
                className={fieldClass("form", "aria-invalid:border-red-700")}
              />
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-800" data-testid={`error-${f.name}`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full")}>
          {submitting ? w.info.submitting : w.info.submit}
        </button>
      </form>
      <button
        type="button"
        commandfor={INFO_DIALOG_ID}
        command="close"
        className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50"
        aria-label="Close"
        disabled={submitting}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
