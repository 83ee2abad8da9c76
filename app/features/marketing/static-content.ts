/**
 * The module that renders a page's static content, loaded on the server before the first
 * render and in the browser only when a client-side navigation needs it (the route's
 * clientLoader awaits `load`). While the page hydrates `get()` is null, and StaticIsland keeps
 * the server's DOM (docs/decisions/004-marketing-islands.md).
 */
export function staticContent<T>(importer: () => Promise<T>) {
  let loaded: T | null = null;
  return {
    get: (): T | null => loaded,
    load: async (): Promise<T> => (loaded ??= await importer()),
  };
}
