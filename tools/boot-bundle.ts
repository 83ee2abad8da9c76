import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown, type OutputChunk } from "rolldown";
import { compiledOnLoad, enhancerTriggers, type EnhancerName } from "../app/boot/enhancers.ts";

/**
 * Builds the boot runtime (app/boot/runtime.ts) and its enhancers (app/boot/enhancers/*.ts) on
 * their own, apart from the app's Vite build: the runtime is inlined into every page as one
 * self-contained classic script, and an enhancer must not pull React or the app's shared chunks
 * in with it. Used by the Vite plugin (tools/vite-boot-runtime.ts) and by tests.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const alias = { "~": path.join(root, "app"), "#content": path.join(root, "content") };
export const enhancersDir = path.join(root, "app/boot/enhancers");
export const runtimeEntry = path.join(root, "app/boot/runtime.ts");

/** The runtime as one minified script, the enhancers' URLs built in. */
export async function bundleRuntime(enhancerUrls: Record<EnhancerName, string>): Promise<string> {
  const bundle = await rolldown({
    input: runtimeEntry,
    platform: "browser",
    resolve: { alias },
    transform: { define: { __BOOT_ENHANCERS__: JSON.stringify(enhancerUrls) } },
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

export interface BuiltEnhancers {
  /** Files to write under the client build's assets folder. */
  files: { fileName: string; code: string }[];
  /** Each enhancer's URL path. */
  urls: Record<EnhancerName, string>;
}

/** The magic comment that has V8 compile every function of a file as it loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The enhancers as ES modules (and the small chunks they share), with content-hashed names. */
export async function bundleEnhancers(base = "/assets/"): Promise<BuiltEnhancers> {
  const names = Object.keys(enhancerTriggers) as EnhancerName[];
  const onDisk = new Set(readdirSync(enhancersDir).map((f) => f.replace(/\.ts$/, "")));
  const missing = names.filter((n) => !onDisk.has(n));
  if (missing.length) throw new Error(`app/boot/enhancers.ts names enhancers without a file in app/boot/enhancers/: ${missing.join(", ")}`);
  const bundle = await rolldown({
    input: Object.fromEntries(names.map((n) => [n, path.join(enhancersDir, `${n}.ts`)])),
    platform: "browser",
    resolve: { alias },
  });
  try {
    const { output } = await bundle.generate({
      format: "esm",
      minify: true,
      entryFileNames: "boot-[name]-[hash].js",
      chunkFileNames: "boot-shared-[hash].js",
      // V8's compile hint must open the file (https://v8.dev/blog/explicit-compile-hints);
      // a postBanner, as the minifier drops a banner's comments.
      postBanner: (chunk) => (chunk.isEntry && (compiledOnLoad as readonly string[]).includes(chunk.name) ? COMPILE_HINT : ""),
    });
    const chunks = output.filter((o): o is OutputChunk => o.type === "chunk");
    const urls = Object.fromEntries(chunks.filter((c) => c.isEntry).map((c) => [c.name, `${base}${c.fileName}`])) as Record<EnhancerName, string>;
    return { files: chunks.map((c) => ({ fileName: c.fileName, code: c.code })), urls };
  } finally {
    await bundle.close();
  }
}

/** In development the Vite server compiles each enhancer from its source. */
export function devEnhancerUrls(): Record<EnhancerName, string> {
  return Object.fromEntries(Object.keys(enhancerTriggers).map((n) => [n, `/app/boot/enhancers/${n}.ts`])) as Record<EnhancerName, string>;
}
