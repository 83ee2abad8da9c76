import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What the built client sends, read from React Router's browser manifest
 * (build/client/assets/manifest-*.js): for each route, the JavaScript React Router runs to start the app (the
 * entry, then the modules and static imports of every route from the root down), which the page
 * prefetches after its load and runs at the visitor's first input (docs/decisions/007). Chunks
 * loaded on intent (the drawer, the portfolio dialog) are dynamic imports and are not part of it.
 */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export const clientDir = path.resolve("build/client");

export function readClientManifest(dir = clientDir): ClientManifest {
  const assets = path.join(dir, "assets");
  const files = readdirSync(assets)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => path.join(assets, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (files.length === 0) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
  const source = readFileSync(files[0]!, "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as ClientManifest;
}

/** The script URLs (/assets/…) a route loads before any interaction, without duplicates. */
export function initialScripts(manifest: ClientManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = manifest.routes[routeId]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  if (chain.length === 0) throw new Error(`Route ${routeId} is not in the client manifest`);
  const urls = [manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])];
  return [...new Set(urls)];
}

/** Size of a text once gzipped at the level our server's compression middleware uses (zlib's default, 6). */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 6 }).length;
}

const fileSizes = new Map<string, number>();

/** Gzipped size of a built asset, by its URL path (/assets/…). */
export function assetGzipSize(url: string, dir = clientDir): number {
  const file = path.join(dir, new URL(url, "http://x").pathname);
  let size = fileSizes.get(file);
  if (size === undefined) {
    size = gzipSize(readFileSync(file));
    fileSizes.set(file, size);
  }
  return size;
}

/** Human size in kB (1 kB = 1,000 bytes, as the budgets are written). */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
