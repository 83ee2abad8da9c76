import { describe, expect, it } from "vitest";
import { memoryLimiter } from "./limiter.server.ts";

const window = { max: 3, windowMs: 15 * 60_000 };

describe("the in-memory limiter", () => {
  it("counts per bucket within the window, and forgets a hit given back", async () => {
    const limiter = memoryLimiter();
    const now = Date.now();
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await limiter.take("form:a", window, now + i));
    expect(taken.every((t) => t.allowed)).toBe(true);
    expect(await limiter.take("form:a", window, now + 10)).toEqual({ allowed: false, waitMinutes: 15 });
    expect((await limiter.take("form:b", window, now + 10)).allowed).toBe(true);
    const last = taken[2]!;
    if (last.allowed) await limiter.giveBack("form:a", last.hit);
    expect((await limiter.take("form:a", window, now + 11)).allowed).toBe(true);
    expect((await limiter.take("form:a", window, now + window.windowMs + 5)).allowed).toBe(true);
  });

  it("holds a bounded number of buckets, whatever the number of clients, at a bounded cost per request", async () => {
    const limiter = memoryLimiter(1000);
    const now = Date.now();
    for (let i = 0; i < 3; i++) await limiter.take("form:first", window, now);
    expect((await limiter.take("form:first", window, now)).allowed).toBe(false);
    const costs: number[] = [];
    // A run from 50,000 addresses: memory and the cost of each take stay flat (before, every
    // bucket was kept a day and each 1,000th take walked all of them: 50 slow takes). The cost is
    // this thread's CPU time, not wall time (a test run beside others is preempted now and then,
    // which is not the limiter's) nor the process's (V8's background GC threads work for the
    // worker's earlier files meanwhile: alone and quiet, the process's slowest take read 5-7 ms
    // where this thread's read 1.4-4; in a full run one process reading was 23.7 ms). The second
    // slowest, not the slowest: in a worker that ran other files before this one
    // (vitest.config.ts, `isolate: false`) one take pays for collecting their garbage
    // (quiet, two runs: the slowest 36 and 33 ms, the second 5.3 and 4.2 ms; alone, all under 20).
    for (let i = 0; i < 50_000; i++) {
      const before = process.threadCpuUsage();
      await limiter.take(`form:client-${i}`, window, now);
      const used = process.threadCpuUsage(before);
      costs.push((used.user + used.system) / 1000);
    }
    expect(costs.sort((a, b) => b - a)[1]).toBeLessThan(20);
    // Past the bound, the least recently used bucket was forgotten: the first client's.
    expect((await limiter.take("form:first", window, now)).allowed).toBe(true);
    // The most recent clients are still counted.
    for (let i = 0; i < 2; i++) await limiter.take("form:client-49999", window, now);
    expect((await limiter.take("form:client-49999", window, now)).allowed).toBe(false);
  });
});
