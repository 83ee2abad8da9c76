import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown, type UserConfig } from "vite";
import type { Trigger } from "#app/browser/api.ts";
import { findEnhancers, findNamedFiles, type EnhancerSource } from "./enhancer-registry.ts";
import { iconSprite } from "./vite-icon-sprite.ts";

/**
 * Builds the browser runtime (app/browser/runtime.ts), the enhancers (every app/…/*.enhancer.ts,
 * found by ./enhancer-registry.ts) and the islands (every app/…/*.island.tsx, app/islands/README.md),
 * each by a Vite build of its own, apart from the app's: the runtime is inlined into every page as
 * one self-contained classic script, an enhancer must not pull React in with it, and an island's
 * chunk holds only what it needs (React, shared by all islands, its component and its rules).
 * Used by the Vite plugin (tools/vite-browser-runtime.ts) and by tests. Why Vite's `build()` with
 * a config of its own rather than more environments of the app's build: docs/decisions/114-browser-builds-in-vite.md.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
export const runtimeEntry = path.join(root, "app/browser/runtime.ts");
type OutputChunk = Rolldown.OutputChunk;

/**
 * One browser build: Vite's, with none of the app's config or plugins (React Router's is for the
 * app's pages), in memory (the plugin hands the files to the client build, so they are
 * precompressed and listed with its own). Minified, with no comment left (an app build's
 * default; a library build keeps /* @__PURE__ *\/ annotations); syntax left as written (no
 * `build.target` lowering); top-level `const`s, which the minifier inlines, not the `var`s Vite
 * asks for (which it keeps: info-tip's chunk 1,828 B instead of 1,819). Library mode for the ES
 * modules: Vite would otherwise wrap each dynamic import in its preload helper, which the runtime
 * does itself for every chunk list at once (app/browser/module-preload.ts).
 */
async function viteBuild(config: UserConfig, output: Rolldown.OutputOptions): Promise<OutputChunk[]> {
  const built = await build({
    ...config,
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: { ...config.build, write: false, target: "esnext", rolldownOptions: { ...config.build?.rolldownOptions, output: { minify: true, topLevelVar: false, ...output } } },
  });
  return (Array.isArray(built) ? built : [built as Rolldown.RolldownOutput]).flatMap((b) => b.output).filter((o): o is OutputChunk => o.type === "chunk");
}

/**
 * The runtime's table of enhancers (app/browser/enhance.ts), by name: each one's chunks (its
 * entry, then every chunk it imports, asked for together: one round trip, not one per level of
 * imports) and its trigger.
 */
export type EnhancerTable = Record<string, readonly [urls: readonly string[], trigger: Trigger]>;
export const enhancerTable = (enhancers: readonly EnhancerSource[], urls: ChunkUrls): EnhancerTable =>
  Object.fromEntries(enhancers.map((e) => [e.name, [urls[e.name]!, e.trigger] as const]));

/** The runtime as one minified script, the enhancers' and islands' URLs built in. */
export async function bundleRuntime(enhancers: EnhancerTable, islandUrls: ChunkUrls): Promise<string> {
  // Rolldown's minifier alone: terser's second pass saved ~260 bytes of Brotli a page, not worth
  // a second minifier to keep (issue 49). Not a library build: an IIFE library must be named.
  const [runtime] = await viteBuild(
    { define: { __RUNTIME_ENHANCERS__: JSON.stringify(enhancers), __RUNTIME_ISLANDS__: JSON.stringify(islandUrls) }, build: { rolldownOptions: { input: runtimeEntry } } },
    { format: "iife" },
  );
  return runtime!.code.trim();
}

/**
 * Each enhancer's or island's chunks, by its name: its entry first, then every chunk it imports
 * statically, directly or not (not the toast layer, which an island imports dynamically once
 * live). The runtime asks for them all at once (app/browser/module-preload.ts): on a phone's slow
 * network each round trip is ~150 ms, and finding the imports only as each chunk arrives cost two
 * or three.
 */
export type ChunkUrls = Record<string, readonly string[]>;

/** The enhancers' or the islands' build. */
export interface BuiltChunks {
  /** Files to write under the client build's assets folder. */
  files: { fileName: string; code: string }[];
  urls: ChunkUrls;
}

/** The magic comment that has V8 compile every function of a file as it loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The enhancers as ES modules (and the small chunks they share), with content-hashed names. The
 * build fails when an enhancer's declaration is wrong (./enhancer-registry.ts).
 */
export async function bundleEnhancers(base = "/assets/", enhancers = findEnhancers()): Promise<BuiltChunks> {
  const compiledOnLoad = new Set(enhancers.filter((e) => e.compiledOnLoad).map((e) => e.name));
  const chunks = await viteBuild({ build: { lib: { entry: Object.fromEntries(enhancers.map((e) => [e.name, e.file])), formats: ["es"] } } }, {
    entryFileNames: "enhancer-[name]-[hash].js",
    chunkFileNames: "enhancer-shared-[hash].js",
    // V8's compile hint must open the file (https://v8.dev/blog/explicit-compile-hints);
    // a postBanner, as the minifier drops a banner's comments.
    postBanner: (chunk) => (chunk.isEntry && compiledOnLoad.has(chunk.name) ? COMPILE_HINT : ""),
  });
  return builtWithUrls(chunks, base);
}

function builtWithUrls(chunks: readonly OutputChunk[], base: string): BuiltChunks {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (entry: OutputChunk) => {
    const found = new Set([entry]);
    // A Set's loop also visits what is added to it while it runs: every import, however deep.
    for (const chunk of found) {
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) found.add(imported);
      }
    }
    return [...found];
  };
  const urls = Object.fromEntries(chunks.filter((c) => c.isEntry).map((c) => [c.name, closure(c).map((n) => `${base}${n.fileName}`)]));
  return { files: chunks.map((c) => ({ fileName: c.fileName, code: c.code })), urls };
}

const DECLARED_NAME = /defineIsland\(\s*"([^"]*)"/g;

/**
 * Every island: its name (its file's name without .island.tsx) and file. The build fails when a
 * name is not lower-case-and-dashes, is used twice, or is not the name the file declares
 * (`defineIsland("name", …)`, once per file).
 */
export function findIslands(dir = path.join(root, "app")): { name: string; file: string }[] {
  return findNamedFiles(dir, ".island.tsx", "island").map(({ name, file, relative }) => {
    const declared = [...readFileSync(file, "utf8").matchAll(DECLARED_NAME)].map((m) => m[1]);
    if (declared.length !== 1 || declared[0] !== name) {
      throw new Error(`island ${relative} must declare itself once as defineIsland("${name}", …) (found ${JSON.stringify(declared)})`);
    }
    return { name, file };
  });
}

const ISLAND_ENTRY = "\0island-entry:";

/**
 * An island's entry module: its default export wakes the island on an element. In development
 * (`dev`) it first installs React Refresh's hook, which React Router's Vite plugin otherwise
 * installs only in the admin app's <Scripts>: an island's components are compiled with Fast
 * Refresh there, and refuse to run without it.
 */
export function islandEntry(island: { file: string }, dev = false): string {
  const wake = path.join(root, "app/islands/wake.tsx");
  const lines = [`import island from ${JSON.stringify(island.file)};`, `import { wake } from ${JSON.stringify(wake)};`, "export default (element) => wake(element, island);"];
  if (dev) {
    lines.unshift('import "virtual:react-router/inject-hmr-runtime";');
    // React Router's refresh asks its router to revalidate before it redraws; a public page has
    // no router, so one that has nothing to revalidate stands in.
    lines.push("window.__reactRouterDataRouter ??= { revalidate: async () => {} };");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * React itself, in the browser as on the server (docs/decisions/033-islands-run-on-react.md): in
 * a chunk of its own, shared by every island, fetched only when a visitor reaches for one.
 */
const REACT_IN_THE_BROWSER = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * The toast layer (sonner, ~10 kB gzip): a chunk of its own, off the wake's path of every island
 * but one whose first answer is a toast (app/islands/wake.tsx, `wakesWithToasts`).
 */
const TOAST_LAYER = /node_modules[\\/]sonner[\\/]|app[\\/]ui[\\/]sonner-toasters\.tsx$/;

/**
 * The islands as ES modules: one entry per island, which hydrates it (app/islands/wake.tsx),
 * React (production build) in a chunk of its own, and what two or more islands share in one
 * chunk (one copy per page, so islands share module state: the toast queue; and one request
 * instead of eight small ones, each a round trip on a phone). The automatic JSX runtime,
 * minified, content-hashed.
 */
export async function bundleIslands(base = "/assets/", dir?: string): Promise<BuiltChunks> {
  const islands = findIslands(dir);
  const islandEntries: Plugin = {
    name: "island-entries",
    // Before Vite's resolver, which would otherwise resolve the router and never ask this one.
    enforce: "pre",
    resolveId(id, importer) {
      if (id.startsWith(ISLAND_ENTRY)) return id;
      // Lint sees only the *.island.tsx file; a router import further down would otherwise
      // bundle the router into the island, where it has no router to run under (none runs
      // on public pages: app/islands/README.md).
      if (/^(@react-router\/|react-router(-dom)?(\/|$))/.test(id)) {
        throw new Error(`${importer ? path.relative(root, importer) : "an island"} imports ${id}, which an island's code may not use, however deep (no router runs in the browser on public pages: use <a>, <form method="post"> and window.location; app/islands/README.md)`);
      }
      return undefined;
    },
    load(id) {
      if (!id.startsWith(ISLAND_ENTRY)) return;
      return islandEntry(islands.find((i) => i.name === id.slice(ISLAND_ENTRY.length))!);
    },
  };
  const chunks = await viteBuild(
    {
      // Icons by reference, as in the page the island hydrates (the server draws them so).
      plugins: [iconSprite(), islandEntries],
      // A library build leaves process.env.NODE_ENV to its user: here, React's production build.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        // The entries as Rolldown's input: Vite would take a library entry for a path.
        lib: { entry: {}, formats: ["es"] },
        // The toasts' group below takes its own modules only, which needs entries free to export
        // more than they declare (Rolldown says so otherwise).
        rolldownOptions: { input: Object.fromEntries(islands.map((i) => [i.name, `${ISLAND_ENTRY}${i.name}`])), preserveEntrySignatures: "allow-extension" },
      },
    },
    {
      // No /* @__PURE__ */ left on every JSX call: 859 B less Brotli over the islands' chunks. (The
      // enhancers keep them: without, share's chunk, 16 B smaller, is 5 B bigger in Brotli.)
      comments: false,
      entryFileNames: "island-[name]-[hash].js",
      chunkFileNames: "island-[name]-[hash].js",
      codeSplitting: {
        groups: [
          { name: "react", test: REACT_IN_THE_BROWSER, priority: 3 },
          // Its own modules only: what it imports from the app (constants) stays where it is shared.
          { name: "toasts", test: TOAST_LAYER, priority: 2, includeDependenciesRecursively: false },
          { name: "shared", minShareCount: 2, priority: 1 },
        ],
      },
    },
  );
  return builtWithUrls(chunks, base);
}
