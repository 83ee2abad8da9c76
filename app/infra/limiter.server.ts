import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { waitMinutes, type Window } from "./rate-limit.ts";

/**
 * Server-side rate limits per client: the forms (per form) and the admin's sign-in. One
 * instance keeps hits in memory; several instances sharing PostgreSQL keep them in the
 * database, so a limit holds across instances.
 *
 * A hit is taken before the attempt is looked at, atomically: the check and the record are one
 * step, so many requests arriving together cannot all pass a check that none of them has
 * recorded yet (issue 12: 40 sign-in attempts finishing their bodies together were 40 guesses).
 * An attempt that turns out not to count gives its hit back.
 */
export type RateLimitDecision = { allowed: true; hit: string } | { allowed: false; waitMinutes: number };

export interface Limiter {
  /** Takes one hit from the bucket if the window allows it; else says how long to wait (whole minutes). */
  take(bucket: string, window: Window, now: number): Promise<RateLimitDecision>;
  /** Gives a taken hit back: the attempt did not count (refused for another reason, or the right password). */
  giveBack(bucket: string, hit: string): Promise<void>;
}

/**
 * The most buckets one instance keeps in memory: far more clients than a site like this sees in
 * a quarter hour, and a bound on what a run from many addresses (each IPv6 /64 is a client) can
 * make it hold (~200 bytes a bucket). Past it, the least recently used bucket is forgotten first.
 */
export const MEMORY_LIMITER_MAX_BUCKETS = 100_000;

export function memoryLimiter(maxBuckets = MEMORY_LIMITER_MAX_BUCKETS): Limiter {
  // Each bucket lives as long as its newest hit is inside its window (then it holds nothing that
  // counts); expired and least recently used ones go without a sweep over all of them. Before, every
  // bucket was kept a day and each 1,000th request walked them all.
  const buckets = new LRUCache<string, { id: string; at: number }[]>({ max: maxBuckets });
  return {
    // No await inside: the check and the record happen in one turn of the event loop.
    async take(bucket, window, now) {
      const hits = (buckets.get(bucket) ?? []).filter((h) => h.at > now - window.windowMs && h.at <= now);
      const wait = waitMinutes(
        hits.map((h) => h.at),
        now,
        window,
      );
      if (wait > 0) {
        buckets.set(bucket, hits, { ttl: keptFor(hits, now, window) });
        return { allowed: false, waitMinutes: wait };
      }
      const hit = randomUUID();
      const kept = [...hits, { id: hit, at: now }];
      buckets.set(bucket, kept, { ttl: keptFor(kept, now, window) });
      return { allowed: true, hit };
    },
    async giveBack(bucket, hit) {
      const hits = buckets.get(bucket);
      // The bucket keeps its time to live (noUpdateTTL): what is left expires as it would have.
      if (hits) buckets.set(bucket, hits.filter((h) => h.id !== hit), { noUpdateTTL: true });
    },
  };
}

/** How long a bucket is worth keeping: until its newest hit leaves the window. */
const keptFor = (hits: readonly { at: number }[], now: number, window: { windowMs: number }): number =>
  Math.max(1, Math.max(...hits.map((h) => h.at)) + window.windowMs - now);

/**
 * Hits in the database (PostgreSQL): one transaction per take, serialised per bucket by a
 * transaction-scoped advisory lock, so two instances taking from one bucket at once see each
 * other's hit.
 */
export function databaseLimiter(database: DatabaseHandle): Limiter {
  let takes = 0;
  return {
    async take(bucket, window, now) {
      const decision = await database.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
        await trx.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).where("at_ms", "<=", now - window.windowMs).execute();
        const rows = await trx.selectFrom("rate_limit_hits").select("at_ms").where("bucket", "=", bucket).execute();
        const wait = waitMinutes(
          rows.map((r) => Number(r.at_ms)),
          now,
          window,
        );
        if (wait > 0) return { allowed: false, waitMinutes: wait } as const;
        const hit = randomUUID();
        await trx.insertInto("rate_limit_hits").values({ id: hit, bucket, at_ms: now }).execute();
        return { allowed: true, hit } as const;
      });
      // Other buckets' old hits: swept now and then (a bucket's own are swept as it is used).
      if (++takes % 500 === 0) await database.db.deleteFrom("rate_limit_hits").where("at_ms", "<", now - 24 * 3600_000).execute();
      return decision;
    },
    async giveBack(bucket, hit) {
      await database.db.deleteFrom("rate_limit_hits").where("id", "=", hit).where("bucket", "=", bucket).execute();
    },
  };
}

/** The limiter that holds across every instance that can share it. */
export const limiterFor = (database: DatabaseHandle): Limiter => (database.dialect === "postgres" ? databaseLimiter(database) : memoryLimiter());
