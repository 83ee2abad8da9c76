import { cancelPrefetch, prefetch } from "./after-load";
import { releaseToBrowser } from "./held-input";

/**
 * The React app starts when the visitor reaches for something only it does: a form field
 * taking focus, a press on a control it owns (form buttons; the press is held and replayed,
 * app/boot/held-input.ts), or a feature asking (`startApp`). Not while the page loads, and not
 * for reading, scrolling or the native chrome (menus, dialogs, tips, accordions): on a phone its
 * start is close to a second of main-thread work, which would delay those taps
 * (docs/decisions/009). Links are plain links until it runs. If its code cannot load, held taps
 * go to the browser, so a form's submit button still posts the form.
 */
const FIELD = "input, textarea, select, [contenteditable]";

let start: (() => Promise<void>) | null = null;
let wanted = false;
let begun = false;
let markStarted: () => void = () => {};
export const appStarted = new Promise<void>((resolve) => (markStarted = resolve));

function begin() {
  if (begun || !start) return;
  begun = true;
  cancelPrefetch();
  start().then(markStarted, (error: unknown) => {
    releaseToBrowser();
    // Reported like any uncaught error (monitoring, the console); the page keeps working without the app.
    setTimeout(() => {
      throw error;
    });
  });
}

/** True once the app's start has begun (from then on, the router answers history moves). */
export const appBegun = (): boolean => begun;

export function startApp(): void {
  wanted = true;
  begin();
}

/**
 * Fields an enhancer owns need no app (the cookie preferences' switches, the Insights search:
 * typing in it must not wait behind the app's start): marked data-boot-owned.
 */
const reachesForField = (event: Event) =>
  event.target instanceof Element && event.target.closest(FIELD) !== null && event.target.closest("[data-boot-owned]") === null;

export function installAppStart(): void {
  // A field about to take focus: start a little earlier than the focus itself.
  addEventListener("pointerdown", (event) => reachesForField(event) && startApp(), { capture: true, passive: true });
  addEventListener("focusin", (event) => reachesForField(event) && startApp(), { capture: true, passive: true });
}

export function registerApp(hrefs: readonly string[], run: () => Promise<void>): void {
  start = run;
  // Asked for while the page was parsed, or a field already has focus (autofocus, restored focus).
  if (wanted || document.activeElement?.matches(FIELD)) begin();
  else prefetch(hrefs);
}
