/**
 * Starts the app's JavaScript after the page has loaded, not while it loads
 * (docs/decisions/006-deferred-boot-and-constant-static-pages.md).
 *
 * React Router's `<Scripts>` emits one `<link rel="modulepreload">` per chunk (React 19 hoists
 * them to the top of <head>, ahead of the stylesheet) and an inline module script whose static
 * imports fetch the route modules at once. On a phone's connection those ~25 high-priority
 * requests queue the stylesheet and the hero image behind them, so the first paint waits for
 * JavaScript that only makes the page interactive. Every page's text is in the HTML already, and
 * links and forms work without JavaScript, so nothing is lost by starting later.
 *
 * This rewrite of the rendered HTML removes those preload links and turns the inline module's
 * static imports into dynamic ones that run once the page has loaded (or at the visitor's first
 * input, whichever comes first); at that moment the preloads are added back, so the chunks
 * still download in parallel. React Router's own hydration code is unchanged.
 */

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;
const BARE_IMPORT = /^\s*;?\s*import ("[^"]+");?[ \t]*$/gm;
const INLINE_MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

/**
 * Keeps what the visitor types before the app runs: hydration resets controlled fields to the
 * app's (empty) state, so the last value of every field changed before then is recorded here
 * and given back to the app once it runs (app/lib/typed-before-boot.ts).
 */
const KEEP_TYPED = `const typed = new Map();
const keep = (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
  typed.set(field, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
};
addEventListener("input", keep, true);
addEventListener("change", keep, true);
window.__typedBeforeBoot = {
  fields: typed,
  stop: () => {
    removeEventListener("input", keep, true);
    removeEventListener("change", keep, true);
  },
};
`;

/**
 * Waits for the `load` event (then for an idle moment, so the first paint is not delayed by
 * script evaluation) or for the first pointer, key or focus input, then preloads the chunks.
 * `__HREFS__` is replaced by the page's list.
 */
const WAIT_THEN_PRELOAD = `await new Promise((go) => {
  let started = false;
  const inputs = ["pointerdown", "keydown", "focusin", "touchstart"];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of inputs) removeEventListener(type, start, true);
    for (const href of __HREFS__) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    go();
  };
  const afterLoad = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 300 }) : setTimeout(start, 50));
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
});
`;

export interface DeferredBoot {
  html: string;
  /** The chunks the page's boot loads, in React Router's order (for tests and the bench). */
  modules: string[];
}

export function deferBoot(html: string): DeferredBoot {
  const modules: string[] = [];
  let rewritten = html.replace(MODULEPRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !modules.includes(href)) modules.push(href);
    return "";
  });
  const script = MODULE_SCRIPT.exec(rewritten);
  // Pages without React Router's boot script (none today) are left as they are.
  if (!script) return { html, modules: [] };
  const [whole, open, body, close] = script as unknown as [string, string, string, string];

  const routeImports: { name: string; url: string }[] = [];
  let code = body.replace(NAMESPACE_IMPORT, (_m, name: string, url: string) => {
    routeImports.push({ name, url });
    return "";
  });
  const bareImports: string[] = [];
  code = code.replace(BARE_IMPORT, (_m, url: string) => {
    bareImports.push(url);
    return "";
  });
  // The inlined route manifest is pretty-printed JSON; minified it is a third of the size.
  code = code.replace(INLINE_MANIFEST, (_m, json: string) => `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};\n`);

  const imports = [
    ...bareImports.map((url) => `import(${url})`),
    ...routeImports.map(({ url }) => `import(${url})`),
  ];
  const names = [...bareImports.map(() => ""), ...routeImports.map(({ name }) => name)];
  const boot =
    KEEP_TYPED +
    WAIT_THEN_PRELOAD.replace("__HREFS__", JSON.stringify(modules)) +
    (imports.length ? `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);\n` : "") +
    code.trim();
  rewritten = rewritten.replace(whole, () => open + boot + close);
  return { html: rewritten, modules };
}
