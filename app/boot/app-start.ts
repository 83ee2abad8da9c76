import { cancelPrefetch, prefetch } from "./after-load";
import { releaseToBrowser } from "./held-input";

/**
 * The React app starts at the visitor's first sign of presence (docs/decisions/007): pointer,
 * touch, wheel, scroll, key or focus; or when something asks for it (`startApp`). Not while the
 * page loads: a reader who only reads never pays for it. If its code cannot load, held taps go
 * to the browser, so a form's submit button still posts the form.
 */
export const BOOT_INPUTS = ["pointerdown", "pointermove", "touchstart", "wheel", "scroll", "keydown", "focusin"] as const;

let start: (() => Promise<void>) | null = null;
let wanted = false;
let begun = false;
let markStarted: () => void = () => {};
export const appStarted = new Promise<void>((resolve) => (markStarted = resolve));

function begin() {
  if (begun || !start) return;
  begun = true;
  for (const type of BOOT_INPUTS) removeEventListener(type, startApp, true);
  cancelPrefetch();
  start().then(markStarted, (error: unknown) => {
    releaseToBrowser();
    // Reported like any uncaught error (monitoring, the console); the page keeps working without the app.
    setTimeout(() => {
      throw error;
    });
  });
}

export function startApp(): void {
  wanted = true;
  begin();
}

export function installAppStart(): void {
  for (const type of BOOT_INPUTS) addEventListener(type, startApp, { capture: true, passive: true });
}

export function registerApp(hrefs: readonly string[], run: () => Promise<void>): void {
  start = run;
  // Input already happened while the page was parsed, or focus is already inside it (autofocus,
  // a restored scroll position): the visitor is here.
  if (wanted || scrollY > 0 || (document.activeElement && document.activeElement !== document.body)) begin();
  else prefetch(hrefs);
}
