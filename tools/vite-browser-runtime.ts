import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { bundleEnhancers, bundleIslands, bundleRuntime, devEnhancerUrls, findIslands, runtimeEntry } from "./runtime-bundle.ts";
import { findEnhancers } from "./enhancer-registry.ts";

const VIRTUAL = "virtual:browser-runtime";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * `import browserRuntime from "virtual:browser-runtime"` (server code) gives the browser runtime's
 * minified source, which app/root.tsx inlines into every page. The client build also writes the
 * enhancers' and the islands' chunks into its assets. Both builds bundle them the same way, and
 * their file names are content hashes, so the URLs the runtime holds are the files the client
 * build wrote. (In development islands are not built: they stay asleep and their forms post.)
 */
export function browserRuntime(): Plugin {
  let serving = false;
  return {
    name: "browser-runtime",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return;
      const runtimeDir = path.dirname(runtimeEntry);
      for (const f of readdirSync(runtimeDir)) if (f.endsWith(".ts")) this.addWatchFile(path.join(runtimeDir, f));
      for (const source of [...findEnhancers(), ...findIslands()]) this.addWatchFile(source.file);
      const urls = serving ? devEnhancerUrls() : (await bundleEnhancers()).urls;
      const islandUrls = serving ? {} : (await bundleIslands()).urls;
      return `export default ${JSON.stringify(await bundleRuntime(urls, islandUrls))};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of [...(await bundleEnhancers()).files, ...(await bundleIslands()).files]) {
        this.emitFile({ type: "asset", fileName: `assets/${file.fileName}`, source: file.code });
      }
    },
  };
}
