import { writeReadableStreamToWritable } from "@react-router/node";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { answerAfterBody } from "./lingering.ts";

/**
 * Hands page requests to React Router, in place of @react-router/express's handler, so that
 * what React Router would fail on gets a clear 4xx first (issue 12):
 * - methods other than GET, HEAD and POST: 405 (a TRACE, PUT or DELETE made the old handler or
 *   an action throw, and answered 500);
 * - a body over the lead API's 64 KB: 413 before it is read (a 10 MB field was read whole and
 *   echoed twice into the page); the rest is drained by Node without being kept;
 * - a body that is not a form post (URL-encoded, UTF-8): 415. The page actions read forms;
 *   React Router's <Form> sends them URL-encoded;
 * - a Host that makes no URL: 400.
 * The body is read here, within the limit, and handed to React Router as bytes.
 */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;
const ALLOWED = "GET, HEAD, POST";
const FORM_TYPE = "application/x-www-form-urlencoded";

export interface ReactRouterHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
}

/** A short plain-text refusal, sent once the client has finished sending (lingering.ts). */
const plain = (res: Response, status: number, text: string) => {
  answerAfterBody(res.req, () => {
    if (!res.headersSent) res.status(status).type("text/plain; charset=utf-8").send(text);
  });
};

/** UTF-8 (or no charset, which means UTF-8 for forms) is all the page actions decode. */
function charsetOf(contentType: string): string | null {
  const m = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType);
  return m ? (m[1] ?? "").toLowerCase() : null;
}

const hasBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** Checks the method, the body's size and type; reads the body (bounded) into req.body. */
export function pageRequestGuards(): (RequestHandler | ErrorRequestHandler)[] {
  const check: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      res.setHeader("Allow", ALLOWED);
      return plain(res, 405, `Method ${req.method} is not allowed here. Allowed: ${ALLOWED}.`);
    }
    if (req.method !== "POST" || !hasBody(req)) return next();
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > PAGE_BODY_LIMIT_BYTES) return plain(res, 413, `The form is too large (limit ${PAGE_BODY_LIMIT_BYTES / 1024} KB).`);
    const type = req.headers["content-type"] ?? "";
    if (!req.is(FORM_TYPE)) return plain(res, 415, `Send the form as ${FORM_TYPE}.`);
    const charset = charsetOf(type);
    if (charset !== null && charset !== "utf-8" && charset !== "utf8") return plain(res, 415, "Send the form in UTF-8.");
    if (req.headers["content-encoding"] && req.headers["content-encoding"] !== "identity") return plain(res, 415, "Send the form uncompressed.");
    next();
  };
  const read = express.raw({ type: FORM_TYPE, limit: PAGE_BODY_LIMIT_BYTES, inflate: false });
  const errors: ErrorRequestHandler = (err, _req, res, next) => {
    const e = err as { type?: string; status?: number };
    if (res.headersSent) return next(err);
    if (e.type === "entity.too.large") return plain(res, 413, `The form is too large (limit ${PAGE_BODY_LIMIT_BYTES / 1024} KB).`);
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500) return plain(res, e.status, "Bad request.");
    next(err);
  };
  return [check, read, errors];
}

/** A host name or IP literal, with an optional port: nothing that could move into a URL's path or user part. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * React Router decodes each path segment and, when it renders, parses the result as a URL again
 * (against http://localhost). A path that then reads as another host ('//x', '/%09/x',
 * '/%5C%5Cx') or as no URL at all made the render fail (a 500). No page has such a path: it is
 * refused with 400. The same decoding as React Router's, then the same parse.
 */
export function routablePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    decoded = pathname; // React Router keeps a path it cannot decode as it is
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false;
  try {
    return new URL(decoded, "http://localhost").origin === "http://localhost";
  } catch {
    return false;
  }
}

/** The request React Router sees, or null when the Host or path makes no URL. */
function toFetchRequest(req: Request, res: Response): globalThis.Request | null {
  // req.host: X-Forwarded-Host from a trusted proxy, else Host (HTTP/1.0 may send none).
  const host = req.host || "localhost";
  if (host.length > 255 || !HOST.test(host) || !req.originalUrl.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return null;
  }
  if (!routablePath(url.pathname)) return null;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method === "POST") {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    init.body = Uint8Array.from(body);
    // An empty post is an empty form, whatever it claimed to be (the guards let only forms through).
    headers.set("content-type", FORM_TYPE);
    headers.set("content-length", String(body.length));
  }
  return new Request(url, init);
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  const type = response.headers.get("content-type") ?? "";
  // React Router's 405 (a POST to a page or file with no action) names no allowed method, and
  // for a file (the sitemap, a feed) says "Unexpected Server Error" in JSON: both said plainly.
  if (response.status === 405 && !response.headers.has("allow") && !type.startsWith("text/")) {
    await response.body?.cancel();
    res.setHeader("Allow", "GET, HEAD");
    return void plain(res, 405, "This address does not take that kind of request. Allowed: GET, HEAD.");
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  if (response.status === 405 && !response.headers.has("allow")) res.setHeader("Allow", "GET, HEAD");
  // A route's own header replaces the server's default (e.g. Cache-Control); cookies add up.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  // A page rendered for this request (a 404, a search, an error) carries this response's nonce:
  // never served from a cache without asking (prerendered pages say the same with their ETag).
  if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", "no-cache");
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (!res.destroyed && !res.writableEnded) throw err;
  }
}

export function reactRouterHandler({ build, mode, getLoadContext }: ReactRouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      if (!request) return void plain(res, 400, "Bad request: the address (host or path) is not one this site can have.");
      await send(res, await handle(request, getLoadContext(req, res)));
    } catch (err) {
      next(err);
    }
  };
}
