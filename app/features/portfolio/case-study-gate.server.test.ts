import { describe, expect, it } from "vitest";
import { CASE_STUDY_UNLOCK_HOURS } from "~/config/constants";
import { memoryLimiter } from "~/features/leads/limiter.server";
import { createUnlockValue, gateState, GATE_MESSAGES, isValidUnlock, tryPassword, unlockKey } from "./case-study-gate.server";

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
    // Overall: 100 wrong guesses per window from many clients, then every client waits.
    for (let i = 0; i < 95; i++) expect((await guess("x", `c${i}`)).ok).toBe(false);
    expect(await guess("x", "fresh")).toMatchObject({ status: 429 });
    expect(await guess("x".repeat(5000), "b")).toMatchObject({ status: 429 });
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
