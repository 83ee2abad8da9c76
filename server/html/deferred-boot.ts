/**
 * Starts the app's JavaScript when the visitor shows intent, not while the page loads
 * (docs/decisions/007-app-starts-on-intent.md; before that, 006).
 *
 * Every page's text is in the HTML, links and forms work without JavaScript, and the few
 * behaviours a reader sees without touching anything are CSS or a few lines in this script
 * (the navigation bar's scroll reveal). React, React Router and the page's components (~135 kB
 * gzip) are needed only once the visitor does something: scrolls, moves the mouse, taps, types
 * or tabs. So:
 *
 * 1. React Router's `<link rel="modulepreload">` tags (React 19 hoists them above the
 *    stylesheet, so the first paint waited for ~25 high-priority scripts) are removed.
 * 2. Once the page has loaded and the browser is idle, the sections its first layout skipped
 *    are laid out one at a time, and then the same chunks are *prefetched*: downloaded into the
 *    HTTP cache at the lowest priority, not parsed or run. So the boot at the first input costs
 *    no network round trip, and a visitor who only reads pays no CPU for the app.
 * 3. The inline module's static imports become dynamic ones that run at the first sign of a
 *    visitor: pointer, touch, wheel, scroll, key or focus. React Router's hydration code is
 *    unchanged.
 * 4. Until the app runs, what the visitor types is recorded, and taps on buttons are held
 *    (their default prevented), then given to the app once it has hydrated
 *    (app/lib/before-boot.ts). If the app cannot start, held taps are released to the
 *    browser, so a form's submit button still posts the form.
 */

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;
const BARE_IMPORT = /^\s*;*\s*import ("[^"]+");*[ \t]*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);?\s*$/m;
const INLINE_MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

/** What starts the app: any sign of a person at the page. */
export const BOOT_INPUTS = ["pointerdown", "pointermove", "touchstart", "wheel", "scroll", "keydown", "focusin"] as const;

/** The navigation bar's reveal threshold is the same constant the app uses (SPEC §9). */
const NAV_REVEAL = "__NAV_REVEAL_PX__";

/**
 * Before the app runs: records typed values and holds taps on buttons (see the module comment),
 * and shows the navigation bar past the scroll threshold, as the app does once it runs.
 */
const BEFORE_BOOT = `const typed = new Map();
const held = [];
const keep = (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
  typed.set(field, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
};
const hold = (event) => {
  const control = event.target instanceof Element ? event.target.closest('button, [role="button"], input[type="submit"], input[type="button"]') : null;
  if (!control || control.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held[held.length - 1] !== control) held.push(control);
};
const nav = document.querySelector("[data-nav-reveal]");
const reveal = () => nav && nav.setAttribute("data-shown", String(scrollY > ${NAV_REVEAL}));
addEventListener("input", keep, true);
addEventListener("change", keep, true);
addEventListener("click", hold, true);
addEventListener("scroll", reveal, { passive: true });
reveal();
const stop = () => {
  removeEventListener("input", keep, true);
  removeEventListener("change", keep, true);
  removeEventListener("click", hold, true);
  removeEventListener("scroll", reveal);
};
window.__beforeBoot = {
  fields: typed,
  clicks: held,
  stop,
  release: () => {
    stop();
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  },
};
`;

/**
 * Once the page has loaded, in the browser's idle moments: lays out the sections the first
 * layout skipped (content-visibility in app.css), one per idle moment, so the whole page is
 * laid out in small tasks instead of one long one; then prefetches the chunks (`__HREFS__` is
 * the page's list), a few per idle moment. Then waits for the first input.
 */
const WAIT = `const hrefs = __HREFS__;
const sections = [...document.querySelectorAll("[data-section]")];
const work = (deadline) => {
  if (sections.length) {
    // Laid out in the next frame, by itself: one section per idle moment.
    sections.shift().setAttribute("data-rendered", "");
  } else if (hrefs.length) {
    // Each request costs the main thread about a millisecond: a few per idle moment.
    const until = performance.now() + 3;
    do {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = hrefs.shift();
      document.head.append(link);
    } while (hrefs.length && performance.now() < until && deadline && deadline.timeRemaining() > 1);
  }
  if (sections.length || hrefs.length) idle();
};
const idle = () => (window.requestIdleCallback ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 50));
if (document.readyState === "complete") idle();
else addEventListener("load", idle, { once: true });
await new Promise((go) => {
  const inputs = __INPUTS__;
  const start = () => {
    for (const type of inputs) removeEventListener(type, start, true);
    // The boot imports what is left itself.
    hrefs.length = 0;
    go();
  };
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
  // Focus already inside the page (autofocus, a restored position): the visitor is here.
  if (scrollY > 0 || (document.activeElement && document.activeElement !== document.body)) start();
});
`;

export interface DeferredBoot {
  html: string;
  /** The chunks the page's boot loads, in React Router's order (for tests and the bench). */
  modules: string[];
}

export function deferBoot(html: string, { navRevealPx }: { navRevealPx: number }): DeferredBoot {
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
  // The entry starts hydration; a failure to load it releases the held taps like any other.
  code = code.replace(ENTRY_IMPORT, (_m, url: string) => `await import(${url});`);

  const imports = [
    ...bareImports.map((url) => `import(${url})`),
    ...routeImports.map(({ url }) => `import(${url})`),
  ];
  const names = [...bareImports.map(() => ""), ...routeImports.map(({ name }) => name)];
  const boot =
    BEFORE_BOOT.replace(NAV_REVEAL, String(navRevealPx)) +
    WAIT.replace("__HREFS__", JSON.stringify(modules)).replace("__INPUTS__", JSON.stringify(BOOT_INPUTS)) +
    "try {\n" +
    (imports.length ? `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);\n` : "") +
    code.trim() +
    "\n} catch (error) {\n  window.__beforeBoot.release();\n  throw error;\n}";
  rewritten = rewritten.replace(whole, () => open + boot + close);
  return { html: rewritten, modules };
}
