import { sql } from "kysely";
import type { DatabaseHandle } from "./connection.server.ts";
import { LATEST_MIGRATION } from "./migrations.server.ts";

export type Readiness = { ready: true } | { ready: false; reason: string };

/** How long /readyz waits for the database before it says it is unreachable. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

/**
 * Is this instance fit to take traffic? One statement, so one round trip (server/health.ts):
 * - the database answers (within READINESS_DB_TIMEOUT_MS);
 * - the migrations this code needs are applied (the newest one is recorded);
 * - the outbox is not stuck: no delivery that is due and held by no worker has waited longer
 *   than `stuckAfterMs`. A receiver that is down does not count: its deliveries are
 *   rescheduled with backoff, so they are not due; only a worker that stopped taking them is.
 * The reasons are short and hold no personal data.
 */
export async function checkReadiness(database: DatabaseHandle, { stuckAfterMs, now = new Date() }: { stuckAfterMs: number; now?: Date }): Promise<Readiness> {
  const at = now.toISOString();
  const query = sql<{ migrated: number | string; oldest_due: string | null }>`select
      (select count(*) from kysely_migration where name = ${LATEST_MIGRATION}) as migrated,
      (select min(next_attempt_at) from deliveries
        where state = 'pending' and next_attempt_at <= ${at} and (locked_until is null or locked_until <= ${at})) as oldest_due`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READINESS_DB_TIMEOUT_MS);
    timer.unref();
  });
  let row: { migrated: number | string; oldest_due: string | null } | undefined;
  try {
    const result = await Promise.race([query.execute(database.db), timeout]);
    if (result === "timeout") return { ready: false, reason: `database did not answer within ${READINESS_DB_TIMEOUT_MS / 1000} s` };
    row = result.rows[0];
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // SQLite: "no such table"; PostgreSQL: 'relation "…" does not exist'.
    if (/no such table|does not exist/i.test(message)) return { ready: false, reason: "database not migrated" };
    return { ready: false, reason: "database unreachable" };
  } finally {
    clearTimeout(timer);
  }
  if (!row || Number(row.migrated) === 0) return { ready: false, reason: `database not migrated to ${LATEST_MIGRATION}` };
  if (row.oldest_due) {
    const waited = now.getTime() - Date.parse(row.oldest_due);
    if (waited > stuckAfterMs) {
      return { ready: false, reason: `outbox stuck: a delivery has been due for ${Math.round(waited / 1000)} s (limit ${Math.round(stuckAfterMs / 1000)} s)` };
    }
  }
  return { ready: true };
}
