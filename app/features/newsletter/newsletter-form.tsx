import { Honeypot } from "#app/features/leads/honeypot.tsx";
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FORM_LIMITS, HONEYPOT_FIELD } from "#app/config/forms.ts";
import { fieldValue, readFields, refocusAfterSend, useFlaggedFields } from "#app/features/leads/form-dom.ts";
import { newsletterMessages } from "#app/features/leads/messages.ts";
import { newsletterFieldNames, newsletterMissing, type NewsletterFields, type NewsletterSource } from "#app/features/leads/kinds/newsletter.ts";
import { sendLead } from "#app/features/leads/send-lead.ts";
import { buttonClass } from "#app/ui/button.ts";
import { dismissToasts, toast } from "#app/ui/toast.ts";
import type { ModalStep } from "./newsletter-modals.tsx";
import { newsletterPostFailure } from "./post-result.ts";

const loadModals = () => import("./newsletter-modals.tsx");
const NewsletterModals = lazy(loadModals);

/**
 * The Strategic Insights sign-up (SPEC §4 'Newsletter form'). With JavaScript: trimmed values,
 * 'Subscribing...', two confirmation modals on success, 'Subscription Failed' (values kept)
 * otherwise. Without JavaScript it posts to /newsletter, which answers with a result page.
 *
 * An island (./newsletter-form.island.tsx), with its modals. The fields are uncontrolled
 * (app/features/leads/form-dom.ts): a visitor may well type into it while it wakes; the values are
 * read from the form when it is sent, and the form is reset after a sign-up.
 */
export function NewsletterForm({
  source,
  tone = "light",
  subscribedDialogId,
}: {
  source: NewsletterSource;
  tone?: "light" | "dark";
  /** A confirmation of its own instead of the two modals: the id of a <dialog> in the page to open (the Insights pages' success dialog). */
  subscribedDialogId?: string;
}) {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<ModalStep>(null);
  const [modalsLoaded, setModalsLoaded] = useState(false);
  const flagged = useFlaggedFields();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const typed = readFields(form, newsletterFieldNames);
    if (newsletterMissing(typed)) {
      toast({ ...newsletterMessages.missing, variant: "destructive" });
      return;
    }
    const trimmed: NewsletterFields = { firstName: typed.firstName.trim(), lastName: typed.lastName.trim(), email: typed.email.trim() };
    setSubmitting(true);
    if (!subscribedDialogId) void loadModals();
    const outcome = await sendLead("newsletter", form, { ...trimmed, source, [HONEYPOT_FIELD]: fieldValue(form, HONEYPOT_FIELD) });
    // The button, disabled while sending, dropped the focus to the page: it takes it back before
    // a confirmation opens, so that the dialog gives it back there when it closes (unless the
    // visitor has moved on meanwhile).
    flushSync(() => setSubmitting(false));
    refocusAfterSend(form, undefined, { preventScroll: true });
    if (outcome.kind === "ok") {
      // On success the fields are cleared (SPEC §4), and an earlier failure's toast goes: the
      // confirmation modal is the answer now.
      form.reset();
      dismissToasts();
      if (subscribedDialogId) {
        document.querySelector<HTMLDialogElement>(`dialog#${CSS.escape(subscribedDialogId)}`)?.showModal();
        return;
      }
      setModalsLoaded(true);
      setStep("welcome");
    } else if (outcome.kind === "rejected") {
      // Our server refused it (an address it does not take, too many sign-ups): 'Subscription
      // Failed' with what it said, as the page without JavaScript says (./post-result.ts), and
      // the field it named marked and focused; SPEC's "Please try again" only when it said
      // nothing. Trying again as told would have failed the same way, and the sign-up was lost.
      const said = newsletterPostFailure(trimmed, outcome);
      toast({ title: said.title, description: said.lines.join(" "), variant: "destructive" });
      flagged.flag(form, Object.keys(outcome.fieldErrors).filter((name) => (newsletterFieldNames as readonly string[]).includes(name)));
    } else {
      toast({ ...newsletterMessages.failed, variant: "destructive" });
    }
  }

  const dark = tone === "dark";
  const input = `mt-1 block w-full rounded-xl border px-4 py-3 text-base disabled:opacity-60 ${
    dark ? "border-white/70 bg-white/10 text-white placeholder:text-slate-300" : "border-slate-500 bg-white text-ink"
  }`;
  const label = `block text-sm font-medium ${dark ? "text-white" : "text-ink"}`;
  const field = (name: keyof NewsletterFields, text: string, type = "text", autoComplete?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={name === "email" ? FORM_LIMITS.email : FORM_LIMITS.name}
        defaultValue=""
        disabled={submitting}
        aria-invalid={flagged.isFlagged(name) ? true : undefined}
        onChange={() => flagged.edited(name)}
        className={input}
      />
    </div>
  );

  return (
    <>
      <form method="post" action="/newsletter" onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end" aria-label="Newsletter sign-up">
        <input type="hidden" name="source" value={source} />
        {field("firstName", "First name", "text", "given-name")}
        {field("lastName", "Last name", "text", "family-name")}
        {field("email", "Email", "email", "email")}
        <Honeypot id={id} />
        <button type="submit" disabled={submitting} className={buttonClass(dark ? "light" : "primary", "md", "w-full sm:w-auto")}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </form>
      {modalsLoaded && (
        <Suspense fallback={null}>
          <NewsletterModals step={step} onStep={setStep} />
        </Suspense>
      )}
    </>
  );
}
