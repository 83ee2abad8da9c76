import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * Security-header baseline. Scripts run only from our own origin ('self': every script file is
 * a built, hashed asset; nothing user-supplied is served from it) and, inline, only with this
 * response's nonce or, on pages rendered once at boot, by their hash
 * (docs/decisions/006-deferred-boot-and-constant-static-pages.md). Nothing may frame the site.
 * Integrations that need more (payment form, scheduler) extend these lists in one place.
 */
export const cspNonceToken = "__CSP_NONCE__";

const directives = {
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

/** The policy with the given inline-script sources ('nonce-…' or 'sha256-…'). */
export function contentSecurityPolicy(inlineScriptSources: readonly string[]): string {
  const all: Record<string, readonly string[]> = { "script-src": ["'self'", ...inlineScriptSources], ...directives };
  return Object.entries(all)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
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
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonceOf(res)}'`]));
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
  return [withHelmet, extra];
}
