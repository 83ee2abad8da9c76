import { LEAVE_GRACE_MS, TOOLTIP_OPEN_DELAY_MS } from "#app/config/timings.ts";
import { HOVER_TOOLTIP_QUERY } from "#app/lib/media.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * Info tips (./info-tip.tsx): a button that toggles its explanation, a popover
 * (`popovertarget`), so a tap or a key opens it natively and Escape or a tap outside closes it.
 * This adds the tooltip part from 768 px on a device that can hover (SPEC: after 300 ms of
 * hover, or at once on keyboard focus), keeps the tip open while the pointer is over it (WCAG
 * 1.4.13), and places the tip next to its button inside the viewport. Loaded as soon as the
 * first frame is painted; a tip a tap opened before that (kept invisible by the stylesheet until
 * placed) is placed as it arrives.
 */
const EDGE_PX = 12;
const GAP_PX = 6;

/** Above the button when there is room, else below; centred on it, kept inside the viewport. */
function place(button: HTMLElement, tip: HTMLElement) {
  const b = button.getBoundingClientRect();
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const top = b.top - height - GAP_PX >= EDGE_PX ? b.top - height - GAP_PX : b.bottom + GAP_PX;
  const left = Math.min(Math.max(b.left + b.width / 2 - width / 2, EDGE_PX), innerWidth - width - EDGE_PX);
  tip.style.top = `${Math.round(top)}px`;
  tip.style.left = `${Math.round(Math.max(left, EDGE_PX))}px`;
  // The stylesheet keeps an open tip invisible until it is placed (no frame at the browser's default spot).
  tip.dataset.placed = "";
}

/** A tooltip (hover, focus) only describes; opened by a tap it is a small dialog with a Close button. */
function setMode(tip: HTMLElement, mode: "tooltip" | "dialog") {
  tip.dataset.mode = mode;
  tip.setAttribute("role", mode);
}

export default defineEnhancer({ name: "info-tip", trigger: "now", compiledOnLoad: true }, (root) => {
  const button = root.querySelector<HTMLElement>("[popovertarget]:not([popovertargetaction=hide])");
  const tip = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  if (!button || !tip) return () => {};
  const hoverable = () => matchMedia(HOVER_TOOLTIP_QUERY).matches;
  const isOpen = () => tip.matches(":popover-open");
  const within = (node: EventTarget | null) => node instanceof Node && root.contains(node);
  let timer = 0;
  let leaving = 0;
  let hovered = false;
  /** Set while show() opens the tip: any other opening is the button's own (a tap, Enter), a dialog. */
  let showing = false;
  // Being closed (Escape, Close): the focus it gives back to its button must not open it again
  // (the browser refuses a show during the hide, and the visitor asked for it gone).
  let closing = false;

  const show = () => {
    if (isOpen()) return;
    setMode(tip, "tooltip");
    showing = true;
    try {
      tip.showPopover();
    } finally {
      showing = false;
    }
    place(button, tip);
  };
  /** Set while hide() closes the tip (the pointer or the focus gone): no focus comes back from that. */
  let hiding = false;
  const hide = () => {
    if (!isOpen()) return;
    hiding = true;
    try {
      tip.hidePopover();
    } finally {
      hiding = false;
    }
  };

  // Tapped open before this arrived: shown where it belongs, as the small dialog a tap opens.
  if (isOpen() && tip.dataset.placed === undefined) {
    setMode(tip, "dialog");
    place(button, tip);
  }

  return cleanUp([
    listen(root, "pointerover", (event) => {
      if (event.pointerType !== "mouse" || !hoverable()) return;
      // Back over the tip or its button within the grace (the gap between them crossed): stays.
      clearTimeout(leaving);
      if (hovered) return;
      hovered = true;
      clearTimeout(timer);
      timer = window.setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    }),
    listen(root, "pointerout", (event) => {
      if (!hovered || within(event.relatedTarget)) return;
      if (!isOpen()) {
        // Left before it opened: it will not open after the pointer has gone.
        clearTimeout(timer);
        hovered = false;
        return;
      }
      // Open: not closed at once, as the pointer on its way from the button to the tip crosses the gap between them (WCAG 1.4.13).
      leaving = window.setTimeout(() => {
        clearTimeout(timer);
        hovered = false;
        hide();
      }, LEAVE_GRACE_MS);
    }),
    listen(
      root,
      "beforetoggle",
      (event) => {
        if (event.target !== tip) return;
        // Decided as it opens, not in "toggle": that event is merged when a tip closes and opens
        // again in one moment (Enter twice), and the tooltip's mode would stay on the dialog.
        if (event.newState === "open") {
          if (!showing) setMode(tip, "dialog");
          return;
        }
        // Only a close the visitor asked for (Escape, Close, a tap outside) gives the focus back.
        // Ours, on focusout, must not block the focus that comes back a moment later (Shift+Tab):
        // input runs before timers on a busy page, so the reset below could come after it.
        if (hiding) return;
        closing = true;
        setTimeout(() => (closing = false));
      },
      { capture: true },
    ),
    listen(root, "focusin", (event) => {
      if (!closing && hoverable() && event.target instanceof Element && event.target.matches(":focus-visible")) show();
    }),
    listen(root, "focusout", (event) => {
      if (!within(event.relatedTarget)) hide();
    }),
    // Opened by a tap (the browser's own toggle): placed now; closed: its place forgotten.
    listen(
      root,
      "toggle",
      (event) => {
        if (event.target !== tip) return;
        if (event.newState === "open") {
          place(button, tip);
        } else {
          delete tip.dataset.placed;
          delete tip.dataset.mode;
          tip.setAttribute("role", "tooltip");
        }
      },
      { capture: true },
    ),
    () => {
      clearTimeout(timer);
      clearTimeout(leaving);
    },
  ]);
});
