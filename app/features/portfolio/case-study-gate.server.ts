import { createHash, createHmac } from "node:crypto";
import { CASE_STUDY_UNLOCK_HOURS } from "#app/config/case-study.ts";
import { CASE_STUDY_GATE_RATE_LIMIT } from "#app/config/rate-limits.ts";
import { cookieNames } from "#app/config/cookies.ts";
import { secureOver } from "#app/lib/cookies.ts";
import { paths } from "#app/config/paths.ts";
import { inMinutes } from "#app/features/leads/messages.ts";
import type { Limiter } from "#app/infra/limiter.server.ts";
import { readCookie } from "#app/features/admin/session.server.ts";
import { passwordMatches } from "#app/lib/password-match.server.ts";
import { readSignedValue, signValue } from "#app/lib/signed-value.server.ts";

/**
 * The case study's password gate (DECISIONS 10), on the server only.
 *
 * The unlock is a cookie signed with a key made from the server's secret and PORTFOLIO_PASSWORD:
 * a new password changes the key, so every earlier unlock stops counting at once. The cookie is
 * a session cookie (no Max-Age: it ends with the browser), and its signed payload carries an
 * expiry 12 hours out, so a browser that keeps sessions alive for days (session restore) is
 * asked again anyway. HttpOnly (no script reads it), SameSite=Lax, and scoped to /portfolio so
 * that it goes only to the portfolio pages (the page, its data requests, its images).
 */
export const CASE_STUDY_COOKIE_PATH = paths.portfolio;

export const GATE_MESSAGES = {
  /** SPEC §5 and §8, to the letter. */
  wrongPassword: "Incorrect password. Please try again.",
  tooMany: (minutes: number) => `Too many attempts. Please try again in ${inMinutes(minutes)}.`,
  closed: "The case study is closed.",
} as const;

export function unlockKey(secret: string, password: string): Buffer {
  return createHmac("sha256", secret).update("case-study-unlock\0").update(createHash("sha256").update(password).digest()).digest();
}

export function createUnlockValue(key: Buffer, now = Date.now()): string {
  return signValue({ exp: now + CASE_STUDY_UNLOCK_HOURS * 3600_000 }, key);
}

/** True for a well-signed, unexpired unlock made with this key. */
export function isValidUnlock(value: string | undefined, key: Buffer, now = Date.now()): boolean {
  if (!value || value.length > 200) return false;
  const exp = readSignedValue(value, key)?.exp;
  // An expiry further out than a fresh unlock's is not one this server wrote.
  return typeof exp === "number" && exp > now && exp <= now + CASE_STUDY_UNLOCK_HOURS * 3600_000;
}

export function unlockCookie(value: string, request: Request): string {
  const secure = secureOver(request);
  return `${cookieNames.portfolioAccess}=${value}; Path=${CASE_STUDY_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`;
}

export interface GateConfig {
  password: string | undefined;
  secret: string;
}

export type GateState = "closed" | "locked" | "unlocked";

export function gateState(request: Request, cfg: GateConfig, now = Date.now()): GateState {
  if (!cfg.password) return "closed";
  return isValidUnlock(readCookie(request, cookieNames.portfolioAccess), unlockKey(cfg.secret, cfg.password), now) ? "unlocked" : "locked";
}

export type GuessResult = { ok: true; cookie: string } | { ok: false; status: 401 | 403 | 429; error: string; waitMinutes?: number };

/**
 * Checks one password. The right password always opens the study (issue: 20 addresses × 5 wrong
 * guesses filled the site-wide bucket, and then the owner's visitors got 429 with the right
 * password); only wrong guesses are limited.
 *
 * Both buckets are taken before the password is compared, atomically (the limiter's take), so
 * guesses sent together cannot all pass; the right password gives its hits back, so the visitor
 * who knows it is never counted, and both buckets count wrong guesses only.
 *
 * - Per client (a /64 for IPv6, see clientHash): 5 wrong guesses per window, then 429 before
 *   any comparison.
 * - Site-wide: 100 wrong guesses per window. When it is full, each client gets two guesses per
 *   window instead of five (`perClientWhenBusy`): a spread-out guessing run is slowed 2.5 times,
 *   and a visitor with the password still gets in, even after a typo (one guess would have
 *   locked out whoever mistyped once while a run went on). Those two are compared and a wrong
 *   one is told it is wrong (401), which is what is true: answering 429 'Too many attempts'
 *   to a newcomer's first typo, while the right password still opens, sent them away for 15
 *   minutes for nothing (issue 45). The limit is named only to a guess it refuses, the client's
 *   third. A 401 tells a guesser no more than a 429 did: either way the guess was compared and
 *   did not open.
 */
export async function tryPassword(
  request: Request,
  readPassword: () => Promise<unknown>,
  { cfg, limiter, clientKey, now = Date.now() }: { cfg: GateConfig; limiter: Limiter; clientKey: string; now?: number },
): Promise<GuessResult> {
  if (!cfg.password) return { ok: false, status: 403, error: GATE_MESSAGES.closed };
  const own = `case-study:${clientKey}`;
  const all = "case-study:*";
  const site = await limiter.take(all, CASE_STUDY_GATE_RATE_LIMIT.overall, now);
  const mine = await limiter.take(own, site.allowed ? CASE_STUDY_GATE_RATE_LIMIT.perClient : CASE_STUDY_GATE_RATE_LIMIT.perClientWhenBusy, now);
  if (!mine.allowed) {
    if (site.allowed) await limiter.giveBack(all, site.hit);
    return { ok: false, status: 429, error: GATE_MESSAGES.tooMany(mine.waitMinutes), waitMinutes: mine.waitMinutes };
  }
  const given = await readPassword();
  // Bounded before hashing: a password field of 64 KB is simply wrong.
  if (typeof given !== "string" || given.length > 200 || !passwordMatches(given, cfg.password)) {
    // Both hits stay: a wrong guess counts for this client and for the site.
    return { ok: false, status: 401, error: GATE_MESSAGES.wrongPassword };
  }
  await limiter.giveBack(own, mine.hit);
  if (site.allowed) await limiter.giveBack(all, site.hit);
  return { ok: true, cookie: unlockCookie(createUnlockValue(unlockKey(cfg.secret, cfg.password), now), request) };
}
