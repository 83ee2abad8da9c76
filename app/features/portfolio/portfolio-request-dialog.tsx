import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { site } from "#content/site";

/**
 * Accessible dialog shell for the portfolio request (focus trapped and restored, Escape and
 * the close button dismiss it, the page behind is inert). The request form itself arrives
 * with the lead-capture work; until then the dialog says so and offers the e-mail address.
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <Dialog.Title className="pr-8 text-2xl font-bold text-ink">Request Portfolio Access</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Tell me a little about you and your business and I&apos;ll reply within 48 hours with access to the case study.
          </Dialog.Description>
          <p className="mt-6 rounded-2xl bg-brand-soft p-4 text-ink">
            The online request form is on its way. For now, e-mail{" "}
            <a className="font-semibold text-brand underline" href={`mailto:${site.email}?subject=${encodeURIComponent("Portfolio access request")}`}>
              {site.email}
            </a>{" "}
            and mention &ldquo;portfolio access&rdquo;.
          </p>
          <Dialog.Close
            className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
