import { afterNextFrame } from "#app/lib/tasks.ts";

/** The moments the boot runtime can run work at without any input (app/boot/api.ts). */

/** An idle callback waits at most this long once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** If the first paint is never reported (a page with nothing contentful), work waits no longer than this after the parse. */
const PAINT_FALLBACK_MS = 3000;

/**
 * Resolves once the page's first contentful frame has been presented. Until then the bytes that
 * frame needs (the document, stylesheet, font, hero image) are still arriving, and on a slow link
 * every other request shares their bandwidth: enhancer chunks and prefetches wait for it (in
 * Lighthouse's model, a chunk asked for before the first paint counted towards it and the LCP,
 * ~0.15 s on slow 4G).
 */
const painted = new Promise<void>((resolve) => {
  const fallback = () => setTimeout(resolve, PAINT_FALLBACK_MS);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fallback, { once: true });
  else fallback();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // No paint timing: the frame after the first rendering opportunity.
    afterNextFrame(resolve);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: "paint", buffered: true });
});

/** The load event, once the first paint is also done (the load can come first when everything is cached). */
const loaded = Promise.all([
  painted,
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  }),
]).then(() => undefined);

export const whenPainted = () => painted;
export const whenLoaded = () => loaded;

export function now(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => run(), { once: true });
  else run();
}

/** One idle moment, without waiting for the load event (for work that is already after it). */
export function nextIdle(run: (deadline?: IdleDeadline) => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback((d) => run(d), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => run(), 50);
}

export function idle(run: () => void): void {
  void loaded.then(() => nextIdle(() => run()));
}

/** When the load event came (its end is 0 while its handlers run: then it is now). */
const loadedAt = () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now();

/** `delayMs` after the load event itself, also when asked later (an enhancer attached at the load). */
export function afterLoad(delayMs: number, run: () => void): void {
  void loaded.then(() => setTimeout(run, Math.max(0, loadedAt() + delayMs - performance.now())));
}

export function sight(element: Element, run: () => void, margin = "400px 0px"): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
