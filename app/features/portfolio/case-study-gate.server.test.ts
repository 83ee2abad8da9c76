import { describe, expect, it } from "vitest";
import { CASE_STUDY_UNLOCK_HOURS } from "#app/config/case-study.ts";
import { CASE_STUDY_GATE_RATE_LIMIT } from "#app/config/rate-limits.ts";
import { memoryLimiter } from "#app/infra/limiter.server.ts";
import { createUnlockValue, gateState, GATE_MESSAGES, isValidUnlock, tryPassword, unlockKey } from "./case-study-gate.server.ts";

const secret = "s".repeat(40);
const cfg = { password: "open-sesame", secret };
const req = (cookie?: string) => new Request("http://site.test/portfolio/the-essential-website", { headers: cookie ? { cookie } : {} });

describe("case-study gate (DECISIONS 10)", () => {
  it("an unlock is valid for at most 12 hours, with this password and secret only", () => {
    const now = Date.now();
    const value = createUnlockValue(unlockKey(secret, cfg.password), now);
    expect(isValidUnlock(value, unlockKey(secret, cfg.password), now + 1000)).toBe(true);
    expect(isValidUnlock(value, unlockKey(secret, cfg.password), now + CASE_STUDY_UNLOCK_HOURS * 3600_000 + 1)).toBe(false);
    // A new password revokes every unlock; so does a new secret.
    expect(isValidUnlock(value, unlockKey(secret, "new-password"), now)).toBe(false);
    expect(isValidUnlock(value, unlockKey("t".repeat(40), cfg.password), now)).toBe(false);
    // Tampered or forged values.
    const [payload, mac] = value.split(".");
    const longer = Buffer.from(JSON.stringify({ exp: now + 1000 * 3600_000 })).toString("base64url");
    expect(isValidUnlock(`${longer}.${mac}`, unlockKey(secret, cfg.password), now)).toBe(false);
    expect(isValidUnlock(`${payload}.${mac}x`, unlockKey(secret, cfg.password), now)).toBe(false);
    expect(isValidUnlock(`${payload}.${mac}.x`, unlockKey(secret, cfg.password), now)).toBe(false);
    expect(isValidUnlock(undefined, unlockKey(secret, cfg.password), now)).toBe(false);
  });

  it("closed without a password; locked without a valid cookie; unlocked with one", () => {
    expect(gateState(req(), { password: undefined, secret })).toBe("closed");
    expect(gateState(req(), cfg)).toBe("locked");
    expect(gateState(req("portfolio_access=abc.def"), cfg)).toBe("locked");
    const value = createUnlockValue(unlockKey(secret, cfg.password));
    expect(gateState(req(`other=1; portfolio_access=${value}`), cfg)).toBe("unlocked");
  });

  it("counts wrong guesses per client and overall, never the right password", async () => {
    const limiter = memoryLimiter();
    const now = Date.now();
    const guess = (password: unknown, clientKey: string) => tryPassword(req(), async () => password, { cfg, limiter, clientKey, now });
    for (let i = 0; i < 5; i++) expect(await guess(`wrong-${i}`, "a")).toMatchObject({ ok: false, status: 401, error: GATE_MESSAGES.wrongPassword });
    expect(await guess("wrong", "a")).toMatchObject({ ok: false, status: 429, error: "Too many attempts. Please try again in 15 minutes." });
    expect(await guess(cfg.password, "a")).toMatchObject({ ok: false, status: 429 });
    // Right passwords from another client: never counted, however many.
    for (let i = 0; i < 10; i++) expect((await guess(cfg.password, "b")).ok).toBe(true);
    // Overall: 100 wrong guesses per window from many clients, then each client has two guesses
    // a window (told they are wrong), and its third is refused.
    for (let i = 0; i < 95; i++) expect((await guess("x", `c${i}`)).ok).toBe(false);
    expect(await guess("x", "fresh")).toMatchObject({ status: 401, error: GATE_MESSAGES.wrongPassword });
    expect(await guess("x".repeat(5000), "fresh")).toMatchObject({ status: 401 });
    expect(await guess("x", "fresh")).toMatchObject({ status: 429 });
  });

  it("20 addresses × 5 wrong guesses do not lock the visitor with the right password out", async () => {
    const limiter = memoryLimiter();
    const now = Date.now();
    const guess = (password: unknown, clientKey: string) => tryPassword(req(), async () => password, { cfg, limiter, clientKey, now });
    for (let c = 0; c < 20; c++) for (let i = 0; i < 5; i++) expect(await guess(`wrong-${i}`, `attacker-${c}`)).toMatchObject({ status: 401 });
    // The site-wide bucket is full: the right password from a new address still opens it, every time.
    for (let i = 0; i < 3; i++) expect((await guess(cfg.password, `visitor-${i}`)).ok).toBe(true);
    expect((await guess(cfg.password, "visitor-0")).ok).toBe(true);
    // While the site is busy a client has two guesses per window, not five: a typo (told what is
    // true: the password is wrong), then the right password, which opens; a third is refused
    // before it is compared, and only that one is told about the limit.
    expect(await guess("wrong", "newcomer")).toMatchObject({ status: 401, error: GATE_MESSAGES.wrongPassword });
    expect((await guess(cfg.password, "newcomer")).ok).toBe(true);
    expect(await guess("wrong", "guesser")).toMatchObject({ status: 401, error: GATE_MESSAGES.wrongPassword });
    expect(await guess("wrong", "guesser")).toMatchObject({ status: 401, error: GATE_MESSAGES.wrongPassword });
    expect(await guess(cfg.password, "guesser")).toMatchObject({ status: 429, error: "Too many attempts. Please try again in 15 minutes." });
    // The right passwords were never counted: the bucket frees up as the attackers' hits expire.
    const later = now + CASE_STUDY_GATE_RATE_LIMIT.overall.windowMs + 1;
    expect(await tryPassword(req(), async () => "wrong", { cfg, limiter, clientKey: "x", now: later })).toMatchObject({ status: 401 });
  });

  it("a visitor who mistyped once before a guessing run filled the site's count still gets in with the right password", async () => {
    const limiter = memoryLimiter();
    const now = Date.now();
    const guess = (password: unknown, clientKey: string) => tryPassword(req(), async () => password, { cfg, limiter, clientKey, now });
    expect(await guess("typo", "visitor")).toMatchObject({ status: 401 });
    for (let c = 0; c < 20; c++) for (let i = 0; i < 5; i++) await guess(`wrong-${i}`, `attacker-${c}`);
    // The site's count is full: a third client's two guesses are its own, the next is refused.
    for (let i = 0; i < 2; i++) expect(await guess("x", "someone")).toMatchObject({ status: 401 });
    expect(await guess("x", "someone")).toMatchObject({ status: 429 });
    expect((await guess(cfg.password, "visitor")).ok).toBe(true);
  });

  it("counts concurrent wrong guesses from one client atomically, also while the site is busy", async () => {
    const limiter = memoryLimiter();
    const now = Date.now();
    const guess = (password: unknown, clientKey: string) => tryPassword(req(), async () => password, { cfg, limiter, clientKey, now });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(`wrong-${i}`, "burst")));
    expect(burst.filter((r) => !r.ok && r.status === 401)).toHaveLength(CASE_STUDY_GATE_RATE_LIMIT.perClient.max);
    for (let c = 0; c < 19; c++) for (let i = 0; i < 5; i++) await guess(`wrong-${i}`, `c${c}`);
    let compared = 0;
    const read = async () => (compared++, "wrong");
    const busy = await Promise.all(Array.from({ length: 6 }, () => tryPassword(req(), read, { cfg, limiter, clientKey: "busy", now })));
    // Only the client's two were compared (told wrong); the rest were refused before the comparison.
    expect(busy.filter((r) => !r.ok && r.status === 401)).toHaveLength(CASE_STUDY_GATE_RATE_LIMIT.perClientWhenBusy.max);
    expect(busy.filter((r) => !r.ok && r.status === 429)).toHaveLength(6 - CASE_STUDY_GATE_RATE_LIMIT.perClientWhenBusy.max);
    expect(compared).toBe(CASE_STUDY_GATE_RATE_LIMIT.perClientWhenBusy.max);
  });

  it("refuses oversized and non-text passwords as wrong, and says closed without a password", async () => {
    const limiter = memoryLimiter();
    const ctx = { cfg, limiter, clientKey: "z" };
    expect(await tryPassword(req(), async () => "x".repeat(5000), ctx)).toMatchObject({ status: 401 });
    expect(await tryPassword(req(), async () => null, ctx)).toMatchObject({ status: 401 });
    expect(await tryPassword(req(), async () => "open-sesame", { ...ctx, cfg: { password: undefined, secret } })).toMatchObject({ status: 403 });
    const ok = await tryPassword(new Request("https://site.test/x"), async () => "open-sesame", ctx);
    expect(ok.ok && ok.cookie).toMatch(/^portfolio_access=[\w-]+\.[\w-]+; Path=\/portfolio; HttpOnly; SameSite=Lax; Secure$/);
  });
});
