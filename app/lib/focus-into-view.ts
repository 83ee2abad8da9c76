import { REDUCED_MOTION_QUERY } from "./media.ts";

/**
 * Moves focus to an element that has just replaced what the visitor was using (a thank-you
 * panel in place of the form they sent), so a screen reader reads it, and scrolls it to the top
 * of the view unless it is in view already. The element's own `scroll-margin-top` keeps it
 * clear of the fixed navigation bar, both to decide whether it is in view and to place it.
 * Smooth, unless the visitor asked for reduced motion. The element needs `tabIndex={-1}`.
 */
export function focusIntoView(el: HTMLElement) {
  el.focus({ preventScroll: true });
  const { top, bottom } = el.getBoundingClientRect();
  const clearance = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (top >= clearance && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
  el.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
}
