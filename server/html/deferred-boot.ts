/**
 * Puts the boot runtime into every page and makes React Router's boot script wait for it
 * (docs/decisions/007-app-starts-on-intent.md, 009-boot-runtime.md).
 *
 * Every page's text is in the HTML, links and forms work without JavaScript, and what a visitor
 * meets before touching anything (the navigation bar's scroll reveal, menus, dialogs, tips,
 * accordions, the carousel) works without React: native HTML (dialogs, popovers, details) and
 * the boot runtime (app/boot/runtime.ts, a small typed module built on its own). React, React
 * Router and the page's components are needed only once the visitor does something. So:
 *
 * 1. The boot runtime is inlined at the top of <head> as a classic script: it runs before the
 *    body is painted, with nothing to download.
 * 2. React Router's `<link rel="modulepreload">` tags are removed (React hoists them above the
 *    stylesheet, where they compete with the first paint); the same chunks are handed to the
 *    runtime, which prefetches them into the HTTP cache in idle moments after the load.
 * 3. React Router's module script keeps its code, but its static imports become dynamic ones,
 *    and the whole becomes a function the runtime calls at the visitor's first input
 *    (`siteBoot.registerApp`).
 */

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** The head's start, and its charset declaration, which must stay in the first 1,024 bytes. */
const HEAD_OPEN = /<head>(<meta charSet="utf-8"\/>)?/;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NONCE = /\snonce="([^"]*)"/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;
const BARE_IMPORT = /^\s*;*\s*import ("[^"]+");*[ \t]*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);?\s*$/m;
const INLINE_MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

export interface DeferredBoot {
  html: string;
  /** The chunks the page's boot loads, in React Router's order (for tests and the bench). */
  modules: string[];
}

/** The page's app start: React Router's script with its imports made dynamic, as a function body. */
function appStart(body: string): string {
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
  // The entry starts hydration; awaiting it lets the runtime see a failure to load it.
  code = code.replace(ENTRY_IMPORT, (_m, url: string) => `await import(${url});`);
  const imports = [...bareImports, ...routeImports.map(({ url }) => url)].map((url) => `import(${url})`);
  const names = [...bareImports.map(() => ""), ...routeImports.map(({ name }) => name)];
  return (imports.length ? `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);\n` : "") + code.trim();
}

/** The runtime as it goes inside <script>: made once, not per response (the runtime is constant). */
let inlined: { source: string; safe: string } | undefined;
function inlineSafe(runtime: string): string {
  // A script's own `</script>` would end the element early; the minifier never writes one, but be sure.
  if (inlined?.source !== runtime) inlined = { source: runtime, safe: runtime.replaceAll("</script", "<\\/script") };
  return inlined.safe;
}

export function deferBoot(html: string, runtime: string): DeferredBoot {
  const modules: string[] = [];
  let rewritten = html.replace(MODULEPRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !modules.includes(href)) modules.push(href);
    return "";
  });
  const script = MODULE_SCRIPT.exec(rewritten);
  // Pages without React Router's boot script (none today) are left as they are.
  if (!script || !HEAD_OPEN.test(rewritten)) return { html, modules: [] };
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const start = `window.siteBoot.registerApp(${JSON.stringify(modules)}, async () => {\n${appStart(body)}\n});`;
  rewritten = rewritten.replace(whole, () => open + start + close);
  const nonce = NONCE.exec(open)?.[0] ?? "";
  const inline = inlineSafe(runtime);
  rewritten = rewritten.replace(HEAD_OPEN, (head) => `${head}<script${nonce}>${inline}</script>`);
  return { html: rewritten, modules };
}

const HEAD_CLOSE = Buffer.from("</head>");
const SCRIPT_OPEN = Buffer.from("<script");
const MODULE_TYPE = Buffer.from(' type="module"');
const PRELOAD = Buffer.from('rel="modulepreload"');
/** Stands for the untouched middle while the edges are rewritten (a page that holds it takes the whole path). */
const MIDDLE = "<\u0000middle\u0000>";

/**
 * deferBoot for a rendered page as bytes, the same result without ever making the page one
 * string: all it changes is in the head (the hoisted modulepreload links, the runtime's place)
 * and in React Router's module script near the end, so only those two edges are decoded and
 * rewritten, and the body between them is passed on as it came. A page of two-byte text (a '→'
 * or a '’' makes the whole string two-byte) over 64 KB became one large-object string per copy,
 * four per response, straight into the old generation: at 1,000 insights /insights-full's
 * searches set off a full garbage collection every ~85 requests, the slowest requests' cause.
 * When the page is not shaped as expected, the whole page goes through deferBoot.
 */
export function deferBootBytes(page: Buffer, runtime: string): Buffer {
  const whole = () => Buffer.from(deferBoot(page.toString("utf8"), runtime).html);
  const headEnd = page.indexOf(HEAD_CLOSE);
  const typeAt = headEnd < 0 ? -1 : page.indexOf(MODULE_TYPE, headEnd);
  const tailStart = typeAt < 0 ? -1 : page.lastIndexOf(SCRIPT_OPEN, typeAt);
  if (tailStart <= headEnd || page.indexOf(">", tailStart) < typeAt) return whole();
  const middle = page.subarray(headEnd, tailStart);
  if (middle.includes(PRELOAD) || page.subarray(0, headEnd).includes(MODULE_TYPE)) return whole();
  const head = page.subarray(0, headEnd).toString("utf8");
  const tail = page.subarray(tailStart).toString("utf8");
  if (head.includes(MIDDLE) || tail.includes(MIDDLE)) return whole();
  const { html } = deferBoot(head + MIDDLE + tail, runtime);
  const at = html.indexOf(MIDDLE);
  if (at < 0) return whole();
  return Buffer.concat([Buffer.from(html.slice(0, at)), middle, Buffer.from(html.slice(at + MIDDLE.length))]);
}
