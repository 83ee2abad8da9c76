import type { Trigger } from "./api.ts";
import type { Enhancer, EnhancerName } from "./enhancers.ts";
import { prefetch } from "./after-load.ts";
import { preloadModules } from "./module-preload.ts";
import { giveUpWithin, releaseWithin } from "./held-input.ts";
import { nextTask } from "#app/lib/tasks.ts";
import { idle, now, sight, afterLoad, whenPainted } from "./triggers.ts";

/**
 * Finds `[data-enhance]` elements (app/browser/enhancers.ts), loads each enhancer when its trigger
 * fires, attaches it, and marks the element `data-enhanced` (held taps inside it are then given
 * back). Watches the page for elements React adds or removes later: new ones are enhanced, and
 * the cleanup of removed ones runs.
 */
/**
 * Each enhancer's chunks (its entry, then every chunk it imports) and trigger, by name: written by
 * the build from the enhancers' declarations (tools/vite-browser-runtime.ts).
 */
declare const __RUNTIME_ENHANCERS__: Record<EnhancerName, readonly [urls: readonly string[], trigger: Trigger]>;
// Named once: the build writes the table out wherever the placeholder stands, and it is inlined
// into every page.
const enhancers = __RUNTIME_ENHANCERS__;

const attached = new Map<HTMLElement, (() => void)[]>();
const seen = new WeakSet<HTMLElement>();
const modules = new Map<EnhancerName, Promise<Enhancer>>();

const isEnhancer = (name: string): name is EnhancerName => Object.hasOwn(enhancers, name);

function load(name: EnhancerName): Promise<Enhancer> {
  let module = modules.get(name);
  if (!module) {
    // Not before the first paint (whenPainted): its bytes come first.
    const [url, ...needed] = enhancers[name]![0];
    module = whenPainted()
      .then(() => {
        preloadModules(needed);
        return import(/* @vite-ignore */ url!) as Promise<{ default: Enhancer }>;
      })
      // The chunk is evaluated in the task its bytes arrived in; the enhancer runs in the next, so
      // the two never make one long task (the scheduler's chunk and frame: 65–90 ms at 4× CPU).
      .then(async (m) => (await nextTask(), m.default));
    // A failed load (offline, a stale deploy) is tried again by the next element that asks.
    module.catch(() => modules.delete(name));
    modules.set(name, module);
  }
  return module;
}

function attach(element: HTMLElement, name: EnhancerName) {
  load(name).then(
    (enhancer) => {
      if (!element.isConnected) return;
      const cleanups = attached.get(element) ?? [];
      // An enhancer that throws as it attaches is one that could not load: its element's held
      // taps go on to the browser (unmarked, they were held for good: a consent choice, a search).
      try {
        cleanups.push(enhancer(element));
      } catch (err) {
        giveUpWithin(element);
        throw err;
      }
      attached.set(element, cleanups);
      element.setAttribute("data-enhanced", `${element.getAttribute("data-enhanced") ?? ""} ${name}`.trim());
      element.removeAttribute("data-enhance-failed");
      releaseWithin(element);
    },
    () => giveUpWithin(element),
  );
}

function schedule(element: HTMLElement) {
  if (seen.has(element)) return;
  seen.add(element);
  for (const name of (element.dataset.enhance ?? "").split(/\s+/)) {
    if (!isEnhancer(name)) continue;
    const [urls, trigger] = enhancers[name]!;
    // Fetched into the cache after the load (idle, lowest priority), so that coming into sight
    // costs no round trip: a tap right after scrolling to it finds it attached.
    if (trigger === "sight") {
      prefetch(urls);
      sight(element, () => attach(element, name));
    } else if (trigger === "idle") idle(() => attach(element, name));
    else if (trigger === "load") afterLoad(0, () => attach(element, name));
    else attach(element, name);
  }
}

function scan(root: ParentNode) {
  if (root instanceof HTMLElement && root.dataset.enhance !== undefined) schedule(root);
  for (const element of root.querySelectorAll<HTMLElement>("[data-enhance]")) schedule(element);
}

function cleanUpRemoved() {
  for (const [element, cleanups] of attached) {
    if (element.isConnected) continue;
    attached.delete(element);
    cleanups.forEach((c) => c());
  }
}

export function installEnhancers(): void {
  now(() => {
    scan(document);
    new MutationObserver((records) => {
      let removed = false;
      for (const record of records) {
        record.addedNodes.forEach((node) => node instanceof HTMLElement && scan(node));
        removed ||= record.removedNodes.length > 0;
      }
      if (removed) cleanUpRemoved();
    }).observe(document.body, { childList: true, subtree: true });
  });
}
