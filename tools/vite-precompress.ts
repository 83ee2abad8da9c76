import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { compressBest } from "#app/lib/compress-best.server.ts";

/** The text files of the browser build that are worth compressing (images and fonts are compressed already). */
const PRECOMPRESSED = /\.(js|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a TCP packet. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the browser build (`compressBest`, as the prerendered pages are), for server/app.ts to send as
 * they are (express-static-gzip). Compressed per request (the `compression` middleware, Brotli
 * quality 4), the stylesheet was 14.1 kB instead of 11.8: past
 * TCP's first window of ~14.6 kB with its headers, so one more round trip before the first paint
 * on a phone's network (docs/decisions/098-build-text-files-precompressed.md), and CPU spent on every
 * request for bytes that never change.
 *
 * By hand rather than vite-plugin-compression2: that plugin wraps Vite's internal manifest plugin
 * to see the bundle; here `writeBundle` already has every file, the runtime's own chunks
 * (tools/vite-browser-runtime.ts) included.
 */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!PRECOMPRESSED.test(file.fileName)) return;
          const source = Buffer.from(file.type === "asset" ? file.source : file.code);
          if (source.length < MIN_BYTES) return;
          const target = path.join(dir, file.fileName);
          const { br, gz } = await compressBest(source);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
