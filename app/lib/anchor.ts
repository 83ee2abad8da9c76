import { ANCHOR_RETRY_DELAYS_MS } from "#app/config/timings.ts";

/**
 * SPEC §2 'Anchor /#strategy-options': from any page other than home the link does a full
 * navigation to /home#strategy-options; on home it smooth-scrolls to the element, retrying
 * after 100 ms and again after 200 ms while the element is missing.
 */
export type AnchorAction = { kind: "scroll"; id: string } | { kind: "navigate"; url: string } | { kind: "none" };

export function anchorAction(currentPathname: string, href: string): AnchorAction {
  const match = /^\/(?:home)?#([A-Za-z][\w-]*)$/.exec(href);
  if (!match) return { kind: "none" };
  const id = match[1] as string;
  const onHome = currentPathname === "/" || currentPathname === "/home";
  return onHome ? { kind: "scroll", id } : { kind: "navigate", url: `/home#${id}` };
}

export interface ScrollEnv {
  find: (id: string) => { scrollIntoView: (opts: ScrollIntoViewOptions) => void } | null;
  wait: (ms: number, fn: () => void) => void;
  reducedMotion: boolean;
  /** Makes the page's layout final before measuring where to go. */
  beforeScroll?: () => void;
  /** Moves keyboard focus to where the page went (once its scroll has started). */
  focus?: (id: string) => void;
}

/** Scrolls to the element, trying again after each delay while it is missing. Returns whether it was found at once. */
export function scrollToId(id: string, env: ScrollEnv, delays: readonly number[] = ANCHOR_RETRY_DELAYS_MS): boolean {
  const behavior: ScrollBehavior = env.reducedMotion ? "auto" : "smooth";
  const attempt = (remaining: readonly number[]): boolean => {
    const el = env.find(id);
    if (el) {
      env.beforeScroll?.();
      el.scrollIntoView({ behavior, block: "start" });
      env.focus?.(id);
      return true;
    }
    const [next, ...rest] = remaining;
    if (next !== undefined) env.wait(next, () => void attempt(rest));
    return false;
  };
  return attempt(delays);
}

export function browserScrollEnv(): ScrollEnv {
  return {
    find: (id) => document.getElementById(id),
    wait: (ms, fn) => void window.setTimeout(fn, ms),
    reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    // Sections far from the viewport that were never laid out yet (content-visibility in
    // app.css) hold an estimated height; a smooth scroll aimed past them would land off target
    // as they render on the way. Laying them all out first (one layout, at the visitor's
    // request) fixes every position before the scroll starts. Once each was laid out
    // (data-sized), their remembered sizes are exact and nothing needs doing.
    beforeScroll: () => {
      if (document.querySelector("[data-section]:not([data-sized])")) document.documentElement.dataset.renderAll = "";
    },
    // The next Tab goes on from the section reached, not from the link far above it (which
    // would scroll the page back). A section takes focus only from here (tabindex -1, no ring:
    // app.css); preventScroll leaves the smooth scroll alone.
    focus: (id) => {
      const el = document.getElementById(id);
      if (!el) return;
      if (!el.hasAttribute("tabindex")) {
        el.setAttribute("tabindex", "-1");
        el.setAttribute("data-anchor-target", "");
      }
      el.focus({ preventScroll: true });
    },
  };
}

/**
 * Click handler for links to in-page anchors of home; leaves every other link alone. Used by the
 * browser runtime for every such link clicked (app/browser/anchors.ts).
 */
export function handleAnchorClick(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "preventDefault">, href: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const action = anchorAction(window.location.pathname, href);
  if (action.kind === "none") return;
  event.preventDefault();
  if (action.kind === "navigate") {
    window.location.assign(action.url);
  } else {
    if (window.location.hash !== `#${action.id}`) history.pushState(null, "", `#${action.id}`);
    scrollToId(action.id, browserScrollEnv());
  }
}
