import { randomUUID } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Database, Delivery } from "#app/db/schema.ts";
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from "./backoff.ts";

/** The outbox's rows: claiming due deliveries, settling them, and the owner's retries and counts. */

/**
 * Claims up to `limit` due deliveries of a channel for `leaseMs`, atomically: one UPDATE …
 * RETURNING, with SKIP LOCKED on PostgreSQL so several app instances never claim the same row.
 * Each claim is marked with its own token: only the holder of that token can settle or release
 * the row, so a worker whose lease ran out can never overwrite what another did since. A claim
 * that is not settled (the process died) expires and the row is claimed again.
 */
export async function claimDueDeliveries(
  database: DatabaseHandle,
  { now = new Date(), limit = 20, leaseMs = 60_000, channel, claim = randomUUID() }: { now?: Date; limit?: number; leaseMs?: number; channel?: Delivery["channel"]; claim?: string } = {},
): Promise<Delivery[]> {
  const nowIso = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  let due = database.db
    .selectFrom("deliveries")
    .select("id")
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]));
  if (channel) due = due.where("channel", "=", channel);
  const ordered = due.orderBy("next_attempt_at").limit(limit);
  const dueIds = database.dialect === "postgres" ? ordered.forUpdate().skipLocked() : ordered;
  return database.db
    .updateTable("deliveries")
    .set({ locked_until: lease, claim, updated_at: nowIso })
    .where("id", "in", dueIds)
    .returningAll()
    .execute();
}

/** A claimed delivery, as settling needs it: its claim token (null: not claimed by anyone). */
type Claimed = Pick<Delivery, "id"> & { claim?: string | null };

const heldBy =
  (claimed: Claimed) =>
  (eb: ExpressionBuilder<Database, "deliveries">) =>
    claimed.claim ? eb("claim", "=", claimed.claim) : eb("claim", "is", null);

/** Records a delivery as done. False when the claim was no longer this worker's. */
export async function markDelivered(database: DatabaseHandle, delivery: Claimed, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const r = await database.db
    .updateTable("deliveries")
    .set((eb) => ({ state: "delivered", delivered_at: at, updated_at: at, locked_until: null, claim: null, last_error: null, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", delivery.id)
    .where(heldBy(delivery))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Records a failed attempt: try again later with backoff, or give up after the maximum. Says
 * which: "retry", "gave up", or null when the claim was no longer this worker's.
 */
export async function markAttemptFailed(
  database: DatabaseHandle,
  delivery: Claimed & Pick<Delivery, "attempts">,
  error: string,
  now = new Date(),
  random = Math.random,
): Promise<"retry" | "gave up" | null> {
  const attempts = delivery.attempts + 1;
  const at = now.toISOString();
  const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
  const r = await database.db
    .updateTable("deliveries")
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      claim: null,
      updated_at: at,
      state: giveUp ? "failed" : "pending",
      next_attempt_at: new Date(now.getTime() + backoffMs(attempts, random)).toISOString(),
    })
    .where("id", "=", delivery.id)
    .where(heldBy(delivery))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return null;
  return giveUp ? "gave up" : "retry";
}

/** The delivery's new target (its setting changed since it was recorded). False when the claim was no longer this worker's. */
export async function retarget(database: DatabaseHandle, delivery: Claimed, target: string, now = new Date()): Promise<boolean> {
  const r = await database.db
    .updateTable("deliveries")
    .set({ target, updated_at: now.toISOString() })
    .where("id", "=", delivery.id)
    .where(heldBy(delivery))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Gives a claim back without counting an attempt (the worker stops before the send ended). */
export async function releaseClaim(database: DatabaseHandle, delivery: Claimed, now = new Date()): Promise<boolean> {
  const r = await database.db
    .updateTable("deliveries")
    .set({ locked_until: null, claim: null, updated_at: now.toISOString() })
    .where("id", "=", delivery.id)
    .where(heldBy(delivery))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * The owner's retry button: due now, with a new round of attempts (a failed delivery retried
 * with its old count got one attempt and failed again at once). A delivery being sent right now
 * is left alone: taking its claim away let a second send start beside the first (a double click,
 * or a click while the outbox had just picked it up), and the lead went out twice.
 */
export async function retryDelivery(database: DatabaseHandle, id: string, now = new Date()) {
  const at = now.toISOString();
  const r = await database.db
    .updateTable("deliveries")
    .set({ state: "pending", next_attempt_at: at, attempts: 0, updated_at: at })
    .where("id", "=", id)
    .where("state", "in", ["failed", "pending"])
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * A delivery stored while nothing was set to receive it ("skipped"), sent now to `target` (its
 * setting's address since): due at once, a full round of attempts. False when it is not skipped.
 */
export async function sendSkippedDelivery(database: DatabaseHandle, id: string, target: string, now = new Date()) {
  return (await queueSkipped(database, (eb) => eb("id", "=", id), target, now)) > 0;
}

/** Those of `which` still stored only ("skipped"), made due now to `target` with a full round of attempts; how many. */
async function queueSkipped(database: DatabaseHandle, which: (eb: ExpressionBuilder<Database, "deliveries">) => Expression<SqlBool>, target: string, now: Date) {
  const at = now.toISOString();
  const r = await database.db
    .updateTable("deliveries")
    .set({ state: "pending", target, next_attempt_at: at, attempts: 0, last_error: null, updated_at: at })
    .where(which)
    .where("state", "=", "skipped")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** How many deliveries are stored only ("skipped"), per setting that would have received them (rows from before 0015 have none and are not counted). */
export async function countSkippedBySetting(database: DatabaseHandle): Promise<{ setting: string; n: number }[]> {
  const rows = await database.db
    .selectFrom("deliveries")
    .select(["setting", (eb) => eb.fn.countAll<number>().as("n")])
    .where("state", "=", "skipped")
    .where("setting", "is not", null)
    .groupBy("setting")
    .orderBy("setting")
    .execute();
  return rows.map((r) => ({ setting: r.setting ?? "", n: Number(r.n) }));
}

/**
 * The oldest `limit` deliveries stored only under `setting`, sent now to `target` (as
 * sendSkippedDelivery, in one statement); how many were. A bounded batch per press: one request
 * never rewrites an unbounded number of rows.
 */
export async function sendSkippedDeliveries(database: DatabaseHandle, setting: string, target: string, limit: number, now = new Date()) {
  const batch = database.db.selectFrom("deliveries").select("id").where("state", "=", "skipped").where("setting", "=", setting).orderBy("created_at").orderBy("id").limit(limit);
  return queueSkipped(database, (eb) => eb("id", "in", batch), target, now);
}

export async function deliveriesFor(database: DatabaseHandle, submissionIds: readonly string[]) {
  if (!submissionIds.length) return [];
  return database.db.selectFrom("deliveries").selectAll().where("submission_id", "in", submissionIds).execute();
}

export async function countDeliveriesByState(database: DatabaseHandle) {
  // With each state, how many were tried and failed at least once: a waiting one that was is
  // "retrying", so a webhook or mail server that is down shows at once, not only once its
  // retries run out days later.
  const rows = await database.db
    .selectFrom("deliveries")
    .select(["state", (eb) => eb.fn.countAll<number>().as("n"), sql<number>`sum(case when attempts > 0 then 1 else 0 end)`.as("tried")])
    .groupBy("state")
    .execute();
  const retrying = Number(rows.find((r) => r.state === "pending")?.tried ?? 0);
  return { ...(Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Partial<Record<Delivery["state"], number>>), retrying };
}
