import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { cookieNames } from "~/config/cookies";
import { runtime } from "~/runtime.server";

/**
 * The owner's admin session (DECISIONS 11): one password (ADMIN_PASSWORD), a signed, HttpOnly,
 * SameSite=Lax cookie (path / so that the router's /admin.data requests carry it) that lasts until the browser closes or 12 hours,
 * whichever comes first. Login attempts are rate-limited per client.
 */
export const SESSION_HOURS = 12;
/** Sign-in attempts per client: 5 wrong passwords per 15 minutes. */
export const LOGIN_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function createSessionValue(secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ exp: now + SESSION_HOURS * 3600_000 })).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

export function verifySessionValue(value: string | undefined, secret: string, now = Date.now()): boolean {
  if (!value) return false;
  const [payload, mac] = value.split(".");
  if (!payload || !mac) return false;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: number };
    return typeof exp === "number" && exp > now;
  } catch {
    return false;
  }
}

/** Compares in constant time (hashes first, so lengths do not leak either). */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A cookie's value, or undefined when it is absent or not valid percent-encoding (a bad cookie is no cookie). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function sessionCookie(value: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${cookieNames.adminSession}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function clearSessionCookie(): string {
  return `${cookieNames.adminSession}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function isAdmin(request: Request): boolean {
  const { cfg } = runtime();
  if (!cfg.adminPassword) return false;
  return verifySessionValue(readCookie(request, cookieNames.adminSession), cfg.sessionSecret);
}

/**
 * Every admin loader and action starts here: anonymous requests go to the login page. `url` is
 * React Router's cleaned-up URL of the page (request.url may be the raw `.data` request of a
 * client-side navigation, which must not become the place to return to).
 */
export function requireAdmin(request: Request, url: URL): void {
  if (isAdmin(request)) return;
  throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

const SITE = "http://site.invalid";

/**
 * Only paths under /admin of this site are places to return to after login: printable ASCII
 * (a control character cannot go into a Location header), no backslash (browsers read '\' as
 * '/'), and still under /admin once the URL is resolved ('/admin/../x' is '/x').
 */
export function safeNext(next: string | null): string {
  if (!next || next.length > 2000 || !/^[\x21-\x7e]+$/.test(next) || next.includes("\\")) return "/admin";
  const url = new URL(next, SITE);
  if (url.origin !== SITE || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith("//")) return "/admin";
  return url.pathname + url.search;
}
