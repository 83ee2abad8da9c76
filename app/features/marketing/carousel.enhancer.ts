import { cleanUp, listen } from "#app/lib/dom.ts";
import { REDUCED_MOTION_QUERY } from "#app/lib/media.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";
import { createCarouselEngine, wrapIndex } from "#app/ui/carousel.ts";

/**
 * The testimonial carousel (home), on sight: `data-enhance="carousel"` on its [data-carousel]
 * region (./testimonial-carousel.tsx). The engine, a primitive, is app/ui/carousel.ts.
 */
export default defineEnhancer({ name: "carousel", trigger: "sight" }, bindCarousel);

/**
 * Binds the carousel engine to server-rendered carousel markup (WAI-ARIA carousel pattern):
 *   [data-carousel]            the region; pointer over it pauses, keyboard focus in it pauses
 *   [data-carousel-live]       the slides' container, aria-live polite unless rotating
 *   [data-slide]               each slide; data-active shows one (CSS), data-offset (its distance
 *                              after the current one) shows the next ones on wide screens, where
 *                              aria-hidden keeps them out of what is announced and read
 *   [data-carousel-prev|next]  buttons;  [data-carousel-dot] one button per slide
 *   [data-carousel-toggle]     stop/start button (data-label-stop, data-label-start)
 */
function bindCarousel(el: HTMLElement): () => void {
  const slides = [...el.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...el.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const live = el.querySelector<HTMLElement>("[data-carousel-live]");
  const toggle = el.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);

  const engine = createCarouselEngine({
    count: slides.length,
    reducedMotion: reduced.matches,
    onChange: (s, rotating) => {
      el.dataset.index = String(s.index);
      el.dataset.rotating = String(rotating);
      slides.forEach((slide, i) => {
        slide.dataset.active = String(i === s.index);
        // Distance after the current slide: wide screens also show the next one or two (CSS).
        slide.dataset.offset = String(wrapIndex(i - s.index, slides.length));
        // Only the current slide is in the accessibility tree: on wide screens the next ones show
        // too, and the live region would otherwise announce whichever came into view (the far
        // one) instead of the slide just chosen. On a phone the others are hidden anyway.
        if (i === s.index) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      });
      dots.forEach((dot, i) => (i === s.index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
      live?.setAttribute("aria-live", rotating ? "off" : "polite");
      if (toggle) {
        // Hidden with the focus on it (reduced motion turned on meanwhile): the focus goes to Previous, not to the page.
        if (reduced.matches && document.activeElement === toggle) el.querySelector<HTMLElement>("[data-carousel-prev]")?.focus();
        toggle.hidden = reduced.matches;
        toggle.dataset.stopped = String(s.stopped);
        toggle.setAttribute("aria-label", (s.stopped ? toggle.dataset.labelStart : toggle.dataset.labelStop) ?? "");
      }
    },
  });

  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest("button");
    if (!button || !el.contains(button)) return;
    if (button.hasAttribute("data-carousel-prev")) engine.dispatch({ type: "prev" });
    else if (button.hasAttribute("data-carousel-next")) engine.dispatch({ type: "next" });
    else if (button.hasAttribute("data-carousel-toggle")) engine.dispatch({ type: "toggleStopped" });
    else if (button.hasAttribute("data-carousel-dot")) engine.dispatch({ type: "goTo", index: dots.indexOf(button) });
  };
  const onEnter = () => engine.dispatch({ type: "hover", on: true });
  const onLeave = () => engine.dispatch({ type: "hover", on: false });
  // Keyboard focus pauses; a mouse click on a control is a manual action with its own hold.
  const onFocusIn = (e: FocusEvent) => {
    if ((e.target as Element).matches(":focus-visible")) engine.dispatch({ type: "focus", on: true });
  };
  const onFocusOut = (e: FocusEvent) => {
    if (!el.contains(e.relatedTarget as Node | null)) engine.dispatch({ type: "focus", on: false });
  };
  const onMotion = () => engine.setReducedMotion(reduced.matches);

  return cleanUp([
    () => engine.destroy(),
    listen(el, "click", onClick),
    listen(el, "mouseenter", onEnter),
    listen(el, "mouseleave", onLeave),
    listen(el, "focusin", onFocusIn),
    listen(el, "focusout", onFocusOut),
    listen(reduced, "change", onMotion),
  ]);
}
