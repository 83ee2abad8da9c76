import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RequestHandler } from "express";
import { logger } from "#app/lib/logger.server.ts";
import { compressBest } from "#app/lib/compress-best.server.ts";
import { matchesEtag, preferredEncoding } from "#app/lib/encoding-negotiation.server.ts";
import { inlineScriptHashes } from "./html/csp-hashes.ts";
import { contentSecurityPolicy, cspNonceToken } from "./security-headers.ts";
import { requestContext } from "#app/lib/request-context.server.ts";

/**
 * Prerendered pages: pages that need no request data (the static pages and every insight) are
 * rendered once, kept in memory and then served as they are. Their inline scripts are allowed by
 * hash instead of by nonce, so the bytes never change, and each page is compressed once (Brotli
 * and gzip at their best levels) and carries a weak ETag, the same for all three encodings
 * (docs/decisions/054).
 *
 * A page is rendered on its first request, not when the server starts (issue 23: with 1,000
 * insights, rendering them all at boot took 98 s): that request is rendered as any other (per
 * request, with a nonce) and the page is rendered for the cache behind it, one page at a time;
 * the most visited pages are rendered right after the server listens (`renderInBackground`). Only the pages
 * listed (app/prerendered-paths.ts) are kept, and only as many as fit in `maxBytes` (their
 * compressed bytes): past that the least recently served page is dropped, and rendered again on
 * its next request, as on its first. With 1,000 insights all of them fit in the default; with ten
 * times as many, the memory still stays bounded (issue 23).
 *
 * What they show is fixed at render time, and one thing in them depends on the date: the
 * footer's copyright year. So a page rendered in an earlier year (in the server's time zone) is
 * out of date: its request is rendered per request, and the page rendered again behind it.
 */
export interface PrerenderedPage {
  /**
   * The page uncompressed, made from the gzip copy when a client asks for it (rare: every browser
   * takes Brotli or gzip). Not kept: with 1,000 insights the uncompressed copies were most of the
   * server's memory.
   */
  html(): Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

/**
 * Compression at the best levels runs on libuv's thread pool, not on the event loop: the pages
 * are rendered again while the server serves (when the year turns), and with every insight
 * among them, Brotli's best level would otherwise stop every request for a moment per page.
 */
export async function preparePrerenderedPage(rendered: string | Uint8Array, path = "/"): Promise<PrerenderedPage> {
  // The page's bytes, read one character a byte (latin1): what is searched and removed is ASCII,
  // and a one-byte string is half a two-byte one (an insight page as text held "·" and "←": 150 kB
  // per copy, each straight into the old generation). Its bytes back are the UTF-8 page, unchanged.
  const text = (typeof rendered === "string" ? Buffer.from(rendered, "utf8") : Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength)).toString("latin1");
  const html = text.replaceAll(` nonce="${cspNonceToken}"`, "");
  if (html.includes(cspNonceToken)) throw new Error("a rendered page still holds the nonce placeholder");
  const bytes = Buffer.from(html, "latin1");
  const { br, gz } = await compressBest(bytes);
  return {
    html: () => gunzipSync(gz),
    br: exact(br),
    gzip: exact(gz),
    // Weak: the three encodings carry the same page.
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    csp: contentSecurityPolicy(inlineScriptHashes(html, "latin1"), path),
  };
}

/**
 * The buffer alone in memory: zlib's output for a page is a slice of its 64 kB output buffer
 * (Node 26), and a kept slice keeps all of it: 128 kB per page for 30 kB of bytes (issue 23).
 */
function exact(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength) return buf;
  const copy = Buffer.allocUnsafeSlow(buf.byteLength);
  buf.copy(copy);
  return copy;
}

/** What a kept page costs in memory: its two compressed copies (the strings beside them are small). */
export const keptBytes = (page: PrerenderedPage): number => page.br.byteLength + page.gzip.byteLength;

/**
 * The default bound of the kept pages' bytes. A page is 25-45 kB in Brotli and gzip together
 * (home 45 kB; an insight of the 1,000-insight fixture 29 kB), so the static pages and about
 * 1,600 insights fit; past that, the least recently served are dropped.
 */
export const KEPT_PAGES_MAX_BYTES = 48 * 1024 * 1024;

/** Renders one page's HTML (text, or its UTF-8 bytes) as a visitor with no cookies and no query would get it. */
export type RenderPage = (path: string) => Promise<string | Uint8Array>;

/** The first moment of the year after `now`'s, in the server's time zone. */
const startOfNextYear = (now: number): number => new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

/** After a failed render, that page's next try waits this long (requests meanwhile are rendered per request). */
const RETRY_AFTER_MS = 60_000;

/** The prerendered pages, each rendered on its first request (or by `renderInBackground`), and again when the year turns. */
export class PrerenderedPages {
  private readonly known: ReadonlySet<string>;
  /**
   * Bounded by the kept pages' compressed bytes, the least recently served dropped first
   * (lru-cache). A page larger than the bound alone counts as the whole bound: it is kept, the
   * others dropped, rather than rendered at every request.
   */
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly retryAt = new Map<string, number>();
  private pumping: Promise<void> | null = null;

  constructor(
    paths: readonly string[],
    private readonly renderPage: RenderPage,
    private readonly now: () => number = Date.now,
    /** The kept pages' compressed bytes stay within this (the page just rendered is kept whatever its size). */
    maxBytes: number = KEPT_PAGES_MAX_BYTES,
  ) {
    this.known = new Set(paths);
    this.pages = new LRUCache<string, KeptPage>({ maxSize: maxBytes, sizeCalculation: (kept) => Math.max(1, Math.min(kept.bytes, maxBytes)) });
  }

  /** Renders the pages (all it knows by default) now; resolves when they are in memory, rejects if one fails. */
  async render(paths: readonly string[] = [...this.known]): Promise<void> {
    for (const p of paths) await this.renderOne(p);
  }

  /** Renders these pages in the background, one at a time (the most visited, right after the server listens). */
  renderInBackground(paths: readonly string[]): void {
    for (const p of paths) this.schedule(p);
  }

  /** The page as rendered, or undefined when it is not rendered yet or out of date (then it is rendered in the background). */
  get(path: string): PrerenderedPage | undefined {
    if (!this.known.has(path)) return undefined;
    // Served: most recently used, last in line to be dropped.
    const entry = this.pages.get(path);
    if (entry && this.now() < entry.validUntil) return entry.page;
    this.schedule(path);
    return undefined;
  }

  /** Resolves once the pages asked for so far are rendered (tests, the bench). */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The kept pages' compressed bytes (at most `maxBytes`, or one page over it when that page alone is larger). */
  get bytes(): number {
    let sum = 0;
    for (const kept of this.pages.values()) sum += kept.bytes;
    return sum;
  }

  private schedule(path: string) {
    if (this.queued.has(path) || this.now() < (this.retryAt.get(path) ?? 0)) return;
    this.queued.add(path);
    this.queue.push(path);
    this.pumping ??= this.pump().finally(() => (this.pumping = null));
  }

  private async pump(): Promise<void> {
    for (let p = this.queue.shift(); p !== undefined; p = this.queue.shift()) {
      try {
        await this.renderOne(p);
      } catch (err) {
        this.retryAt.set(p, this.now() + RETRY_AFTER_MS);
        logger.error({ err, path: p }, "rendered pages: render failed; rendering per request meanwhile");
      } finally {
        this.queued.delete(p);
      }
    }
  }

  private async renderOne(path: string): Promise<void> {
    const started = this.now();
    const page = await preparePrerenderedPage(await this.renderPage(path), path);
    // The page just rendered is the most recent: the least recently served go first.
    this.pages.set(path, { page, validUntil: startOfNextYear(started), bytes: keptBytes(page) });
    this.retryAt.delete(path);
  }
}

interface KeptPage {
  page: PrerenderedPage;
  validUntil: number;
  bytes: number;
}

/**
 * The prerendered pages of `paths`, rendered through the app's own request handler as they are
 * first asked for. `noindexHost`: as served on a host search engines must keep out (their robots
 * meta says noindex, as their header does: server/seo-hosts.ts); the site's own host is served
 * the other copy.
 */
export function prerenderedPagesFor(build: ServerBuild, paths: readonly string[], { noindexHost = false, maxBytes = KEPT_PAGES_MAX_BYTES } = {}): PrerenderedPages {
  const handler = createRequestHandler(build, "production");
  return new PrerenderedPages(paths, async (p) => {
    const res = await handler(new Request(`http://localhost${p}`), requestContext({ cspNonce: cspNonceToken, noindexHost }));
    if (res.status !== 200) throw new Error(`Rendered page ${p} rendered with status ${res.status}`);
    // As bytes, never as one string (preparePrerenderedPage).
    return new Uint8Array(await res.arrayBuffer());
  }, Date.now, maxBytes);
}

/**
 * The two copies of the prerendered pages: for the site's own host, and for the hosts kept out
 * of search engines. The second is bounded to a quarter of the bytes: a live site's visitors
 * come by its own host, the others are previews, local copies and crawlers trying its address.
 */
export interface PrerenderedPagesByHost {
  indexed: PrerenderedPages;
  noindex: PrerenderedPages;
}

export function prerenderedPagesByHost(build: ServerBuild, paths: readonly string[]): PrerenderedPagesByHost {
  return {
    indexed: prerenderedPagesFor(build, paths),
    noindex: prerenderedPagesFor(build, paths, { noindexHost: true, maxBytes: KEPT_PAGES_MAX_BYTES / 4 }),
  };
}

/** Serves the prerendered pages; anything else (or a page not rendered yet, or being rendered again) goes on to the router. */
export function servePrerenderedPages(pages: PrerenderedPages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query string may change what a page shows (search, filters): render those per request.
    if (req.url.includes("?")) return next();
    const page = pages.get(req.path);
    if (page === undefined) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html();
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
