import type { Trigger } from "./api.ts";

/**
 * An enhancer's name: its file's, `<name>.enhancer.ts`. The build fails when markup asks for one
 * that no file declares (tools/enhancer-registry.ts, `checkEnhanceCalls`).
 */
export type EnhancerName = string;

/**
 * Behaviour for server-rendered markup that does not need React: an element says which with
 * `data-enhance="name"` (see `enhance()`), and the browser runtime loads the enhancer's small chunk
 * when its trigger fires, then calls it with the element. Elements React adds later (a
 * client-side navigation) are found too, and an enhancer's cleanup runs when its element leaves
 * the page.
 *
 * An enhancer lives beside its feature as `<name>.enhancer.ts` and declares itself with
 * `defineEnhancer` (app/islands/README.md, 'Enhancers'). Each is built into its own chunk
 * (tools/runtime-bundle.ts); the build finds them by a glob and writes the runtime's table of
 * names, triggers and URLs from their declarations (tools/enhancer-registry.ts).
 */

/** An enhancer: brings `element` to life, returns its cleanup. */
export type Enhancer = (element: HTMLElement) => () => void;

/** What an enhancer says about itself (read from its source by tools/enhancer-registry.ts). */
export interface EnhancerDeclaration {
  /** The name in `data-enhance`: the file's name without `.enhancer.ts` (checked by the build). */
  readonly name: string;
  /** When the runtime loads and attaches it (app/browser/api.ts). */
  readonly trigger: Trigger;
  /**
   * Every function of its chunk compiled as the chunk loads, not at its first call (V8's explicit
   * compile hint, `//# allFunctionsCalledOnLoad`, added by tools/runtime-bundle.ts): for an
   * enhancer that must answer an input within a frame (decision 063).
   */
  readonly compiledOnLoad?: boolean;
}

/**
 * Declares an enhancer: `export default defineEnhancer({ name: "toc", trigger: "now" }, (element) => cleanup)`
 * in `toc.enhancer.ts`. The declaration must be a literal (the build reads it from the source,
 * without running it); in the browser the result is the enhancer itself.
 */
export const defineEnhancer = (_declaration: EnhancerDeclaration, enhancer: Enhancer): Enhancer => enhancer;

/** The attribute that asks for an enhancer: a misspelt name fails the build (`checkEnhanceCalls`). */
export const enhance = (...names: EnhancerName[]) => ({ "data-enhance": names.join(" ") });
