import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { CspDirective } from "#app/lib/page-policy.ts";
import { isAdminPath } from "#app/config/paths.ts";
import { cspAdditionsFor } from "./csp-by-path.ts";

/**
 * Security-header baseline. Scripts run only from our own origin ('self': every script file is
 * a built, hashed asset; nothing user-supplied is served from it) and, inline, only with this
 * response's nonce or, on prerendered pages, by their hash
 * (docs/decisions/055-script-src-without-strict-dynamic.md). A page may be framed by the
 * site itself and by nothing else (the case study's live preview frames the site's own pages:
 * issue 48); the owner's area and the APIs by nothing at all (`neverFramed`). Integrations that need more (payment form, scheduler, case-study preview) extend these lists
 * for their own pages only, in ./csp-by-path.ts.
 */
export const cspNonceToken = "__CSP_NONCE__";

export const directives = {
  "default-src": ["'self'"],
  // sonner and the scheduler's height position and size with inline styles.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "form-action": ["'self'"],
  // 'none' where `neverFramed` (see contentSecurityPolicy).
  "frame-ancestors": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
} as const satisfies Record<Exclude<CspDirective, "script-src">, readonly string[]>;

/**
 * Directives a browser reads from default-src when they are absent (CSP Level 3's fallback
 * list: connect-, font-, frame- (through child-src) and manifest-src). Where a page adds nothing
 * to one and it equals default-src, it is left out: the same policy in ~70 fewer bytes of every
 * page's headers, which count towards the HTML's first round trip (docs/performance.md item 9).
 * worker-src falls back to script-src first: it is left out where script-src allows the same
 * locations (a worker is loaded from a URL, so script-src's nonces and hashes do not count).
 */
const readFromDefault: ReadonlySet<string> = new Set(["connect-src", "font-src", "frame-src", "manifest-src"]);

const isInlineSource = (source: string) => /^'(?:nonce|sha\d{3})-/.test(source);

const sameSources = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The policy with the given inline-script sources ('nonce-…' or 'sha256-…'), plus what the page
 * at `path` adds (./csp-by-path.ts), so a third party's host is allowed only where it is used.
 */
export function contentSecurityPolicy(inlineScriptSources: readonly string[], path = "/"): string {
  const add = cspAdditionsFor(path);
  const all: Record<string, readonly string[]> = { "script-src": ["'self'", ...inlineScriptSources], ...directives };
  if (neverFramed(path)) all["frame-ancestors"] = ["'none'"];
  const merged = Object.entries(all).map(([name, values]) => {
    const extra = add[name as CspDirective] ?? [];
    return [name, [...values, ...extra.filter((v) => !values.includes(v))]] as const;
  });
  const scriptLocations = merged.find(([name]) => name === "script-src")![1].filter((v) => !isInlineSource(v));
  return merged
    .filter(([name, sources]) => !(readFromDefault.has(name) && sameSources(sources, directives["default-src"])))
    .filter(([name, sources]) => !(name === "worker-src" && sameSources(sources, scriptLocations)))
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join(";");
}

/**
 * Headers every response carries (helmet's set, Permissions-Policy, HSTS over HTTPS). The
 * Content-Security-Policy is set apart: by `pageSecurityPolicy` with a fresh nonce, or by a
 * prerendered page with its own constant policy (server/prerendered-pages.ts), which then needs no
 * nonce at all.
 */
export function baselineHeaders(): RequestHandler[] {
  const withHelmet = helmet({
    contentSecurityPolicy: false,
    // HSTS only means something over HTTPS; it is added below when the request is secure.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // Set below, per path: SAMEORIGIN for pages, DENY where nothing may frame (neverFramed).
    xFrameOptions: false,
    // Headers no supported browser reads: X-XSS-Protection (every XSS auditor was removed by
    // 2019; helmet sends it only to say "0") and X-Download-Options (Internet Explorer 8). Each
    // is bytes in every response's first round trip and protects nothing.
    xXssProtection: false,
    xDownloadOptions: false,
    // X-Permitted-Cross-Domain-Policies is read by Flash and Adobe Acrobat only, for
    // crossdomain.xml policies; this site serves neither such a policy nor any PDF.
    xPermittedCrossDomainPolicies: false,
  });
  const extra: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()");
    // For browsers that read only this header; the CSP's frame-ancestors says the same.
    res.setHeader("X-Frame-Options", neverFramed(req.path) ? "DENY" : "SAMEORIGIN");
    // The public images (social cards, icons, the insights' covers) are meant to be shown by
    // others: a feed reader's page shows the feeds' logo and enclosures, a chat app its preview.
    if (PUBLIC_IMAGE.test(req.path)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
  return [withHelmet, extra];
}

/**
 * The owner's area and the APIs are framed by nothing, not even the site: no page of the site
 * frames them, and a frame is how a click on them could be hijacked.
 */
export const neverFramed = (path: string) => isAdminPath(path) || path.toLowerCase().startsWith("/api/");

/** Images anyone may embed: the Open Graph cards, the icons, and the build's pictures. */
export const PUBLIC_IMAGE = /^\/(?:og\/[^/]+\.png|favicon(?:-48\.png|\.ico|\.svg)|apple-touch-icon\.png|assets\/[^/]+\.(?:png|jpe?g|webp|avif|svg))$/;

/** A fresh nonce for this response, and the policy that allows inline scripts carrying it. */
export function pageSecurityPolicy(): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], req.path));
    next();
  };
}
