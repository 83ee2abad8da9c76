import { createContext, useContext, useEffect, useId, type ComponentType, type ReactNode } from "react";
import type { ToastLayer } from "#app/ui/toast.ts";

/**
 * Islands (README.md beside this file): the parts of a public page that need React in the
 * browser. The page is rendered by React on the server and never hydrated as a whole; an island
 * is hydrated on its own when the visitor reaches for it.
 */

/**
 * What an island's props may be: what survives JSON (they travel in the page's HTML, in
 * `data-island-props`). A function, a Date, a Map or a class instance does not compile.
 */
export type Serializable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? readonly Serializable<U>[]
      : T extends object
        ? { [K in keyof T]: Serializable<T[K]> }
        : never;

/** An island as the page uses it (a component), and what the browser hydrates (`Component`). */
export interface Island<P> {
  (props: P): ReactNode;
  /** The name in `data-island`: the file's name without `.island.tsx` (checked by the build). */
  readonly islandName: string;
  readonly Component: ComponentType<P>;
  /** The toast layer, when the island's first answer to input is a toast (`wakesWithToasts`). */
  readonly toastLayer?: ToastLayer;
}

/** Renders an island's own HTML, in its own id space (app/entry.server.tsx, on public pages). */
export type RenderIsland = (node: ReactNode, identifierPrefix: string) => string;
const RenderIslandContext = createContext<RenderIsland | null>(null);
export const IslandRendererProvider = RenderIslandContext.Provider;

/**
 * The root of an island, in the server's render and in the browser's (the same tree on both
 * sides, so React's ids match): tells the browser runtime when the island is live.
 */
export function IslandRoot({ children, onAwake }: { children: ReactNode; onAwake?: () => void }) {
  useEffect(() => onAwake?.(), [onAwake]);
  return children;
}

/**
 * Declares an island: `export default defineIsland("contact-form", ContactForm)` in
 * `contact-form.island.tsx`. The result is the component pages render. On a public page it
 * renders `<div data-island="contact-form" data-island-props="{…}">` around the component's
 * server HTML, rendered apart (its own React root, as in the browser); where the whole app is
 * hydrated (the admin area) it is the component itself.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  // Checked here rather than as P's constraint (which would be circular): props that do not survive JSON do not compile.
  ..._propsMustBeJson: P extends Serializable<P> ? [] : [error: "an island's props must be JSON: no functions, dates or class instances"]
): Island<P> {
  function IslandOnPage(props: P) {
    const render = useContext(RenderIslandContext);
    const id = useId();
    if (!render) return <Component {...props} />;
    const prefix = `${name}${id}`;
    const html = render(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      prefix,
    );
    return <div className="contents" data-island={name} data-island-id={prefix} data-island-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  IslandOnPage.displayName = `Island(${name})`;
  return Object.assign(IslandOnPage, { islandName: name, Component });
}

/**
 * An island whose own check answers with a toast (the newsletter sign-up's 'Missing Information',
 * SPEC §4): the toast layer travels in its wake's chunks and is mounted as it wakes. Every other
 * island's layer is asked for once it is live (app/islands/wake.tsx), off the wake's path:
 * `export default wakesWithToasts(defineIsland("name", Component), toastLayer)`, with
 * `import * as toastLayer from "#app/ui/sonner-toasters.tsx"`.
 */
export function wakesWithToasts<P>(island: Island<P>, layer: ToastLayer): Island<P> {
  return Object.assign(island, { toastLayer: layer });
}
