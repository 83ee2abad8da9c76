import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { cspAdditionsFor } from "./csp-by-path";

/**
 * Security-header baseline. Scripts run only from our own origin ('self': every script file is
 * a built, hashed asset; nothing user-supplied is served from it) and, inline, only with this
 * response's nonce or, on pages rendered once at boot, by their hash
 * (docs/decisions/006-deferred-boot-and-constant-static-pages.md). Nothing may frame the site.
 * Integrations that need more (payment form, scheduler, case-study preview) extend these lists
 * for their own pages only, in ./csp-by-path.ts.
 */
export const cspNonceToken = "__CSP_NONCE__";

export const directives = {
  "default-src": ["'self'"],
  // Radix, vaul and sonner position and animate with inline styles.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
} as const;

export type CspDirective = keyof typeof directives | "script-src";
/** Sources one page adds to the baseline, per directive. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

/**
 * The policy with the given inline-script sources ('nonce-…' or 'sha256-…'), plus what the page
 * at `path` adds (./csp-by-path.ts), so a third party's host is allowed only where it is used.
 */
export function contentSecurityPolicy(inlineScriptSources: readonly string[], path = "/"): string {
  const add = cspAdditionsFor(path);
  const all: Record<string, readonly string[]> = { "script-src": ["'self'", ...inlineScriptSources], ...directives };
  return Object.entries(all)
    .map(([name, values]) => {
      const extra = add[name as CspDirective] ?? [];
      return `${name} ${[...values, ...extra.filter((v) => !values.includes(v))].join(" ")}`;
    })
    .join(";");
}

export function nonceMiddleware(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

const nonceOf = (res: unknown) => String((res as Response).locals.cspNonce);

export function securityHeaders(): RequestHandler[] {
  const withHelmet = helmet({
    // Set below, from the same directives the static pages use.
    contentSecurityPolicy: false,
    // HSTS only means something over HTTPS; it is added below when the request is secure.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
  });
  const extra: RequestHandler = (req, res, next) => {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonceOf(res)}'`], req.path));
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
  return [withHelmet, extra];
}
