/**
 * The browser runtime's API (docs/decisions/062-one-typed-browser-runtime.md). The runtime is inlined into every
 * page and runs while the page is parsed, before any island, so what must work without any input
 * hangs off it: on sight, in an idle moment, after the load, at once. Browser code only; the
 * runtime itself is app/browser/runtime.ts.
 */

/** When an enhancer (app/browser/enhancers.ts, `defineEnhancer`) is loaded and attached to its element. */
export type Trigger =
  /** As soon as the document is parsed and its first frame painted (an enhancer's chunk never competes with that frame's bytes). */
  | "now"
  /** At the load event: not competing with the page's own loading, yet before anything the visitor waits for after it. */
  | "load"
  /** In an idle moment after the page has loaded. */
  | "idle"
  /** When the element comes near the viewport. */
  | "sight";

export interface SiteRuntime {
  /** Runs `run` once the document is parsed (at once if it already is). */
  now(run: () => void): void;
  /** Runs `run` in an idle moment after the load event and the first paint (within a few seconds at the latest). */
  idle(run: () => void): void;
  /** Runs `run` `delayMs` after the load event (and not before the first paint), without any input (e.g. the cookie banner's 1 s). */
  afterLoad(delayMs: number, run: () => void): void;
  /** Runs `run` once `element` is within `margin` (a CSS length pair) of the viewport. Returns a cancel. */
  sight(element: Element, run: () => void, margin?: string): () => void;
  /**
   * Wakes the islands named `name` (app/islands/README.md): their chunk is loaded and they are
   * hydrated; resolves once they are live. They also wake at a focus or press inside them.
   */
  wakeIsland(name: string): Promise<void>;
}

declare global {
  interface Window {
    /** Set by the inline browser runtime on every page (absent only in unit tests). */
    siteRuntime?: SiteRuntime;
  }
}
