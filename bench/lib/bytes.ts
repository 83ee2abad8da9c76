import { assetGzipSize, gzipSize } from "#tests/support/client-bundle.ts";
import type { NetworkRequest } from "./lighthouse.ts";

/**
 * What a page costs to load, from the requests Lighthouse saw (no interaction). Transfer sizes are
 * as sent (our server compresses with Brotli when the browser offers it); the JavaScript figure is
 * gzip, as the budget is written: each built script gzipped at the server's level, plus the inline
 * scripts of the HTML (router context, hydration data, the browser runtime). Scripts count whether
 * they run or are only prefetched for the first input (docs/decisions/007): both are loaded.
 */
export interface PageBytes {
  jsGzip: number;
  jsFiles: number;
  jsInlineGzip: number;
  js: number;
  css: number;
  html: number;
  images: number;
  fonts: number;
  other: number;
  total: number;
  requests: number;
}

/**
 * Inline scripts that run: classic and module scripts. Data blocks (`application/ld+json`: the
 * structured data for search engines) are not JavaScript: the browser never parses or runs them.
 */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype=["']?application\/ld\+json/i.test(m[1] ?? ""))
    .map((m) => m[2] ?? "")
    .join("\n");

export async function pageBytes(origin: string, path: string, requests: NetworkRequest[]): Promise<PageBytes> {
  const sum = (types: string[]) => requests.filter((r) => types.includes(r.resourceType)).reduce((s, r) => s + r.transferSize, 0);
  // Prefetched chunks are reported with resource type "Other": they are scripts all the same.
  const isScript = (r: NetworkRequest) => r.resourceType === "Script" || /\.m?js$/.test(new URL(r.url).pathname);
  // Each file once: an enhancer prefetched after the load and then imported on sight is asked
  // for twice, the second time from the HTTP cache (immutable): its bytes travel once.
  const scripts = [...new Map(requests.filter(isScript).map((r) => [r.url, r])).values()];
  const jsFiles = scripts.reduce((s, r) => {
    const url = new URL(r.url);
    // A script from elsewhere (none yet) counts as sent.
    return s + (url.origin === origin && url.pathname.startsWith("/assets/") ? assetGzipSize(url.pathname) : r.transferSize);
  }, 0);
  const html = await (await fetch(origin + path)).text();
  const jsInlineGzip = gzipSize(inlineScripts(html));
  const known = ["Script", "Stylesheet", "Document", "Image", "Font"];
  return {
    jsGzip: jsFiles + jsInlineGzip,
    jsFiles,
    jsInlineGzip,
    js: scripts.reduce((s, r) => s + r.transferSize, 0),
    css: sum(["Stylesheet"]),
    html: sum(["Document"]),
    images: sum(["Image"]),
    fonts: sum(["Font"]),
    other: requests.filter((r) => !known.includes(r.resourceType) && !isScript(r)).reduce((s, r) => s + r.transferSize, 0),
    total: requests.reduce((s, r) => s + r.transferSize, 0),
    requests: requests.length,
  };
}
