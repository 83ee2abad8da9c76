import type { HeldInput } from "./api";

/**
 * Until the app runs, taps on controls it owns (form buttons, …) would do nothing, so they are
 * held (default prevented) and handed to the app once it has hydrated (app/lib/before-boot.ts).
 * Typed text needs no such care: the forms' fields are the browser's (docs/decisions/011).
 * Controls that work without the app are left alone: native ones (dialog and popover invokers,
 * <summary>), and those inside an element whose
 * enhancer is attached. A tap inside an element whose enhancer is still loading is held for it
 * and given back when it attaches (`releaseWithin`), even when the app has started in between (the
 * app answers its own controls, not an enhancer's: the cookie preferences' buttons, tapped from
 * the footer before the load, would otherwise close the dialog with the choice lost).
 */
const CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"]';
const NATIVE = "[commandfor], [popovertarget], summary";

const clicks: HTMLElement[] = [];
/** False once the app runs: from then on only taps waiting for an enhancer are held. */
let active = true;
/** Called when a tap is held for the app (it must start now). */
let onHeldForApp: () => void = () => {};

/**
 * The element whose enhancer is still to attach that `control` belongs to, if any. One whose
 * enhancer could not be loaded (`data-enhance-failed`) waits for nothing: its taps go on as if
 * it had no enhancer (to the app, or the browser).
 */
const waitingOwner = (control: Element) => {
  const owner = control.closest("[data-enhance]");
  return owner && !owner.hasAttribute("data-enhanced") && !owner.hasAttribute("data-enhance-failed") ? owner : null;
};

function hold(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(CONTROL);
  if (!control || (control as HTMLButtonElement).disabled || control.matches(NATIVE)) return;
  const enhanced = control.closest("[data-enhance]");
  if (enhanced?.hasAttribute("data-enhanced")) return;
  const owner = waitingOwner(control);
  // Once the app runs, only an enhancer still loading needs its taps held (the share dialog's
  // 'Copy link', the cookie preferences' buttons).
  if (!active && !owner) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (clicks[clicks.length - 1] !== control) clicks.push(control);
  count();
  if (!owner) onHeldForApp();
}

/** How many taps wait, on the root element (for tests and monitoring; never read by the app). */
const count = () => document.documentElement.setAttribute("data-held-taps", String(clicks.length));

export function installHeldInput(heldForApp: () => void): void {
  onHeldForApp = heldForApp;
  addEventListener("click", hold, true);
}

/** Gives back, in order, the taps held inside `root` (its enhancer has just attached). */
export function releaseWithin(root: Element): void {
  const mine = clicks.filter((c) => root.contains(c));
  for (const control of mine) clicks.splice(clicks.indexOf(control), 1);
  count();
  for (const control of mine) if (control.isConnected) control.click();
}

/**
 * The enhancer of `root` could not be loaded (offline, a stale deploy): the taps held for it are
 * not kept waiting for good. They go on as if it had none: to the app once it runs (it is asked
 * to start), else to the browser's own behaviour.
 */
export function giveUpWithin(root: Element): void {
  root.setAttribute("data-enhance-failed", "");
  if (!clicks.some((c) => root.contains(c))) return;
  // Before the app runs they are the app's: it is asked to start, and takes them (takeHeld).
  if (active) onHeldForApp();
  // After, the clicks given back go to the page (the failed mark keeps them from being held again).
  else releaseWithin(root);
}

/** The app has started: hand over what was held for it (taps held for an enhancer still loading stay for it). */
export function takeHeld(): HeldInput {
  active = false;
  const held = { clicks: clicks.filter((c) => !waitingOwner(c)) };
  for (const control of held.clicks) clicks.splice(clicks.indexOf(control), 1);
  count();
  return held;
}

/** The app could not start: give the held taps to the browser (a submit button still posts its form). */
export function releaseToBrowser(): void {
  const held = takeHeld();
  for (const control of held.clicks) if (control.isConnected) control.click();
}
