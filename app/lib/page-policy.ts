/**
 * What a single page adds to the Content-Security-Policy baseline (server/security-headers.ts).
 * A third party is allowed only on the pages that use it: each integration declares its own
 * `PagePolicy` in its feature folder, and server/csp-by-path.ts lists them. The types live here,
 * below both, so a feature that declares a policy does not depend on the server that applies it.
 */

/** The CSP directives a page policy may extend: the baseline's, and script-src. */
export type CspDirective =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "form-action"
  | "frame-ancestors"
  | "object-src"
  | "base-uri"
  | "manifest-src"
  | "worker-src";

/** Sources one page adds to the baseline, per directive. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

export interface PagePolicy {
  /** Exact paths (no trailing slash) or prefixes ending in "/*". */
  paths: readonly string[];
  add: CspAdditions;
}
