import { useSyncExternalStore } from "react";

/**
 * Which overlays that are not native dialogs are open (the newsletter's confirmation modals), so
 * the navigation bar gives way to them (SPEC §2 'Navigation bar'). Native modal dialogs need
 * nothing here: app.css hides the bar while one is open (`:has(dialog:modal)`).
 */
interface UiState {
  openModals: ReadonlySet<string>;
}

let state: UiState = { openModals: new Set() };
const listeners = new Set<() => void>();

export const uiState = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setModalOpen(id: string, open: boolean) {
    if (open === state.openModals.has(id)) return;
    const next = new Set(state.openModals);
    if (open) next.add(id);
    else next.delete(id);
    state = { openModals: next };
    for (const l of listeners) l();
  },
};

const serverState: UiState = { openModals: new Set() };

export function useUiState(): UiState {
  return useSyncExternalStore(uiState.subscribe, uiState.get, () => serverState);
}

/** True while an overlay the navigation bar must give way to is open. */
export function navSuppressed(s: UiState): boolean {
  return s.openModals.size > 0;
}
