import { describe, expect, it } from "vitest";
import { PORTFOLIO_RATE_LIMIT } from "#app/config/rate-limits.ts";
import { memoryLimiter } from "./limiter.server.ts";
import { recentHits, waitMinutes } from "./rate-limit.ts";

const w = PORTFOLIO_RATE_LIMIT; // 3 per 15 minutes
const min = 60_000;

describe("rate limit window", () => {
  it("allows up to three hits in 15 minutes", () => {
    const now = 100 * min;
    expect(waitMinutes([], now, w)).toBe(0);
    expect(waitMinutes([now - 1 * min, now - 2 * min], now, w)).toBe(0);
    expect(waitMinutes([now - 1 * min, now - 2 * min, now - 3 * min], now, w)).toBeGreaterThan(0);
  });

  it("waits until the oldest of the last three leaves the window, in whole minutes rounded up", () => {
    const now = 100 * min;
    // Oldest hit 3 min ago: it leaves the window in 12 min.
    expect(waitMinutes([now - 3 * min, now - 2 * min, now - 1 * min], now, w)).toBe(12);
    // 14 min 59.5 s ago: 0.5 s left still shows 1 minute.
    expect(waitMinutes([now - 15 * min + 500, now - 1 * min, now], now, w)).toBe(1);
    // 10 min 30 s left rounds up to 11.
    expect(waitMinutes([now - 4.5 * min, now - 1 * min, now], now, w)).toBe(11);
  });

  it("forgets hits older than the window", () => {
    const now = 100 * min;
    const hits = [now - 16 * min, now - 15 * min, now - 1 * min];
    expect(recentHits(hits, now, w)).toEqual([now - 1 * min]);
    expect(waitMinutes(hits, now, w)).toBe(0);
  });

  it("with more than three hits, the third newest decides", () => {
    const now = 100 * min;
    expect(waitMinutes([now - 14 * min, now - 10 * min, now - 5 * min, now - 1 * min], now, w)).toBe(5);
  });
});

describe("memory limiter: taking a hit is one step", () => {
  it("40 takes started together: exactly the window's count is allowed; a hit given back frees its place", async () => {
    const limiter = memoryLimiter();
    const window = { max: 5, windowMs: 15 * min };
    const now = 100 * min;
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.take("b", window, now)));
    const allowed = decisions.filter((d) => d.allowed);
    expect(allowed).toHaveLength(5);
    expect(decisions.filter((d) => !d.allowed).every((d) => !d.allowed && d.waitMinutes === 15)).toBe(true);
    await limiter.giveBack("b", (allowed[0] as { hit: string }).hit);
    expect((await limiter.take("b", window, now)).allowed).toBe(true);
    expect((await limiter.take("b", window, now)).allowed).toBe(false);
    expect((await limiter.take("other", window, now)).allowed).toBe(true);
  });
});
