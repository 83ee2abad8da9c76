import { createHmac, randomBytes } from "node:crypto";
import { cookieNames } from "#app/config/cookies.ts";
import { secureOver } from "#app/lib/cookies.ts";
import type { Limiter } from "#app/infra/limiter.server.ts";
import type { Window } from "#app/infra/rate-limit.ts";
import { readSignedValue, signValue } from "#app/lib/signed-value.server.ts";
import { readCookie } from "./session.server.ts";

/**
 * How many wrong passwords the owner's sign-in takes (OWASP's "device cookies": slowing online
 * guessing without locking the owner out).
 *
 * - A browser the owner has signed in with before carries a signed device cookie: it has its own
 *   count (`perDevice`), which nothing else can fill.
 * - Any other client has a count of its own (`perClient`, an IPv6 /64 being one client) and
 *   shares a site-wide count (`overall`). Per client alone, a guessing run spread over the
 *   addresses of one IPv6 /48 (65,536 clients) had about 327,000 guesses a quarter hour against
 *   an 8-character password. While the site-wide count is full, other clients are answered 429
 *   before the password is looked at: the run learns nothing, and the owner still signs in from a
 *   browser used before (or from a new one once the quarter hour has passed).
 *
 * Only wrong passwords count: the right one gives its hits back.
 */
export const SIGN_IN_LIMITS = {
  perDevice: { max: 5, windowMs: 15 * 60 * 1000 },
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  overall: { max: 20, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, Window>;

/** A device cookie lasts this long from the last sign-in made with it. */
export const DEVICE_COOKIE_DAYS = 400;

const deviceKey = (secret: string) => createHmac("sha256", secret).update("admin-device\0").digest();

/** The id of a well-signed device cookie in the request, else null. */
export function knownDevice(request: Request, secret: string): string | null {
  const id = readSignedValue(readCookie(request, cookieNames.adminDevice), deviceKey(secret))?.id;
  return typeof id === "string" && /^[A-Za-z0-9_-]{22}$/.test(id) ? id : null;
}

/** The device cookie given at a successful sign-in (the same id again when the browser had one). */
export function deviceCookie(request: Request, secret: string, id = knownDevice(request, secret) ?? randomBytes(16).toString("base64url")): string {
  const secure = secureOver(request);
  const value = signValue({ id }, deviceKey(secret));
  // Sent only to the sign-in page; Strict: no other site's link or form ever carries it.
  return `${cookieNames.adminDevice}=${encodeURIComponent(value)}; Path=/admin/login; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`;
}

export type SignInAttempt = { allowed: false; waitMinutes: number } | { allowed: true; right(): Promise<void> };

/**
 * Takes one attempt before the password is read (atomically: attempts sent together cannot all
 * pass a check none of them has recorded yet); `right()` gives it back.
 */
export async function takeSignInAttempt(limiter: Limiter, request: Request, { secret, clientKey, now }: { secret: string; clientKey: string; now: number }): Promise<SignInAttempt> {
  const device = knownDevice(request, secret);
  if (device) {
    const bucket = `admin-login:device:${device}`;
    const mine = await limiter.take(bucket, SIGN_IN_LIMITS.perDevice, now);
    if (!mine.allowed) return mine;
    return { allowed: true, right: () => limiter.giveBack(bucket, mine.hit) };
  }
  const all = "admin-login:*";
  const own = `admin-login:${clientKey}`;
  const site = await limiter.take(all, SIGN_IN_LIMITS.overall, now);
  if (!site.allowed) return site;
  const mine = await limiter.take(own, SIGN_IN_LIMITS.perClient, now);
  if (!mine.allowed) {
    await limiter.giveBack(all, site.hit);
    return mine;
  }
  return {
    allowed: true,
    async right() {
      await limiter.giveBack(own, mine.hit);
      await limiter.giveBack(all, site.hit);
    },
  };
}
