import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Security-header baseline. Scripts run only with this response's nonce ('strict-dynamic'
 * lets those scripts load the app's own modules); nothing may frame the site.
 * Integrations that need more (payment form, scheduler) extend these lists in one place.
 */
export const cspNonceToken = "__CSP_NONCE__";

export function nonceMiddleware(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders(): RequestHandler[] {
  const withHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, "'strict-dynamic'"],
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
      },
    },
    // HSTS only means something over HTTPS; it is added below when the request is secure.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
  });
  const extra: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
  return [withHelmet, extra];
}
