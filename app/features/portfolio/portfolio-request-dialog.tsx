import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { PortfolioRequestForm, type PortfolioDraft, type PortfolioRequestStatus } from "./portfolio-request-form";

/**
 * The portfolio-request dialog (SPEC §2 'Portfolio-request modal', §4 'Portfolio modal'): a
 * shell around ./portfolio-request-form.tsx. It cannot close while the request is being sent;
 * closing after the confirmation resets the form; closing before keeps what was typed for the
 * next opening (the dialog's content leaves the page while it is closed).
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
  const descriptionId = useId();
  const [status, setStatus] = useState<PortfolioRequestStatus>("form");
  const [draft, setDraft] = useState<PortfolioDraft | null>(null);

  const changeOpen = (o: boolean) => {
    if (!o && status === "submitting") return; // closing waits for the request
    if (!o && status === "submitted") {
      setStatus("form");
      setDraft(null);
    }
    onOpenChange(o);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={descriptionId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="pr-8 text-2xl font-bold text-ink">Request Portfolio Access</Dialog.Title>
          <PortfolioRequestForm
            status={status}
            onStatusChange={setStatus}
            onClose={() => changeOpen(false)}
            descriptionId={descriptionId}
            draft={draft}
            onLeave={setDraft}
          />
          <Dialog.Close
            className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 disabled:opacity-50"
            aria-label="Close"
            disabled={status === "submitting"}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
