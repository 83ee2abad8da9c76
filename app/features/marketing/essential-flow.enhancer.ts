import { cleanUp, listen } from "#app/lib/dom.ts";
import { REDUCED_MOTION_QUERY } from "#app/lib/media.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";
import { flowState } from "./flow-state.ts";

/** The Essential Flow's scroll-driven marker (build pages), on sight: `data-enhance="essential-flow"` on its section (./essential-flow.tsx). */
export default defineEnhancer({ name: "essential-flow", trigger: "sight" }, enhanceFlow);

/**
 * Marks the current step of an Essential Flow section ([data-flow]) from the scroll position
 * (step = floor(progress × 6), capped at the last; progress is how much of the list of steps
 * has passed the reading line, ./flow-state.ts). All steps stay drawn; the mark is a ring and
 * the bar's fill. Does nothing under prefers-reduced-motion, and follows that setting if it
 * changes.
 */
function enhanceFlow(section: HTMLElement): () => void {
  const list = section.querySelector<HTMLElement>("[data-flow-steps]");
  const steps = list ? [...list.querySelectorAll<HTMLElement>(":scope > li")] : [];
  const counter = section.querySelector("[data-flow-counter]");
  const label = section.dataset.flowLabel ?? "";
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  let frame = 0;
  let shown = -1;
  let marking = false;
  let stopListening: (() => void) | null = null;

  const show = (index: number, live: boolean) => {
    shown = index;
    marking = live;
    section.dataset.flowStep = String(index);
    steps.forEach((li, i) => {
      li.dataset.current = String(live && i === index);
      if (live && i === index) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    });
    if (counter) counter.textContent = `${label} ${index + 1} / ${steps.length}`;
  };
  const update = () => {
    frame = 0;
    const r = (list ?? section).getBoundingClientRect();
    const s = flowState(r.top, r.height, window.innerHeight, steps.length);
    section.style.setProperty("--flow-progress", String(s.progress));
    section.dataset.flowActive = String(s.active);
    // A step is marked only while the steps are in view (SPEC §4: the flow is active only then).
    if (s.index !== shown || s.active !== marking) show(s.index, s.active);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const start = () => {
    if (stopListening) return;
    update();
    stopListening = cleanUp([listen(window, "scroll", schedule, { passive: true }), listen(window, "resize", schedule)]);
  };
  const stop = () => {
    if (!stopListening) return;
    stopListening();
    stopListening = null;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    section.dataset.flowActive = "false";
    section.style.removeProperty("--flow-progress");
    show(0, false);
  };
  const sync = () => (reduced.matches ? stop() : start());
  sync();
  return cleanUp([stop, listen(reduced, "change", sync)]);
}
