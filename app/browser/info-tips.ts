import { TOOLTIP_OPEN_DELAY_MS } from "#app/config/timings.ts";
import { HOVER_TOOLTIP_QUERY } from "#app/lib/media.ts";
import { LEAVE_GRACE_MS } from "./hover-menus.ts";

/**
 * Info tips (app/ui/info-tip.tsx): a button that toggles its explanation, a popover
 * (`popovertarget`), so a tap or a key works natively and Escape or a tap outside closes it.
 * This adds the tooltip part from 768 px on a device that can hover (SPEC: after 300 ms of
 * hover, or at once on keyboard focus), keeps the tip open while the pointer is over it (WCAG
 * 1.4.13), and places the tip next to its button inside the viewport. Delegated from the
 * document, so the first hover on a freshly loaded page works.
 */
const EDGE_PX = 12;
const GAP_PX = 6;

const hoverable = () => matchMedia(HOVER_TOOLTIP_QUERY).matches;
const tipRoot = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("[data-info-tip]") : null);
const partsOf = (root: HTMLElement) => {
  const button = root.querySelector<HTMLElement>("[popovertarget]:not([popovertargetaction=hide])");
  const tip = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  return button && tip ? { button, tip } : null;
};

/** Above the button when there is room, else below; centred on it, kept inside the viewport. */
function place(button: HTMLElement, tip: HTMLElement) {
  const b = button.getBoundingClientRect();
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const top = b.top - height - GAP_PX >= EDGE_PX ? b.top - height - GAP_PX : b.bottom + GAP_PX;
  const left = Math.min(Math.max(b.left + b.width / 2 - width / 2, EDGE_PX), innerWidth - width - EDGE_PX);
  tip.style.top = `${Math.round(top)}px`;
  tip.style.left = `${Math.round(Math.max(left, EDGE_PX))}px`;
  // app.css keeps an open tip invisible until it is placed (no frame at the browser's default spot).
  tip.dataset.placed = "";
}

/** A tooltip (hover, focus) only describes; opened by a tap it is a small dialog with a Close button. */
function setMode(tip: HTMLElement, mode: "tooltip" | "dialog") {
  tip.dataset.mode = mode;
  tip.setAttribute("role", mode);
}

/** Set while show() opens a tip: any other opening is the button's own (a tap, Enter), a dialog. */
let hovering = false;

function show(root: HTMLElement) {
  const parts = partsOf(root);
  if (!parts || parts.tip.matches(":popover-open")) return;
  setMode(parts.tip, "tooltip");
  hovering = true;
  try {
    parts.tip.showPopover();
  } finally {
    hovering = false;
  }
  place(parts.button, parts.tip);
}

function hide(root: HTMLElement) {
  const parts = partsOf(root);
  if (parts?.tip.matches(":popover-open")) parts.tip.hidePopover();
}

export function installInfoTips(): void {
  let timer = 0;
  let leaving = 0;
  let hovered: HTMLElement | null = null;
  // A tip being closed (Escape, Close): the focus it gives back to its button must not open it
  // again (the browser refuses a show during the hide, and the visitor asked for it gone).
  let closing: Element | null = null;
  document.addEventListener("pointerover", (event) => {
    const root = tipRoot(event.target);
    if (!root || event.pointerType !== "mouse" || !hoverable()) return;
    // Back over the tip or its button within the grace (the gap between them crossed): stays.
    clearTimeout(leaving);
    if (root === hovered) return;
    if (hovered) hide(hovered);
    hovered = root;
    clearTimeout(timer);
    timer = window.setTimeout(() => show(root), TOOLTIP_OPEN_DELAY_MS);
  });
  document.addEventListener("pointerout", (event) => {
    const root = tipRoot(event.target);
    if (!root || root !== hovered || (event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) return;
    const parts = partsOf(root);
    if (!parts?.tip.matches(":popover-open")) {
      // Left before it opened: it will not open after the pointer has gone.
      clearTimeout(timer);
      hovered = null;
      return;
    }
    // Open: not closed at once, as the pointer on its way from the button to the tip crosses the gap between them (WCAG 1.4.13).
    leaving = window.setTimeout(() => {
      clearTimeout(timer);
      hovered = null;
      hide(root);
    }, LEAVE_GRACE_MS);
  });
  document.addEventListener(
    "beforetoggle",
    (event) => {
      const tip = event.target as HTMLElement;
      // Decided as it opens, not in "toggle": that event is merged when a tip closes and opens
      // again in one moment (Enter twice), and the tooltip's mode would stay on the dialog.
      if ((event as ToggleEvent).newState === "open") {
        if (!hovering && tipRoot(tip)) setMode(tip, "dialog");
        return;
      }
      closing = tipRoot(tip);
      setTimeout(() => (closing = null));
    },
    true,
  );
  document.addEventListener("focusin", (event) => {
    const root = tipRoot(event.target);
    if (root && root !== closing && hoverable() && event.target instanceof Element && event.target.matches(":focus-visible")) show(root);
  });
  document.addEventListener("focusout", (event) => {
    const root = tipRoot(event.target);
    if (root && !(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) hide(root);
  });
  // Opened by a tap (the browser's own toggle): place it now; closed: forget the place.
  document.addEventListener(
    "toggle",
    (event) => {
      const tip = event.target;
      if (!(tip instanceof HTMLElement)) return;
      const root = tipRoot(tip);
      const parts = root && partsOf(root);
      if (parts?.tip !== tip) return;
      if ((event as ToggleEvent).newState === "open") {
        place(parts.button, tip);
      } else {
        delete tip.dataset.placed;
        delete tip.dataset.mode;
        tip.setAttribute("role", "tooltip");
      }
    },
    true,
  );
}
