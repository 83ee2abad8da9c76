/** The moments the boot runtime can run work at without any input (app/boot/api.ts). */

/** An idle callback waits at most this long once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === "complete") resolve();
  else addEventListener("load", () => resolve(), { once: true });
});

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
