import type { ServerResponse } from "node:http";

/** What a response's `locals` may say about its own status (set by the route that answered). */
interface Locals {
  /** A 503 the site's own settings explain (payments off: server/api/checkout.ts), not a failure. */
  expectedUnavailable?: boolean;
}

/**
 * The level of a request's log line: our failures are errors (an alert on errors should fire),
 * a refused request a warning, the rest info. A 503 the site's settings explain is a warning:
 * with payments off, every visitor's press on "Book" would otherwise log an error. A 404 has no
 * such line ('silent'): it gets its own, at info and without headers (server/request-log.ts).
 */
export function requestLogLevel(res: ServerResponse & { locals?: Locals }, err?: Error): "error" | "warn" | "info" | "silent" {
  if (err) return "error";
  if (res.statusCode >= 500) return res.locals?.expectedUnavailable ? "warn" : "error";
  if (res.statusCode === 404) return "silent";
  return res.statusCode >= 400 ? "warn" : "info";
}
