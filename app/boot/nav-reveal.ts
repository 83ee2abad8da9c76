import { NAV_REVEAL_SCROLL_PX } from "#app/config/constants.ts";
import { whenPainted } from "./triggers";

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
  // A page that opens scrolled (a #fragment, a restored position) is scrolled by the browser, which
  // fires "scroll". The first reading waits for the first paint: scrollY needs an up-to-date
  // layout, and asked for while the page is parsed it forced the first layout into the parser's
  // task (~17 ms, one long task with it on a phone).
  void whenPainted().then(reveal);
}
