/**
 * SPEC's 'Work With Me': opens on mouse enter and closes on mouse leave. The panel is a popover
 * opened by its button (`popovertarget`), so a tap or a key toggles it natively and Escape or a
 * tap outside closes it; this adds the mouse part for `[data-hover-menu]` wrappers, and closes
 * the panel when keyboard focus leaves the menu. Touch and pen never open it by "hover": on a
 * touch tablet the tap alone toggles it (a synthetic hover followed by the tap's toggle would
 * open and at once close it).
 */
/** The pointer may cross a gap (a menu's or a tip's, from its button) this long without closing it. */
export const LEAVE_GRACE_MS = 120;
/** A mouse click this soon after the hover opened the panel keeps it open instead of toggling it shut. */
const CLICK_AFTER_HOVER_MS = 1000;

const panelOf = (menu: Element) => {
  const id = menu.querySelector("[popovertarget]")?.getAttribute("popovertarget");
  return id ? document.getElementById(id) : null;
};
const isOpen = (panel: HTMLElement) => panel.matches(":popover-open");

let openedByHoverAt = 0;
let leaveTimer = 0;

function menuOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest("[data-hover-menu]") : null;
}

export function installHoverMenus(): void {
  document.addEventListener("pointerover", (event) => {
    const menu = menuOf(event);
    if (!menu || event.pointerType !== "mouse") return;
    clearTimeout(leaveTimer);
    const panel = panelOf(menu);
    if (panel && !isOpen(panel)) {
      panel.showPopover();
      openedByHoverAt = performance.now();
    }
  });
  document.addEventListener("pointerout", (event) => {
    const menu = menuOf(event);
    if (!menu || event.pointerType !== "mouse" || (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) return;
    const panel = panelOf(menu);
    clearTimeout(leaveTimer);
    leaveTimer = window.setTimeout(() => panel && isOpen(panel) && panel.hidePopover(), LEAVE_GRACE_MS);
  });
  // The mouse click that follows the hover must not toggle the panel shut.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("[data-hover-menu] [popovertarget]") : null;
      if (!button || (event as PointerEvent).pointerType !== "mouse") return;
      if (performance.now() - openedByHoverAt < CLICK_AFTER_HOVER_MS) event.preventDefault();
    },
    true,
  );
  document.addEventListener("focusout", (event) => {
    const menu = menuOf(event);
    if (!menu || (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) return;
    const panel = panelOf(menu);
    // Focus moved out of the menu (not into nothing, as when the page loses focus).
    if (panel && isOpen(panel) && event.relatedTarget) panel.hidePopover();
  });
}
