import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { bundleEnhancers, bundleIslands, bundleRuntime, devEnhancerUrls, findIslands, runtimeEntry } from "./boot-bundle.ts";
import { findEnhancers } from "./enhancer-registry.ts";

const VIRTUAL = "virtual:boot-runtime";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * `import bootRuntime from "virtual:boot-runtime"` (server code) gives the boot runtime's
 * minified source, which app/root.tsx inlines into every page. The client build also writes the
 * enhancers' and the islands' chunks into its assets. Both builds bundle them the same way, and
 * their file names are content hashes, so the URLs the runtime holds are the files the client
 * build wrote. (In development islands are not built: they stay asleep and their forms post.)
 */
export function bootRuntime(): Plugin {
  let serving = false;
  return {
    name: "boot-runtime",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return;
      const bootDir = path.dirname(runtimeEntry);
      for (const f of readdirSync(bootDir)) if (f.endsWith(".ts")) this.addWatchFile(path.join(bootDir, f));
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
