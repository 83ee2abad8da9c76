/** Adds an event listener and returns what removes it, so enhancers can clean up in one line. */
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (e: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void;
export function listen<K extends keyof WindowEventMap>(target: Window, type: K, handler: (e: WindowEventMap[K]) => void, options?: AddEventListenerOptions): () => void;
export function listen(target: MediaQueryList, type: "change", handler: (e: MediaQueryListEvent) => void): () => void;
export function listen(target: EventTarget, type: string, handler: (e: never) => void, options?: AddEventListenerOptions): () => void {
  const fn = handler as EventListener;
  target.addEventListener(type, fn, options);
  return () => target.removeEventListener(type, fn, options);
}

/** Runs every cleanup. */
export const cleanUp = (cleanups: readonly (() => void)[]) => () => cleanups.forEach((c) => c());
