import { NAV_REVEAL_SCROLL_PX } from "~/config/constants";

/**
 * The navigation bar shows once the page is scrolled past SPEC's threshold (`data-shown` on the
 * element marked `data-nav-reveal`; app/app.css hides it otherwise, and while a modal dialog is
 * open). Owned here, not by React, so it works from the first scroll.
 */
export function installNavReveal(): void {
  let frame = 0;
  const reveal = () => {
    frame = 0;
    for (const nav of document.querySelectorAll("[data-nav-reveal]")) nav.setAttribute("data-shown", String(scrollY > NAV_REVEAL_SCROLL_PX));
  };
  addEventListener(
    "scroll",
    () => {
      frame ||= requestAnimationFrame(reveal);
    },
    { passive: true },
  );
  reveal();
}
