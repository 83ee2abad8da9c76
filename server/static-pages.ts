import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Request, RequestHandler } from "express";
import { logger } from "~/lib/logger.server";
import { inlineScriptHashes } from "./html/csp-hashes";
import { contentSecurityPolicy, cspNonceToken } from "./security-headers";
import { requestContext } from "~/lib/request-context.server";

/**
 * Pages that need no request data are rendered once, when the server boots, and then served
 * from memory as they are: their inline scripts are allowed by hash instead of by nonce, so
 * the bytes never change, and each page is compressed once (Brotli and gzip at their best
 * levels) and carries a weak ETag, the same for all three encodings (docs/decisions/006-deferred-boot-and-constant-static-pages.md).
 */
export interface StaticPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

export function prepareStaticPage(rendered: string): StaticPage {
  // The boot script was already deferred by the render (app/entry.server.tsx).
  const html = rendered.replaceAll(` nonce="${cspNonceToken}"`, "");
  if (html.includes(cspNonceToken)) throw new Error("a static page still holds the nonce placeholder");
  const bytes = Buffer.from(html, "utf8");
  return {
    html: bytes,
    br: brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip: gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
    // Weak: the three encodings carry the same page.
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    csp: contentSecurityPolicy(inlineScriptHashes(html)),
  };
}

export async function renderStaticPages(build: ServerBuild, paths: readonly string[]): Promise<Map<string, StaticPage>> {
  const handler = createRequestHandler(build, "production");
  const pages = new Map<string, StaticPage>();
  const started = Date.now();
  for (const p of paths) {
    const res = await handler(new Request(`http://localhost${p}`), requestContext({ cspNonce: cspNonceToken }));
    if (res.status !== 200) throw new Error(`Static page ${p} rendered with status ${res.status}`);
    pages.set(p, prepareStaticPage(await res.text()));
  }
  logger.info({ pages: pages.size, ms: Date.now() - started }, "static pages rendered");
  return pages;
}

/** Brotli, then gzip, then none, as the client accepts (q-values respected). */
function pickEncoding(req: Request): "br" | "gzip" | null {
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
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

export function servePages(pages: Map<string, StaticPage>): RequestHandler {
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
