import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "~/db/connection.server";
import { recentHits, waitMinutes, type Window } from "./rate-limit";

/**
 * Server-side rate limit per client and form. One instance keeps hits in memory; several
 * instances sharing PostgreSQL keep them in the database so the limit holds across them.
 */
export interface Limiter {
  /** Whole minutes to wait before this bucket may submit again (0 = allowed). */
  wait(bucket: string, now: number): Promise<number>;
  record(bucket: string, now: number): Promise<void>;
}

export function memoryLimiter(w: Window): Limiter {
  const hits = new Map<string, number[]>();
  let sweeps = 0;
  return {
    async wait(bucket, now) {
      return waitMinutes(hits.get(bucket) ?? [], now, w);
    },
    async record(bucket, now) {
      hits.set(bucket, [...recentHits(hits.get(bucket) ?? [], now, w), now]);
      // Forget idle buckets now and then so memory stays bounded.
      if (++sweeps % 1000 === 0) for (const [k, v] of hits) if (!recentHits(v, now, w).length) hits.delete(k);
    },
  };
}

export function databaseLimiter(database: DatabaseHandle, w: Window): Limiter {
  return {
    async wait(bucket, now) {
      const rows = await database.db
        .selectFrom("rate_limit_hits")
        .select("at_ms")
        .where("bucket", "=", bucket)
        .where("at_ms", ">", now - w.windowMs)
        .execute();
      return waitMinutes(rows.map((r) => Number(r.at_ms)), now, w);
    },
    async record(bucket, now) {
      await database.db.insertInto("rate_limit_hits").values({ id: randomUUID(), bucket, at_ms: now }).execute();
      await database.db.deleteFrom("rate_limit_hits").where("at_ms", "<", now - w.windowMs).execute();
    },
  };
}
