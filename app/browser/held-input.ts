/**
 * A tap on a control inside an element whose behaviour is still loading (an island still
 * waking, app/browser/islands.ts, or an enhancer still to attach, ./enhance.ts) would do nothing,
 * so it is held (default prevented) and given back, in order, once that element is live
 * (`releaseWithin`). Typed text needs no such care: the forms' fields are the browser's
 * (docs/decisions/011). Native controls (dialog and popover invokers, <summary>) work on their
 * own and are never held. If the element's code cannot load, its held taps go on to the browser
 * (`giveUpWithin`): a submit button then posts its form, which works without JavaScript.
 */
const CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"]';
const NATIVE = "[commandfor], [popovertarget], summary";
/** Elements whose behaviour loads on demand, and the marks that say it is live or failed. */
export const OWNER = "[data-enhance], [data-island]";
const LIVE = ["data-enhanced", "data-island-awake"];
const FAILED = ["data-enhance-failed", "data-island-failed"];

const clicks: HTMLElement[] = [];
/** Called when a tap is held for an owner (an island must wake now). */
let onHeld: (owner: HTMLElement) => void = () => {};

/** The owner of `control` whose behaviour is still to come, if any (innermost first). */
function waitingOwner(control: Element): HTMLElement | null {
  for (let owner = control.closest<HTMLElement>(OWNER); owner; owner = owner.parentElement?.closest<HTMLElement>(OWNER) ?? null) {
    if (LIVE.some((a) => owner!.hasAttribute(a))) return null;
    if (!FAILED.some((a) => owner!.hasAttribute(a))) return owner;
  }
  return null;
}

function hold(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(CONTROL);
  if (!control || (control as HTMLButtonElement).disabled || control.matches(NATIVE)) return;
  const owner = waitingOwner(control);
  if (!owner) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (clicks[clicks.length - 1] !== control) clicks.push(control);
  count();
  onHeld(owner);
}

/** How many taps wait, on the root element (for tests and monitoring). */
const count = () => document.documentElement.setAttribute("data-held-taps", String(clicks.length));

export function installHeldInput(held: (owner: HTMLElement) => void): void {
  onHeld = held;
  addEventListener("click", hold, true);
}

/** Gives back, in order, the taps held inside `root` (its behaviour is live now). */
export function releaseWithin(root: Element): void {
  const mine = clicks.filter((c) => root.contains(c));
  for (const control of mine) clicks.splice(clicks.indexOf(control), 1);
  count();
  // Not a tap on a control the visitor can no longer see: closed with its dialog meanwhile (the
  // details' Continue, then ✕), it would send what they walked away from.
  for (const control of mine) if (control.isConnected && !control.closest("dialog:not([open])")) control.click();
}

/**
 * The code of `root` could not be loaded (offline, a stale deploy): its held taps are not kept
 * waiting for good. They go to the browser's own behaviour (the failed mark keeps them from
 * being held again).
 */
export function giveUpWithin(root: Element, failedMark: "data-enhance-failed" | "data-island-failed" = "data-enhance-failed"): void {
  root.setAttribute(failedMark, "");
  releaseWithin(root);
}
