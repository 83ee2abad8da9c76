/**
 * The route-module half of an island page (README, 'Kinds of page'; docs/decisions/005): the
 * module that renders the page's content (its page module, in ./island-pages/) is loaded on
 * the server before the first render (`if (import.meta.env.SSR) await page.load()` at the top
 * of the route) and in the browser only for a client-side navigation (the route's
 * clientLoader). While the page hydrates, `content()` is null and AdoptedIsland adopts the
 * server's DOM. app/routes/home.tsx is the pattern every island route follows.
 *
 * The route must export both `loader` and `clientLoader`: with a clientLoader and no server
 * loader, React Router would run the clientLoader at hydration and render a fallback on the
 * server. The loader has no data to send.
 *
 * The route must reach its page module only through `importer` (a dynamic import), and import
 * no content values itself: either puts the page's text into the route's chunk. The linter
 * enforces both (eslint-rules/island-pages.js).
 */
export function islandPage<T>(importer: () => Promise<T>) {
  let loaded: T | null = null;
  const load = async (): Promise<T> => (loaded ??= await importer());
  return {
    content: (): T | null => loaded,
    load,
    loader: () => null,
    clientLoader: async () => {
      await load();
      return null;
    },
  };
}
