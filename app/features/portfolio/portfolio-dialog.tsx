import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ctas } from "#content/navigation.ts";
import { PortfolioRequestForm, type PortfolioRequestStatus } from "./portfolio-request-form.tsx";

/** The id every 'Portfolio' / 'Request Portfolio Access' button points at. */
export const PORTFOLIO_DIALOG_ID = "portfolio-dialog";

/** Props for any button that opens the dialog: the browser opens it, with no app code (invoker commands). */
export const portfolioTriggerProps = {
  commandfor: PORTFOLIO_DIALOG_ID,
  command: "show-modal",
  "aria-haspopup": "dialog",
} as const;

/**
 * The portfolio-request dialog (SPEC §2 'Portfolio-request modal', §4 'Portfolio modal'): a native
 * modal <dialog> in every page's HTML, opened by its buttons at the first tap, before any script of its own
 * (docs/decisions/009). The browser moves focus in and back, makes the page inert and closes it on
 * Escape or a click on the backdrop; the navigation bar hides while it is open (app/styles/chrome.css). The
 * form inside (./portfolio-request-form.tsx) can be typed into before its island wakes; its Send
 * button is held until it has. It cannot close while the request is being sent; closing after
 * the confirmation resets the form; closing before keeps what was typed.
 */
export function PortfolioDialog() {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<PortfolioRequestStatus>("form");

  return (
    <dialog
      ref={ref}
      id={PORTFOLIO_DIALOG_ID}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      // Fields focused by Tab scroll clear of the sticky send button (80 px on a phone) with their
      // counter under them (20 px) in view too: 7 rem.
      className="modal-dialog scroll-pb-28"
      // Escape and the backdrop ask first: not while the request is on its way.
      onCancel={(event) => status === "submitting" && event.preventDefault()}
      onClose={() => status === "submitted" && setStatus("form")}
    >
      <h2 id={titleId} className="pr-8 text-2xl font-bold text-ink">
        {ctas.requestPortfolioAccess}
      </h2>
      <PortfolioRequestForm status={status} onStatusChange={setStatus} onClose={() => ref.current?.close()} descriptionId={descriptionId} />
      <button
        type="button"
        commandfor={PORTFOLIO_DIALOG_ID}
        command="close"
        className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50"
        aria-label="Close"
        disabled={status === "submitting"}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
