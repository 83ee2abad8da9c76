import { newsletterCheck, newsletterWelcome } from "#content/newsletter";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { uiState } from "~/layout/ui-state";
import { buttonClass } from "~/ui/button";

export type ModalStep = "welcome" | "check" | null;

const panel =
  "fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-2xl sm:p-8";

/** The two confirmation modals after a newsletter sign-up (SPEC §4 'Newsletter form'). */
export default function NewsletterModals({ step, onStep }: { step: ModalStep; onStep: (s: ModalStep) => void }) {
  useEffect(() => {
    uiState.setModalOpen("newsletter-confirmation", step !== null);
    return () => uiState.setModalOpen("newsletter-confirmation", false);
  }, [step]);

  return (
    <>
      <Dialog.Root open={step === "welcome"} onOpenChange={(o) => !o && onStep(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content className={panel}>
            <Dialog.Title className="text-2xl font-bold text-ink">{newsletterWelcome.title}</Dialog.Title>
            <Dialog.Description className="mt-3 text-muted">
              {newsletterWelcome.text}
            </Dialog.Description>
            <button type="button" className={buttonClass("primary", "md", "mt-6")} onClick={() => onStep("check")}>
              {newsletterWelcome.next}
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={step === "check"} onOpenChange={(o) => !o && onStep(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content className={panel}>
            <Dialog.Title className="text-2xl font-bold text-ink">{newsletterCheck.title}</Dialog.Title>
            <Dialog.Description className="mt-3 text-muted">
              {newsletterCheck.text}
            </Dialog.Description>
            <Dialog.Close className={buttonClass("primary", "md", "mt-6")}>{newsletterCheck.done}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
