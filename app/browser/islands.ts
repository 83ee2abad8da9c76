import { giveUpWithin, installHeldInput, releaseWithin } from "./held-input.ts";
import { now } from "./triggers.ts";
import { preloadModules } from "./module-preload.ts";

/**
 * Wakes islands (app/islands/README.md): `[data-island]` elements whose React component is
 * hydrated on its own, from its own chunk, when the visitor reaches for it: a focus or a press
 * inside it (a field about to take focus starts it a little earlier than the focus itself), a
 * tap held for it (./held-input.ts), or a feature asking (`siteRuntime.wakeIsland(name)`, or the
 * `site:wake-island` event with the name as its detail). Once live it is marked
 * `data-island-awake` and the taps held for it are given back.
 */
/** Each island's chunks: its entry, then every chunk its wake needs (tools/runtime-bundle.ts). */
declare const __RUNTIME_ISLANDS__: Record<string, readonly string[]>;
// Named once: the build writes the table out wherever the placeholder stands, and it is inlined
// into every page.
const islandChunks = __RUNTIME_ISLANDS__;

const waking = new WeakMap<HTMLElement, Promise<void>>();

function wakeElement(element: HTMLElement): Promise<void> {
  let woken = waking.get(element);
  if (woken) return woken;
  const name = element.dataset.island ?? "";
  const [url, ...needed] = Object.hasOwn(islandChunks, name) ? islandChunks[name]! : [];
  if (url) preloadModules(needed);
  woken = (url ? (import(/* @vite-ignore */ url) as Promise<{ default: (el: HTMLElement) => Promise<void> }>) : Promise.reject(new Error(`no island "${name}"`)))
    .then((m) => m.default(element))
    .then(
      () => {
        element.setAttribute("data-island-awake", "");
        releaseWithin(element);
      },
      (error: unknown) => {
        // A later reach tries again; meanwhile the page works without it (forms post).
        waking.delete(element);
        giveUpWithin(element, "data-island-failed");
        setTimeout(() => {
          throw error;
        });
      },
    );
  waking.set(element, woken);
  return woken;
}

/** Wakes every island named `name` on the page (or `element` itself). */
export function wakeIsland(target: string | HTMLElement): Promise<void> {
  if (typeof target !== "string") return wakeElement(target);
  const elements = document.querySelectorAll<HTMLElement>(`[data-island="${CSS.escape(target)}"]`);
  return Promise.all([...elements].map(wakeElement)).then(() => undefined);
}

const sleepingIslandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-island]:not([data-island-awake])") : null;

function reach(event: Event) {
  const island = sleepingIslandOf(event.target);
  if (island) void wakeElement(island);
}

export function installIslands(): void {
  addEventListener("pointerdown", reach, { capture: true, passive: true });
  addEventListener("focusin", reach, { capture: true, passive: true });
  addEventListener("site:wake-island", (event) => void wakeIsland(String((event as CustomEvent<unknown>).detail)));
  installHeldInput((owner) => owner.hasAttribute("data-island") && void wakeElement(owner));
  // A field that has focus before the runtime listened (autofocus, a restored focus).
  now(() => reach({ target: document.activeElement } as Event));
}
