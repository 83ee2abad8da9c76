import { LEAVE_GRACE_MS } from "#app/config/timings.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * SPEC's 'Work With Me' (./work-with-me-menu.tsx): opens on mouse enter and closes on mouse
 * leave. The panel is a popover opened by its button (`popovertarget`), so a tap or a key toggles
 * it natively, and Escape or a tap outside closes it, from the first paint; this adds the mouse
 * part, and closes the panel when keyboard focus leaves the menu. Touch and pen never open it by
 * "hover": on a touch tablet the tap alone toggles it (a synthetic hover followed by the tap's
 * toggle would open and at once close it). Loaded as soon as the first frame is painted.
 */
/** A mouse click this soon after the hover opened the panel keeps it open instead of toggling it shut. */
const CLICK_AFTER_HOVER_MS = 1000;

export default defineEnhancer({ name: "hover-menu", trigger: "now", compiledOnLoad: true }, (menu) => {
  const id = menu.querySelector("[popovertarget]")?.getAttribute("popovertarget");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) return () => {};
  const isOpen = () => panel.matches(":popover-open");
  let openedByHoverAt = 0;
  let leaveTimer = 0;
  const within = (node: EventTarget | null) => node instanceof Node && menu.contains(node);
  return cleanUp([
    listen(menu, "pointerover", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(leaveTimer);
      if (!isOpen()) {
        panel.showPopover();
        openedByHoverAt = performance.now();
      }
    }),
    listen(menu, "pointerout", (event) => {
      if (event.pointerType !== "mouse" || within(event.relatedTarget)) return;
      clearTimeout(leaveTimer);
      leaveTimer = window.setTimeout(() => isOpen() && panel.hidePopover(), LEAVE_GRACE_MS);
    }),
    // The mouse click that follows the hover must not toggle the panel shut.
    listen(
      menu,
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("[popovertarget]") : null;
        if (!button || (event as PointerEvent).pointerType !== "mouse") return;
        if (performance.now() - openedByHoverAt < CLICK_AFTER_HOVER_MS) event.preventDefault();
      },
      { capture: true },
    ),
    // Focus moved out of the menu (not into nothing, as when the page loses focus).
    listen(menu, "focusout", (event) => {
      if (!within(event.relatedTarget) && isOpen() && event.relatedTarget) panel.hidePopover();
    }),
    () => clearTimeout(leaveTimer),
  ]);
});
