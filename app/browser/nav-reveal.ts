import { NAV_REVEAL_SCROLL_PX } from "#app/config/layout.ts";
import { afterNextFrame } from "#app/lib/tasks.ts";
import { whenPainted } from "./triggers.ts";

/**
 * The navigation bar shows once the page is scrolled past SPEC's threshold (`data-shown` on the
 * element marked `data-nav-reveal`; app/styles/chrome.css hides it otherwise, and while a modal dialog is
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
  // fires "scroll". The first reading waits for the first paint and then for the frame after it:
  // scrollY needs an up-to-date layout. Asked for while the page is parsed it forced the first
  // layout into the parser's task (~17 ms, one long task with it on a phone); asked for as soon as
  // the first paint was reported, the parser had often added the rest of the page since, and the
  // reading forced that whole style and layout into the DOMContentLoaded task (a 4x CPU trace:
  // 190 of its 490 ms). After the next frame the layout is clean and the reading costs nothing.
  void whenPainted().then(() => afterNextFrame(reveal));
}
