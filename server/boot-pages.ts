import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Request, RequestHandler } from "express";
import Negotiator from "negotiator";
import { logger } from "~/lib/logger.server";
import { inlineScriptHashes } from "./html/csp-hashes";
import { contentSecurityPolicy, cspNonceToken } from "./security-headers";
import { requestContext } from "~/lib/request-context.server";

/**
 * Boot-rendered pages: pages that need no request data are rendered when the server boots and
 * then served from memory as they are. Their inline scripts are allowed by hash instead of by
 * nonce, so the bytes never change, and each page is compressed once (Brotli and gzip at their
 * best levels) and carries a weak ETag, the same for all three encodings
 * (docs/decisions/006-deferred-boot-and-constant-static-pages.md).
 *
 * What they show is fixed at render time, and one thing in them depends on the date: the
 * footer's copyright year. So the pages are rendered again when the year turns (in the
 * server's time zone): the first request of the new year finds them out of date, starts a new
 * render and is itself rendered per request, like every request until the new render is done.
 * Checking costs one comparison of two numbers per request.
 */
export interface BootPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compression at the best levels runs on libuv's thread pool, not on the event loop: the pages
 * are rendered again while the server serves (when the year turns), and with every insight
 * among them, Brotli's best level would otherwise stop every request for a moment per page.
 */
export async function prepareBootPage(rendered: string, path = "/"): Promise<BootPage> {
  // The boot script was already deferred by the render (app/entry.server.tsx).
  const html = rendered.replaceAll(` nonce="${cspNonceToken}"`, "");
  if (html.includes(cspNonceToken)) throw new Error("a boot-rendered page still holds the nonce placeholder");
  const bytes = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return {
    html: bytes,
    br,
    gzip: gz,
    // Weak: the three encodings carry the same page.
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    csp: contentSecurityPolicy(inlineScriptHashes(html), path),
  };
}

/** Renders one page's HTML as a visitor with no cookies and no query would get it. */
export type RenderPage = (path: string) => Promise<string>;

/** The first moment of the year after `now`'s, in the server's time zone. */
const startOfNextYear = (now: number): number => new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

/** The boot-rendered pages, rendered again when the year turns. */
export class BootPages {
  private pages: ReadonlyMap<string, BootPage> = new Map();
  private validUntil = 0;
  private rendering: Promise<void> | null = null;
  /** After a failed render, the next try waits a minute (requests meanwhile are rendered per request). */
  private retryAt = 0;

  constructor(
    private readonly paths: readonly string[],
    private readonly renderPage: RenderPage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Renders every page; resolves when they are all in memory (and rejects if one fails). */
  render(): Promise<void> {
    this.rendering ??= this.renderAll().finally(() => (this.rendering = null));
    return this.rendering;
  }

  /** The page as rendered, or undefined when there is none or it is out of date (then a new render starts). */
  get(path: string): BootPage | undefined {
    const now = this.now();
    if (now >= this.validUntil) {
      if (!this.rendering && now >= this.retryAt) {
        void this.render().catch((err: unknown) => {
          this.retryAt = this.now() + 60_000;
          logger.error({ err }, "boot-rendered pages: render for the new year failed; rendering per request meanwhile");
        });
      }
      return undefined;
    }
    return this.pages.get(path);
  }

  get size(): number {
    return this.pages.size;
  }

  private async renderAll(): Promise<void> {
    const started = this.now();
    const pages = new Map<string, BootPage>();
    // One page at a time: the thread pool also reads the static files.
    for (const p of this.paths) pages.set(p, await prepareBootPage(await this.renderPage(p), p));
    this.pages = pages;
    this.validUntil = startOfNextYear(started);
    logger.info({ pages: pages.size, ms: this.now() - started }, "boot-rendered pages rendered");
  }
}

/** Renders the pages of `paths` through the app's own request handler, once, before the server listens. */
export async function renderBootPages(build: ServerBuild, paths: readonly string[]): Promise<BootPages> {
  const handler = createRequestHandler(build, "production");
  const pages = new BootPages(paths, async (p) => {
    const res = await handler(new Request(`http://localhost${p}`), requestContext({ cspNonce: cspNonceToken }));
    if (res.status !== 200) throw new Error(`Boot-rendered page ${p} rendered with status ${res.status}`);
    return res.text();
  });
  await pages.render();
  return pages;
}

/** negotiator 0.6.4's second parameter (the compression middleware's too), not yet in @types/negotiator 0.6. */
type EncodingInOurOrder = (available: readonly string[], preferred: readonly string[]) => string | undefined;

/**
 * The client's best-rated encoding (q-values respected); among equals ours: Brotli, then gzip.
 * Browsers list gzip first ("gzip, deflate, br, zstd"), and the client's order alone would send
 * them gzip: a third more bytes on the most visited pages (home: 24.5 kB against 18.4 kB).
 */
function pickEncoding(req: Request): "br" | "gzip" | null {
  const negotiator = new Negotiator(req);
  const accepted = (negotiator.encoding as EncodingInOurOrder).call(negotiator, ["br", "gzip", "identity"], ["br", "gzip"]);
  return accepted === "br" || accepted === "gzip" ? accepted : null;
}

function notModified(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag.replace(/^W\//, "") || t === "*");
}

/** Serves the boot-rendered pages; anything else (or a page being rendered again) goes on to the router. */
export function serveBootPages(pages: BootPages): RequestHandler {
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
    if (notModified(req, page.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
