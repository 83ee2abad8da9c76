import { expect, it } from "vitest";
import { BACKOFF_CAP_MS, backoffMs } from "./backoff.ts";

it("doubles from 30 s with jitter between half and all of the step, capped at 6 h", () => {
  expect(backoffMs(1, () => 0)).toBe(15_000);
  expect(backoffMs(1, () => 1)).toBe(30_000);
  expect(backoffMs(2, () => 1)).toBe(60_000);
  expect(backoffMs(5, () => 1)).toBe(480_000);
  expect(backoffMs(30, () => 1)).toBe(BACKOFF_CAP_MS);
  expect(backoffMs(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  for (let i = 0; i < 100; i++) {
    const v = backoffMs(3);
    expect(v).toBeGreaterThanOrEqual(60_000);
    expect(v).toBeLessThanOrEqual(120_000);
  }
});
