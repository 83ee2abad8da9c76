import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bytes that never change, compressed once at the best levels (Brotli 11, gzip 9) for every
 * response that sends them: the prerendered pages (./prerendered-pages.ts) and the browser build's
 * text files (tools/vite-precompress.ts). On libuv's thread pool, not on the event loop: Brotli's
 * best level costs ~100 ms on a long page.
 */
export async function compressBest(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}
