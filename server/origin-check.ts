import type { Request, RequestHandler } from "express";
import { untrustedProxyAdvice, untrustedProxyWarning, type TrustProxy } from "#app/config/trust-proxy.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { answerAfterBody } from "./lingering.ts";

/**
 * Form posts to pages (the no-JavaScript lead forms, every admin action) are accepted only from
 * this site: a browser sends Origin with every POST, and a post from another site is refused
 * with 403 before any action runs (issue 12: another site could sign the owner out). A request
 * without Origin does not come from a browser form, so it cannot ride on the owner's cookie.
 * React Router checks the same for actions; this says why, and covers what it does not see.
 *
 * Behind an HTTPS proxy that the server does not trust (TRUST_PROXY unset, or not naming the
 * proxy), the page's origin is https://site while the server sees http: every post would be
 * refused. That case is told apart (the Origin matches what the proxy's X-Forwarded-* headers
 * say) and answered with what to change, and logged once per process as a warning (issue 12,
 * item 5; issue 45: anyone can send those headers, so it is not an error to page the owner for).
 */
export type OriginVerdict = "same" | "absent" | "foreign" | "untrusted-proxy";

const first = (header: string | undefined) => header?.split(",")[0]?.trim() || undefined;

function originOf(scheme: string, host: string | undefined): string | null {
  try {
    // URL objects, so that default ports compare equal ('example.com' and 'example.com:80').
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

export function originVerdict(req: Request): OriginVerdict {
  const header = req.get("origin");
  if (header === undefined) {
    // Fetch metadata, where a browser sends it without Origin.
    return req.get("sec-fetch-site") === "cross-site" ? "foreign" : "absent";
  }
  let origin: string;
  try {
    origin = new URL(header).origin;
  } catch {
    return "foreign"; // includes 'null' (sandboxed frames, some redirects)
  }
  if (origin === originOf(req.protocol, req.host)) return "same";
  // What a proxy in front says the page's address is, when the server does not believe it. A
  // browser cannot set these headers on a cross-site form post.
  const forwarded = originOf(first(req.get("x-forwarded-proto")) ?? req.protocol, first(req.get("x-forwarded-host")) ?? req.host);
  const saidByProxy = req.get("x-forwarded-proto") !== undefined || req.get("x-forwarded-host") !== undefined;
  return saidByProxy && origin === forwarded ? "untrusted-proxy" : "foreign";
}

export const CROSS_SITE_MESSAGES = {
  page: "This form was sent from another site, so it was not accepted.",
  api: "This request was sent from another site, so it was not accepted: this API takes posts from this site's pages only.",
} as const;

/**
 * The same check in front of the JSON APIs (leads, checkout, booking, consent): a third-party page
 * could otherwise sign its visitors up to the newsletter, or start orders, with any address. The
 * answer is JSON, in the APIs' error shape. Not for Stripe's webhook: Stripe posts it server to
 * server (no Origin), and its signature is what proves it.
 */
export const sameOriginApiPosts = (trustProxy: TrustProxy) => sameOriginPosts(trustProxy, { json: true });

/** Whether this process has logged a post through a proxy it does not trust (once is enough). */
let toldUntrustedProxy = false;

export function sameOriginPosts(trustProxy: TrustProxy, { json = false }: { json?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const verdict = originVerdict(req);
    if (verdict === "same" || verdict === "absent") return next();
    const status = verdict === "foreign" ? 403 : 400;
    const text = verdict === "foreign" ? CROSS_SITE_MESSAGES[json ? "api" : "page"] : untrustedProxyAdvice(trustProxy);
    if (verdict === "untrusted-proxy" && !toldUntrustedProxy) {
      toldUntrustedProxy = true;
      logger.warn({ origin: req.get("origin"), seen: `${req.protocol}://${req.host}` }, untrustedProxyWarning(trustProxy));
    }
    answerAfterBody(req, () => (json ? res.status(status).json({ ok: false, fieldErrors: {}, formError: text }) : res.status(status).type("text/plain; charset=utf-8").send(text)));
  };
}
