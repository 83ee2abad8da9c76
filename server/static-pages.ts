import { createRequestHandler, type ServerBuild } from "react-router";
import type { RequestHandler } from "express";
import { logger } from "~/lib/logger.server";
import { cspNonceToken } from "./security-headers";

/**
 * Pages that need no request data are rendered once, when the server boots, and then served
 * from memory. They are rendered with a placeholder nonce that each response replaces with its
 * own, so a static page costs a string replace instead of a React render and still runs under
 * a strict Content-Security-Policy (docs/decisions/002-static-pages-with-nonce.md).
 */
export async function renderStaticPages(build: ServerBuild, paths: readonly string[]): Promise<Map<string, string>> {
  const handler = createRequestHandler(build, "production");
  const pages = new Map<string, string>();
  const started = Date.now();
  for (const p of paths) {
    const res = await handler(new Request(`http://localhost${p}`), { cspNonce: cspNonceToken, renderComplete: true });
    if (res.status !== 200) throw new Error(`Static page ${p} rendered with status ${res.status}`);
    pages.set(p, await res.text());
  }
  logger.info({ pages: pages.size, ms: Date.now() - started }, "static pages rendered");
  return pages;
}

export function servePages(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query string may change what a page shows (search, filters): render those per request.
    if (req.url.includes("?")) return next();
    const html = pages.get(req.path);
    if (html === undefined) return next();
    res.status(200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(html.replaceAll(cspNonceToken, String(res.locals.cspNonce)));
  };
}
