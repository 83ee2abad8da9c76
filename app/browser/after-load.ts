import { SECTION_LAYOUT_ACTIVITY_PAUSE_MS } from "#app/config/timings.ts";
import { nextIdle, whenLoaded } from "./triggers.ts";

/**
 * After the load, in the browser's idle moments: first lays out the sections the first layout
 * skipped (`content-visibility` on [data-section], app/app.css), one per idle moment, so the
 * page is laid out in small tasks instead of one long one, and none while the visitor scrolls,
 * touches or types. Each is laid out once, so the browser
 * remembers its true size (`contain-intrinsic-size: auto`), and then handed back to
 * `content-visibility: auto` (`data-sized`): off screen it is skipped again, so a change that
 * restyles the whole page (a modal dialog opening makes everything else inert) costs only what is
 * on screen: half of the drawer's first opening at 4× CPU. Then it prefetches the chunks of the
 * enhancers that attach on sight (a few per idle moment: each request costs the main thread about
 * a millisecond), so coming into sight costs no network round trip. Prefetched chunks are only downloaded
 * into the HTTP cache, not parsed or run.
 */
const PREFETCH_BUDGET_MS = 3;

/*
 * A section's first layout is one task of 10-80 ms on a phone (4× CPU), and a tap that lands
 * during it waits for its end. So the layouts wait while the visitor is at the page: until
 * SECTION_LAYOUT_ACTIVITY_PAUSE_MS after their last scroll, touch or key. A section they scroll
 * to is laid out by the browser then, as content-visibility does without us.
 */
let lastActivity = Number.NEGATIVE_INFINITY;
const noteActivity = () => {
  lastActivity = performance.now();
};

const queue: string[] = [];
let sections: Element[] | null = null;
let running = false;

function work(deadline?: IdleDeadline) {
  sections ??= [...document.querySelectorAll("[data-section]:not([data-rendered], [data-sized])")];
  const pause = lastActivity + SECTION_LAYOUT_ACTIVITY_PAUSE_MS - performance.now();
  if (sections.length && pause <= 0) {
    const section = sections.shift()!;
    // Already drawn (in view or near it): its size is known. Toggling it to `visible` and back
    // would move what it holds (a layout shift: CLS 0.07-0.13 on a tablet's or a desktop's
    // first screen, 2026-11-26).
    if (section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) !== false) section.setAttribute("data-sized", "");
    else {
      // Laid out in the next frame, by itself: one section per idle moment.
      section.setAttribute("data-rendered", "");
      // After that frame its size is remembered: skipped again while off screen.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          section.setAttribute("data-sized", "");
          section.removeAttribute("data-rendered");
        }),
      );
    }
  } else if (queue.length) {
    // Prefetches are a millisecond each: they go on while the layouts wait.
    const until = performance.now() + PREFETCH_BUDGET_MS;
    do {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = queue.shift()!;
      document.head.append(link);
    } while (queue.length && performance.now() < until && (deadline?.timeRemaining() ?? 0) > 1);
  }
  if (queue.length || (sections.length && pause <= 0)) nextIdle(work);
  else if (sections.length) setTimeout(() => nextIdle(work), pause);
  else running = false;
}

function run() {
  if (running) return;
  running = true;
  void whenLoaded().then(() => nextIdle(work));
}

export function installAfterLoad(): void {
  for (const type of ["scroll", "pointerdown", "keydown"]) addEventListener(type, noteActivity, { capture: true, passive: true });
  run();
}

/** Chunks to fetch into the cache once the sections are laid out. */
export function prefetch(hrefs: readonly string[]): void {
  queue.push(...hrefs.filter((h) => !queue.includes(h)));
  run();
}
