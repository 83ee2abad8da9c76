import { Honeypot } from "#app/features/leads/honeypot.tsx";
import { contactFormSuccess } from "#content/contact-form.ts";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FORM_LIMITS, HONEYPOT_FIELD } from "#app/config/forms.ts";
import { focusIntoView } from "#app/lib/focus-into-view.ts";
import { buttonClass } from "#app/ui/button.ts";
import { toast } from "#app/ui/toast.ts";
import { clientWaitMinutes, recordClientSubmission } from "./client-guard.ts";
import { fieldValue, firstInputTime, hasFocusWithin, readFields, refocusAfterSend, useFlaggedFields, useFormMounted } from "./form-dom.ts";
import type { ContactActionData } from "./types.ts";
import { formToasts, securityMessages } from "./messages.ts";
import { sendLead } from "./send-lead.ts";
import { checkFields } from "#app/lib/field-check.ts";
import { contactFieldsSchema, contactSecurityFailure, sanitizeContact, type ContactFields, type ContactFormId } from "./kinds/contact.ts";
import { fieldClass } from "#app/ui/field.ts";

const fieldNames = ["firstName", "lastName", "email", "phone", "message"] as const satisfies readonly (keyof ContactFields)[];
const empty: ContactFields = { firstName: "", lastName: "", email: "", phone: "", message: "" };
const successMessage = contactFormSuccess;
/**
 * The form and its thank-you share this anchor, and a post without JavaScript goes to the page
 * at it: the answer (thank-you, or the form with its messages) opens scrolled to it, clear of
 * the fixed navigation bar (scroll-mt), as the app's focusIntoView does with JavaScript.
 */
const RESULT_ANCHOR = "send-message";

type Status = "idle" | "submitting" | "submitted";

/** What a no-JavaScript post sent back (DECISIONS 7): the fields start with it once. */
function echoed(actionData: ContactActionData | undefined): ContactFields {
  const v = actionData?.ok === false ? actionData.values : undefined;
  const out = { ...empty };
  for (const name of fieldNames) if (typeof v?.[name] === "string") out[name] = v[name];
  return out;
}

/**
 * Which contact-type form it is: its id, and from its registration (app/config/lead-forms.ts) what
 * it has of its own. The page passes them (./contact-form-section.tsx) so the registration, the
 * inbox's labels and all, stays out of the island's chunk.
 */
export interface ContactFormProps {
  form: ContactFormId;
  source: string;
  thankYouTitle: string;
  actionData?: ContactActionData;
}

/**
 * Every contact-type form: contact, get-in-touch and chat (SPEC §2, §4, §5, §8). With JavaScript it checks in
 * SPEC's order, sends to its page (the form's own action) with a 30 s timeout and shows SPEC's toasts; without
 * JavaScript it is a plain form post to the page (DECISIONS 7). Nothing typed is lost on error.
 *
 * An island (./contact-form.island.tsx): the page is never hydrated, this form wakes when the
 * visitor reaches for it. The fields are uncontrolled (./form-dom.ts), so the visitor may type
 * while it wakes; the values are read from the form when it is sent.
 */
export function ContactForm({ form, source, thankYouTitle, actionData }: ContactFormProps) {
  const id = useId();
  const [status, setStatus] = useState<Status>(actionData?.ok ? "submitted" : "idle");
  // What the fields start with: a failed no-JavaScript post's values; nothing once sent.
  const [defaults, setDefaults] = useState<ContactFields>(() => echoed(actionData));
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.fieldErrors ?? {});
  const flagged = useFlaggedFields();
  const startedAt = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  // Set when the visitor moves between the form and its thank-you, so focus follows them
  // (not when a page arrives showing either).
  const moved = useRef(false);

  const touch = () => {
    startedAt.current ??= Date.now();
  };

  // Typed (or focused) before the island woke: the fill clock started then, and a field edited
  // since a no-JavaScript post came back has lost its error.
  useFormMounted(formRef, (el) => {
    const now = readFields(el, fieldNames);
    const edited = fieldNames.filter((name) => now[name] !== defaults[name]);
    if (edited.length || hasFocusWithin(el)) startedAt.current ??= firstInputTime();
    if (edited.some((name) => errors[name])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !edited.includes(k as keyof ContactFields))));
  });

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (status === "submitted" && thankYouRef.current) focusIntoView(thankYouRef.current);
    else if (status === "idle") formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
  }, [status]);

  const onEdit = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    touch();
    const { name } = e.currentTarget;
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    flagged.edited(name);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const parsed = checkFields(contactFieldsSchema, readFields(el, fieldNames));
    if (!parsed.ok) {
      // Rendered before the focus moves: the field arrives invalid and described by its error,
      // so a screen reader says both ("Last name, invalid entry, Last name is required").
      flushSync(() => setErrors(parsed.errors));
      el.querySelector<HTMLElement>(`[name="${Object.keys(parsed.errors)[0]}"]`)?.focus();
      return;
    }
    const honeypot = fieldValue(el, HONEYPOT_FIELD);
    const elapsedMs = startedAt.current === null ? 0 : Date.now() - startedAt.current;
    const failure = contactSecurityFailure(parsed.value, {
      honeypot,
      elapsedMs,
      interacted: startedAt.current !== null,
      rateLimitWaitMinutes: clientWaitMinutes(source),
    });
    if (failure) {
      flagged.flag(el, failure.fields);
      toast({ title: securityMessages.title, description: failure.message, variant: "destructive" });
      return;
    }

    setStatus("submitting");
    const outcome = await sendLead(form, el, { ...sanitizeContact(parsed.value), [HONEYPOT_FIELD]: honeypot, elapsedMs, interacted: true });
    if (outcome.kind === "ok") {
      recordClientSubmission(source);
      toast({ title: formToasts.submitted.title, description: successMessage });
      // The form resets on success (SPEC §4): it comes back empty.
      setDefaults(empty);
      startedAt.current = null;
      moved.current = true;
      setStatus("submitted");
      return;
    }
    // Enabled again before the focus goes back: to the first field the server named, or to Send.
    const named = outcome.kind === "rejected" ? outcome.fieldErrors : {};
    flushSync(() => {
      setStatus("idle");
      if (Object.keys(named).length) setErrors(named);
    });
    refocusAfterSend(el, Object.keys(named)[0]);
    if (outcome.kind === "rejected") {
      if (outcome.formError) toast({ title: securityMessages.title, description: outcome.formError, variant: "destructive" });
    } else {
      toast({ ...(outcome.kind === "timeout" ? formToasts.timeout : formToasts.error), variant: "destructive" });
    }
  }

  if (status === "submitted") {
    return (
      <div id={RESULT_ANCHOR} className="scroll-mt-24 rounded-card border border-emerald-200 bg-emerald-50 p-8 text-center" role="status" data-testid="thank-you">
        {/* Focused after a send; the margin keeps it clear of the fixed 64 px navigation bar. */}
        <h2 ref={thankYouRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-ink outline-none">
          {thankYouTitle}
        </h2>
        <p className="mt-2 text-muted">{successMessage}</p>
        <button
          type="button"
          className={buttonClass("primary", "md", "mt-6")}
          onClick={() => {
            moved.current = true;
            setStatus("idle");
          }}
        >
          Send Another Message
        </button>
      </div>
    );
  }

  const submitting = status === "submitting";
  const field = (name: keyof ContactFields, label: string, opts: { type?: string; autoComplete?: string; max: number; optional?: boolean; multiline?: boolean }) => {
    const err = errors[name];
    const inputId = `${id}-${name}`;
    const common = {
      id: inputId,
      name,
      defaultValue: defaults[name],
      maxLength: opts.max,
      disabled: submitting,
      required: !opts.optional,
      onChange: onEdit,
      "aria-invalid": err || flagged.isFlagged(name) ? true : undefined,
      "aria-describedby": err ? `${inputId}-error` : undefined,
      className: fieldClass(),
    } as const;
    return (
      <div className={opts.multiline ? "sm:col-span-2" : undefined}>
        <label htmlFor={inputId} className="block font-medium text-ink">
          {label}
          {opts.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </label>
        {opts.multiline ? <textarea {...common} rows={6} /> : <input {...common} type={opts.type ?? "text"} autoComplete={opts.autoComplete} />}
        {err && (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    // Without JavaScript (or before its island wakes, if its code cannot load) a plain post to
    // this page's own address (a bare fragment keeps the path and query).
    <form
      ref={formRef}
      id={RESULT_ANCHOR}
      method="post"
      action={`#${RESULT_ANCHOR}`}
      noValidate
      onSubmit={onSubmit}
      onFocus={touch}
      className="relative grid scroll-mt-24 gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-2 sm:p-8"
      aria-label="Send a message"
    >
      {actionData?.formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 sm:col-span-2">
          {securityMessages.title}: {actionData.formError}
        </p>
      )}
      {field("firstName", "First name", { autoComplete: "given-name", max: FORM_LIMITS.name })}
      {field("lastName", "Last name", { autoComplete: "family-name", max: FORM_LIMITS.name })}
      {field("email", "Email", { type: "email", autoComplete: "email", max: FORM_LIMITS.email })}
      {field("phone", "Phone", { type: "tel", autoComplete: "tel", max: FORM_LIMITS.phone, optional: true })}
      {field("message", "Message", { max: FORM_LIMITS.message, multiline: true })}
      <Honeypot id={id} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={submitting} className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          {submitting ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
