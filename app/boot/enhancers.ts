import type { Trigger } from "#app/browser/api.ts";

/**
 * Behaviour for server-rendered markup that does not need React: an element says which with
 * `data-enhance="name"` (see `enhance()`), and the browser runtime loads the enhancer's small chunk
 * (app/boot/enhancers/{name}.ts, built apart from the app: tools/runtime-bundle.ts) when its trigger
 * fires, then calls it with the element. Elements React adds later (a client-side navigation)
 * are found too, and an enhancer's cleanup runs when its element leaves the page.
 */
export const enhancerTriggers = {
  /** The testimonial carousel (home). */
  carousel: "sight",
  /** The scroll-driven Essential Flow (build pages). */
  "essential-flow": "sight",
  /** Drag-to-close for the bottom drawer of small screens. */
  "drawer-drag": "idle",
  /**
   * The cookie banner and preferences (every page): at the load, so its request does not compete
   * with the page's own (it delayed the first paint of every page by ~0.2 s in Lighthouse's
   * model), and still well before the banner shows, 1 s after the load.
   */
  consent: "load",
  /** The scheduler embeds (chat page, strategy prep; DECISIONS 9). */
  scheduler: "sight",
  /** /insights-full's search and categories: at once, so the first keystroke filters. */
  "insights-filter": "now",
  /** An insight's table of contents (its active section). */
  toc: "now",
  /** An insight's share dialog (pop-ups, copy link). */
  share: "idle",
  /** /success while the server asks Stripe about the order: looks again until the answer came. */
  "order-status": "now",
} as const satisfies Record<string, Trigger>;

export type EnhancerName = keyof typeof enhancerTriggers;

/**
 * Enhancers whose every function is compiled when the chunk loads, not at its first call (V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad`, added by tools/runtime-bundle.ts): those
 * that must answer an input within a frame. The insights filter's first keystrokes compiled
 * 6–9 ms of its code at 4× CPU; compiled with the chunk, after the page's first paint, ~2.
 */
export const compiledOnLoad: readonly EnhancerName[] = ["insights-filter"];

/** An enhancer module's default export: brings `element` to life, returns its cleanup. */
export type Enhancer = (element: HTMLElement) => () => void;

/** The attribute that asks for an enhancer, typed so a misspelt name does not compile. */
export const enhance = (...names: EnhancerName[]) => ({ "data-enhance": names.join(" ") });
