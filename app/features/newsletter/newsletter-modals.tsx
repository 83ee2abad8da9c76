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
            <Dialog.Title className="text-2xl font-bold text-ink">Welcome to the Strategic Insights Family!</Dialog.Title>
            <Dialog.Description className="mt-3 text-muted">
              Your first e-mail is on its way. If it is not in your inbox, check your Promotions or Spam folder, and add the sender to your contacts so the
              next ones land where you will see them.
            </Dialog.Description>
            <button type="button" className={buttonClass("primary", "md", "mt-6")} onClick={() => onStep("check")}>
              Got it! Checking now!
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={step === "check"} onOpenChange={(o) => !o && onStep(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content className={panel}>
            <Dialog.Title className="text-2xl font-bold text-ink">Wait... did you ACTUALLY check your promotions tab?</Dialog.Title>
            <Dialog.Description className="mt-3 text-muted">
              Most first e-mails hide there. Drag it to your primary inbox once, and every future insight arrives where it belongs.
            </Dialog.Description>
            <Dialog.Close className={buttonClass("primary", "md", "mt-6")}>Mission Accomplished!</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
