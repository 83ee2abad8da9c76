import { describe, expect, it } from "vitest";
import { cookieNames } from "#app/config/cookies.ts";
import { memoryLimiter } from "#app/infra/limiter.server.ts";
import { deviceCookie, knownDevice, SIGN_IN_LIMITS, takeSignInAttempt } from "./sign-in-limits.server.ts";

const secret = "s".repeat(40);
const now = Date.UTC(2026, 10, 27, 12);
const login = (cookie?: string, url = "http://site.test/admin/login") => new Request(url, { method: "POST", headers: cookie ? { cookie } : {} });
/** The name=value part of a Set-Cookie line, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] as string;

describe("the owner's sign-in limits (OWASP device cookies)", () => {
  it("a guessing run spread over many clients fills the site-wide count; then other clients are refused before any comparison", async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < SIGN_IN_LIMITS.overall.max; i++) {
      const attempt = await takeSignInAttempt(limiter, login(), { secret, clientKey: `client-${i}`, now });
      expect(attempt.allowed).toBe(true); // one wrong guess each: kept
    }
    const next = await takeSignInAttempt(limiter, login(), { secret, clientKey: "client-new", now: now + 1000 });
    expect(next).toEqual({ allowed: false, waitMinutes: 15 });
    // Once the window has passed, a new client is checked again.
    const later = await takeSignInAttempt(limiter, login(), { secret, clientKey: "client-new", now: now + SIGN_IN_LIMITS.overall.windowMs + 1 });
    expect(later.allowed).toBe(true);
  });

  it("a browser the owner signed in with before is let through while the site-wide count is full, with a count of its own", async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < SIGN_IN_LIMITS.overall.max; i++) await takeSignInAttempt(limiter, login(), { secret, clientKey: `client-${i}`, now });
    const cookie = sentBack(deviceCookie(login(), secret));
    for (let i = 0; i < SIGN_IN_LIMITS.perDevice.max; i++) {
      expect((await takeSignInAttempt(limiter, login(cookie), { secret, clientKey: "owner", now })).allowed).toBe(true);
    }
    // Its own wrong passwords are limited too.
    expect(await takeSignInAttempt(limiter, login(cookie), { secret, clientKey: "owner", now })).toEqual({ allowed: false, waitMinutes: 15 });
  });

  it("the right password gives its attempt back: neither count keeps it", async () => {
    const limiter = memoryLimiter();
    for (let round = 0; round < 3 * SIGN_IN_LIMITS.overall.max; round++) {
      const attempt = await takeSignInAttempt(limiter, login(), { secret, clientKey: "owner", now });
      if (!attempt.allowed) throw new Error(`refused at attempt ${round + 1}`);
      await attempt.right();
    }
    // A client refused for its own count gives the site-wide hit back: 5 wrong guesses of one
    // client, then its further attempts fill nothing for the others.
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.max + 30; i++) await takeSignInAttempt(limiter, login(), { secret, clientKey: "guesser", now });
    expect((await takeSignInAttempt(limiter, login(), { secret, clientKey: "someone-else", now })).allowed).toBe(true);
  });

  it("a device cookie is signed with the server's secret: a forged, altered or foreign one is no device", () => {
    const cookie = sentBack(deviceCookie(login(), secret));
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    expect(knownDevice(login(cookie), secret)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice(login(cookie), "t".repeat(40))).toBeNull();
    const forged = `${Buffer.from(JSON.stringify({ id: "A".repeat(22) })).toString("base64url")}.${value.split(".")[1]}`;
    expect(knownDevice(login(`${cookieNames.adminDevice}=${forged}`), secret)).toBeNull();
    expect(knownDevice(login(`${cookieNames.adminDevice}=${value}x`), secret)).toBeNull();
    expect(knownDevice(login(), secret)).toBeNull();
  });

  it("the cookie: the same device id at each sign-in, sent only to the sign-in page, never to scripts or other sites", () => {
    const first = deviceCookie(login(), secret);
    const again = deviceCookie(login(sentBack(first)), secret);
    expect(knownDevice(login(sentBack(again)), secret)).toBe(knownDevice(login(sentBack(first)), secret));
    expect(first).toContain("; Path=/admin/login;");
    expect(first).toContain("; HttpOnly; SameSite=Strict");
    expect(first).toContain(`; Max-Age=${400 * 86_400};`);
    expect(first).not.toContain("Secure");
    expect(deviceCookie(login(undefined, "https://site.test/admin/login"), secret)).toMatch(/; Secure$/);
  });
});
