import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { bundleEnhancers, bundleIslands, bundleRuntime, enhancerTable, findIslands, islandEntry, runtimeEntry, type BuiltChunks, type ChunkUrls } from "./runtime-bundle.ts";
import { checkEnhanceCalls, findEnhancers, type EnhancerSource } from "./enhancer-registry.ts";

const VIRTUAL = "virtual:browser-runtime";
const RESOLVED = `\0${VIRTUAL}`;
/** An island's entry in development, a virtual module (`islandEntry`), at Vite's URL for one. */
const DEV_ISLAND = "virtual:island/";
const devIslandUrls = (): ChunkUrls => Object.fromEntries(findIslands().map((i) => [i.name, [`/@id/__x00__${DEV_ISLAND}${i.name}`]]));
/** In development the Vite server compiles each enhancer from its source. */
const devEnhancerUrls = (enhancers: readonly EnhancerSource[]): ChunkUrls =>
  Object.fromEntries(enhancers.map((e) => [e.name, [`/${path.relative(process.cwd(), e.file).split(path.sep).join("/")}`]]));

/**
 * `import browserRuntime from "virtual:browser-runtime"` (server code) gives the browser runtime's
 * minified source, which app/root.tsx inlines into every page. The client build also writes the
 * enhancers' and the islands' chunks into its assets: built once per app build (Vite builds of
 * their own, tools/runtime-bundle.ts), so the URLs the runtime holds are the files the client
 * build wrote. In development the Vite server serves each enhancer and each island's entry
 * (`virtual:island/<name>`) from its sources, React's development build and Fast Refresh with them.
 */
export function browserRuntime(): Plugin[] {
  return [runtimeAndChunks(), serverLookupsStayOutOfTheBrowser];
}

/**
 * In development React Router looks up each server module's imports in the browser's module graph
 * (collecting a route's styles), by their bare names and from no importer. Vite took those lookups
 * for the browser's imports: it optimised better-sqlite3, pino and lru-cache for the browser and
 * reloaded the page while an island woke. Browser code always imports from a module (and the
 * optimiser's own `include` lookups are scans), so a bare name looked up from nowhere is left alone.
 */
const serverLookupsStayOutOfTheBrowser: Plugin = {
  name: "server-lookups-stay-out-of-the-browser",
  apply: "serve",
  enforce: "pre",
  resolveId(source, importer, options) {
    // `scan` (the optimiser's own lookups) is passed though not in the types.
    if (this.environment.name !== "client" || (options as { scan?: boolean }).scan || !/^[\w@]/.test(source)) return;
    if (!importer || importer === path.join(this.environment.config.root, "index.html")) return { id: source, external: true };
  },
};

function runtimeAndChunks(): Plugin {
  let serving = false;
  let built: Promise<{ enhancers: BuiltChunks; islands: BuiltChunks }> | undefined;
  // One after the other: two Vite builds at once only compete for the same cores.
  const buildChunks = () => (built ??= bundleEnhancers().then(async (enhancers) => ({ enhancers, islands: await bundleIslands() })));
  return {
    name: "browser-runtime",
    configResolved(config) {
      serving = config.command === "serve";
    },
    // In development Vite finds the packages islands and enhancers use at its start, rather than
    // at the first island's wake (which would optimise them then and reload the page).
    config: (_config, { command }) =>
      command === "serve" ? { optimizeDeps: { entries: [...findEnhancers(), ...findIslands()].map((s) => path.relative(process.cwd(), s.file)) } } : undefined,
    resolveId: (id) => (id === VIRTUAL || id.startsWith(DEV_ISLAND) ? `\0${id}` : undefined),
    async load(id) {
      if (id.startsWith(`\0${DEV_ISLAND}`)) {
        const island = findIslands().find((i) => i.name === id.slice(DEV_ISLAND.length + 1));
        return island && islandEntry(island, true);
      }
      if (id !== RESOLVED) return;
      const runtimeDir = path.dirname(runtimeEntry);
      for (const f of readdirSync(runtimeDir)) if (f.endsWith(".ts")) this.addWatchFile(path.join(runtimeDir, f));
      const enhancers = findEnhancers();
      // A misspelt enhance("…") fails here: the build, and in development the page's render.
      checkEnhanceCalls(enhancers);
      for (const source of [...enhancers, ...findIslands()]) this.addWatchFile(source.file);
      const chunks = serving ? undefined : await buildChunks();
      const urls = chunks?.enhancers.urls ?? devEnhancerUrls(enhancers);
      return `export default ${JSON.stringify(await bundleRuntime(enhancerTable(enhancers, urls), chunks?.islands.urls ?? devIslandUrls()))};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { enhancers, islands } = await buildChunks();
      for (const file of [...enhancers.files, ...islands.files]) {
        this.emitFile({ type: "asset", fileName: `assets/${file.fileName}`, source: file.code });
      }
    },
  };
}
