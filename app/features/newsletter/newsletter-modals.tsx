import { newsletterCheck, newsletterWelcome } from "#content/newsletter.ts";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "#app/ui/button.ts";

export type ModalStep = "welcome" | "check" | null;

/**
 * One confirmation step as a native modal dialog, like the portfolio request: the browser
 * keeps focus inside, closes on Escape or a tap outside (`closedby="any"`), makes the page
 * inert, and app.css hides the navigation bar while it is open (SPEC §2).
 */
function StepDialog({ open, onClose, title, text, children }: { open: boolean; onClose: () => void; title: string; text: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} aria-describedby={textId} closedby="any" className="modal-dialog text-center" onClose={() => open && onClose()}>
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <p id={textId} className="mt-3 text-muted">
        {text}
      </p>
      {children}
    </dialog>
  );
}

/** The two confirmation modals after a newsletter sign-up (SPEC §4 'Newsletter form'). */
export default function NewsletterModals({ step, onStep }: { step: ModalStep; onStep: (s: ModalStep) => void }) {
  return (
    <>
      <StepDialog open={step === "welcome"} onClose={() => onStep(null)} title={newsletterWelcome.title} text={newsletterWelcome.text}>
        <button type="button" className={buttonClass("primary", "md", "mt-6")} onClick={() => onStep("check")}>
          {newsletterWelcome.next}
        </button>
      </StepDialog>
      <StepDialog open={step === "check"} onClose={() => onStep(null)} title={newsletterCheck.title} text={newsletterCheck.text}>
        <button type="button" className={buttonClass("primary", "md", "mt-6")} onClick={() => onStep(null)}>
          {newsletterCheck.done}
        </button>
      </StepDialog>
    </>
  );
}
