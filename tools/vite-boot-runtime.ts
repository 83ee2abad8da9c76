import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { bundleEnhancers, bundleRuntime, devEnhancerUrls, enhancersDir, runtimeEntry } from "./boot-bundle.ts";

const VIRTUAL = "virtual:boot-runtime";
const RESOLVED = `\0${VIRTUAL}`;

/** The runtime's file in the client build: named by its content, so it is cached for good. */
export const runtimeFileName = (source: string) => `assets/boot-runtime-${createHash("sha256").update(source).digest("base64url").slice(0, 10)}.js`;

/**
 * `import bootRuntime from "virtual:boot-runtime"` (server code) gives the boot runtime's minified
 * source and, in a build, the URL of its file, which server/html/deferred-boot.ts puts first in
 * every page's head (docs/decisions/017). The client build writes that file and the enhancers'
 * chunks into its assets. Both builds bundle the runtime and the enhancers the same way, and the
 * file names are content hashes, so the URLs the server writes are the files the client build wrote.
 * In development the runtime is inlined (no file is written).
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
      for (const dir of [bootDir, enhancersDir]) for (const f of readdirSync(dir)) if (f.endsWith(".ts")) this.addWatchFile(path.join(dir, f));
      const urls = serving ? devEnhancerUrls() : (await bundleEnhancers()).urls;
      const source = await bundleRuntime(urls);
      return `export default ${JSON.stringify({ source, url: serving ? null : `/${runtimeFileName(source)}` })};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { files, urls } = await bundleEnhancers();
      for (const file of files) this.emitFile({ type: "asset", fileName: `assets/${file.fileName}`, source: file.code });
      const source = await bundleRuntime(urls);
      this.emitFile({ type: "asset", fileName: runtimeFileName(source), source });
    },
  };
}
