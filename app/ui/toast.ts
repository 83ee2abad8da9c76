import type { toast as SonnerToast } from "sonner";
import type { mountToasters } from "./sonner-toasters.tsx";

/**
 * The notification layer (SPEC §8, last lines): one toast visible at a time (form and payment
 * messages). SPEC's second layer (up to three at once) has no message to show yet, so it is not
 * mounted; add it here and in ./sonner-toasters.tsx with its first caller.
 *
 * The toast library (~11 kB gzip) is not part of a page's first load: only a form's outcome
 * shows a toast, so the layer mounts once an island is awake (app/islands/wake.tsx), and any toast
 * waits for it to be mounted, so none is lost. Islands share this module (one chunk), so there
 * is one layer per page.
 */
export const PRIMARY_TOASTER = "primary";

/**
 * How long a failure's toast stays (the library's default, 4 s, for the rest). A failure is what
 * the visitor must read to act on (wait 15 minutes, try again, another card), often while looking
 * at the form: 4 s was too short for a slow reader (WCAG 2.2.1). Hovering it or leaving the tab
 * stops its clock (the library's own); its close button ends it.
 */
export const ERROR_TOAST_MS = 8_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

type Show = typeof SonnerToast;

let requested = false;
/** Sonner's `toast`, once the layer is mounted and listening. */
let show: Show | null = null;
let markMounted!: (show: Show) => void;
const mounted = new Promise<Show>((resolve) => (markMounted = resolve));

/** The toast layer's module (./sonner-toasters.tsx), as an island that wakes with it hands it over. */
export type ToastLayer = { mountToasters: typeof mountToasters };

/**
 * Loads and mounts the toast layer (idempotent): its own React root in its own element, from a
 * chunk of its own, asked for once the first island is live (app/islands/wake.tsx: not on the
 * wake's path) or at the first toast, whichever comes first. An island whose first answer to
 * input is a toast hands the layer over as it wakes (`wakesWithToasts`, app/islands/define.tsx).
 */
export function requestToasters(layer?: ToastLayer) {
  if (requested) return;
  requested = true;
  // The layer is handed its id and what to call once mounted, so ./sonner-toasters.tsx does not
  // import this module back (no import cycle: eslint-rules/import-cycles.test.ts).
  void (layer ? Promise.resolve(layer) : import("./sonner-toasters.tsx")).then((m) => m.mountToasters(PRIMARY_TOASTER, toastersMounted));
}

/** Called by the layers once they are mounted and listening. */
function toastersMounted(sonnerToast: Show) {
  show = sonnerToast;
  markMounted(sonnerToast);
}

/** Shows at once when the layers are up (the usual case: the visitor has typed), else soon. */
function withToasts(fn: (show: Show) => void) {
  if (show) return fn(show);
  requestToasters();
  void mounted.then(fn);
}

/**
 * A modal dialog makes the rest of the page inert under its backdrop: a toast shown while one is
 * open (a failure in the checkout details or the portfolio request) would be dimmed, could not be
 * dismissed and would not be announced. So the layer goes into the open modal dialog (its toasts
 * are fixed to the viewport, which the dialog does not change), and back to the end of the body
 * when that dialog closes.
 */
function keepAboveModal() {
  const layer = document.querySelector<HTMLElement>("[data-toasters]");
  if (!layer) return;
  const modal = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].filter((d) => d.matches(":modal")).at(-1);
  if (!modal) {
    if (layer.parentElement !== document.body) document.body.append(layer);
    return;
  }
  if (layer.parentElement === modal) return;
  modal.append(layer);
  modal.addEventListener("close", () => layer.parentElement === modal && document.body.append(layer), { once: true });
}

/**
 * Shows one toast, ending the layer's earlier ones: one is visible at a time (SPEC §8), and an
 * earlier failure that outlives a later message (ERROR_TOAST_MS) would come back into view when
 * that message ends, after the visitor had moved on.
 */
export function toast({ title, description, variant = "default" }: ToastInput): void {
  withToasts((s) => {
    keepAboveModal();
    dismissToasts();
    const opts = { description, toasterId: PRIMARY_TOASTER, ...(variant === "destructive" ? { duration: ERROR_TOAST_MS } : {}) };
    if (variant === "destructive") s.error(title, opts);
    else s(title, opts);
  });
}

/**
 * Dismisses the primary layer's toasts: an earlier failure's message once a later attempt has
 * succeeded and says so itself (the newsletter's confirmation modal).
 */
export function dismissToasts(): void {
  if (!show) return;
  for (const t of show.getToasts()) if ("toasterId" in t && t.toasterId === PRIMARY_TOASTER) show.dismiss(t.id);
}
