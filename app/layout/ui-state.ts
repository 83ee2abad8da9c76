import { useSyncExternalStore } from "react";

/**
 * Page-wide UI facts that the navigation bar reacts to (SPEC §2 'Navigation bar'): which
 * modals are open and whether the checkout panel is open. Modals that do not hide the bar
 * (the cookie banner and its details dialog) simply never register here.
 */
interface UiState {
  openModals: ReadonlySet<string>;
  checkoutOpen: boolean;
  portfolioDialogOpen: boolean;
}

let state: UiState = { openModals: new Set(), checkoutOpen: false, portfolioDialogOpen: false };
const listeners = new Set<() => void>();

function set(next: Partial<UiState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const uiState = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setModalOpen(id: string, open: boolean) {
    const has = state.openModals.has(id);
    if (open === has) return;
    const next = new Set(state.openModals);
    if (open) next.add(id);
    else next.delete(id);
    set({ openModals: next });
  },
  setCheckoutOpen(open: boolean) {
    if (state.checkoutOpen !== open) set({ checkoutOpen: open });
  },
  setPortfolioDialogOpen(open: boolean) {
    if (state.portfolioDialogOpen !== open) set({ portfolioDialogOpen: open });
    uiState.setModalOpen("portfolio-request", open);
  },
};

const serverState: UiState = { openModals: new Set(), checkoutOpen: false, portfolioDialogOpen: false };

export function useUiState(): UiState {
  return useSyncExternalStore(uiState.subscribe, uiState.get, () => serverState);
}

/** True while something covers the page that the navigation bar must give way to. */
export function navSuppressed(s: UiState): boolean {
  return s.checkoutOpen || s.openModals.size > 0;
}
