import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { databaseLimiter } from "#app/infra/limiter.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Issue 12, items 4 and the cross-instance limits: on PostgreSQL the limiter keeps hits in the
 * database, and a take is one step even across connections (two instances are two pools).
 */
describe("database limiter on PostgreSQL", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    const url = await createDatabase(inject("postgresUrl"), `limiter_${Date.now()}`);
    a = await openDatabase(url);
    b = await openDatabase(url, { migrate: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const window = { max: 5, windowMs: 15 * 60_000 };

  it("40 takes from two pools at once: exactly 5 allowed", async () => {
    const [one, two] = [databaseLimiter(a), databaseLimiter(b)];
    const now = Date.now();
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).take("login:race", window, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.filter((d) => !d.allowed && d.waitMinutes === 15)).toHaveLength(35);
  });

  it("a hit given back frees its place; old hits leave the window", async () => {
    const limiter = databaseLimiter(a);
    const now = Date.now();
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await limiter.take("login:back", window, now));
    expect((await limiter.take("login:back", window, now)).allowed).toBe(false);
    const first = taken[0]!;
    if (!first.allowed) throw new Error("expected a hit");
    await databaseLimiter(b).giveBack("login:back", first.hit);
    expect((await limiter.take("login:back", window, now)).allowed).toBe(true);
    expect((await limiter.take("login:back", window, now + window.windowMs + 1)).allowed).toBe(true);
  });
});
