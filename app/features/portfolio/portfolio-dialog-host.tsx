import { lazy, Suspense, useEffect, useState } from "react";
import { uiState, useUiState } from "~/layout/ui-state";

/**
 * The portfolio-request dialog is opened from the navigation bar, the drawer and the footer.
 * Its code loads on first intent (hover, focus or click), so pages do not pay for it up front.
 */
const loadDialog = () => import("./portfolio-request-dialog");
const PortfolioRequestDialog = lazy(loadDialog);

export function preloadPortfolioDialog() {
  void loadDialog();
}

// The dialog is opened from several places without a Radix trigger, so the element to return
// focus to is remembered here.
let returnFocusTo: HTMLElement | null = null;

export function openPortfolioDialog() {
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  uiState.setPortfolioDialogOpen(true);
}

function restoreFocus(event: Event) {
  event.preventDefault();
  if (returnFocusTo?.isConnected) returnFocusTo.focus();
  returnFocusTo = null;
}

export function PortfolioDialogHost() {
  const { portfolioDialogOpen } = useUiState();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (portfolioDialogOpen) setMounted(true);
  }, [portfolioDialogOpen]);
  if (!mounted && !portfolioDialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <PortfolioRequestDialog
        open={portfolioDialogOpen}
        onOpenChange={(o) => uiState.setPortfolioDialogOpen(o)}
        onCloseAutoFocus={restoreFocus}
      />
    </Suspense>
  );
}

/** Props for any button that opens the dialog. */
export const portfolioTriggerProps = {
  onPointerEnter: preloadPortfolioDialog,
  onFocus: preloadPortfolioDialog,
  onClick: openPortfolioDialog,
  "aria-haspopup": "dialog" as const,
};
