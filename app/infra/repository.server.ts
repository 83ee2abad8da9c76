import { randomUUID } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { caseFold, type DatabaseHandle } from "#app/db/connection.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import type { Database, Delivery, FormKind, NewDelivery, NewSubmission, Submission, Subscriber } from "#app/db/schema.ts";
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from "./backoff";
import { domainForms, emailKey } from "./email-address.server";

export interface DeliveryPlan {
  channel: "webhook" | "email";
  target: string;
  /** Where `target` came from, read again at each attempt (delivery-plans.server.ts: DeliverySetting). */
  setting?: string;
  body: unknown;
  /** 'skipped' records that nothing was configured to receive it (shown as stored only). */
  state?: "pending" | "skipped";
}

export interface NewsletterSignup {
  email: string;
  firstName: string;
  lastName: string;
  source: string;
}

/** The outbox rows for a submission's deliveries, due now (also used for a paid order's notice). */
export function deliveryRows(submissionId: string, deliveries: readonly DeliveryPlan[], nowIso: string): NewDelivery[] {
  return deliveries.map((d) => ({
    id: randomUUID(),
    submission_id: submissionId,
    channel: d.channel,
    target: d.target,
    setting: d.setting ?? null,
    body: JSON.stringify(d.body),
    state: d.state ?? "pending",
    next_attempt_at: nowIso,
    locked_until: null,
    claim: null,
    last_error: null,
    created_at: nowIso,
    updated_at: nowIso,
    delivered_at: null,
  }));
}

/**
 * Stores a submission and its deliveries in one transaction: either all of it is saved, or
 * nothing is (nothing half-written stays in the database). A submission whose `send_key` is
 * already stored for its source (the same send, repeated after its answer was lost: docs/leads.md
 * 'Sent twice') is not stored again: the answer names the one stored first (`repeated`), and no
 * delivery or subscriber change is made for it. Two such sends at once: the database's unique
 * index lets one in, the other waits for it and then finds it.
 */
export async function storeSubmission(
  database: DatabaseHandle,
  submission: Omit<NewSubmission, "id" | "created_at">,
  deliveries: readonly DeliveryPlan[],
  options: { now?: Date; subscriber?: NewsletterSignup } = {},
): Promise<{ id: string; deliveryIds: string[]; repeated: boolean }> {
  const now = (options.now ?? new Date()).toISOString();
  const id = randomUUID();
  const rows = deliveryRows(id, deliveries, now);
  return database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("submissions")
      .values({ ...submission, id, created_at: now })
      .onConflict((oc) => oc.columns(["source", "send_key"]).doNothing())
      .executeTakeFirst();
    if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) {
      // Only a send_key can conflict (NULLs never do, ids are new): the row that won holds this one.
      const first = await submissionSentAs(trx, submission.source, submission.send_key!);
      if (!first) throw new Error("a submission's insert was skipped, and no row holds its send key");
      return { id: first, deliveryIds: [], repeated: true };
    }
    if (rows.length) await trx.insertInto("deliveries").values(rows).execute();
    const s = options.subscriber;
    if (s) {
      // One subscriber per address however it was written (its domain in Unicode or punycode).
      const email = emailKey(s.email);
      await trx
        .insertInto("subscribers")
        .values({
          id: randomUUID(),
          email,
          first_name: s.firstName,
          last_name: s.lastName,
          source: s.source,
          first_signup_at: now,
          latest_signup_at: now,
          signup_count: 1,
        })
        // The name given first stays: anyone can sign a known address up again, and must not
        // be able to rename its subscriber (issue 12). Each attempt is kept as a submission.
        .onConflict((oc) =>
          oc.column("email").doUpdateSet({
            latest_signup_at: now,
            signup_count: sql`subscribers.signup_count + 1`,
          }),
        )
        .execute();
    }
    return { id, deliveryIds: rows.map((r) => r.id), repeated: false };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's search: at most this many words, each one condition over four fields (a pasted paragraph costs no more). */
const SEARCH_WORDS_MAX = 8;
/**
 * The browser's name for this send (app/features/leads/send-lead.ts): a UUID, the same when it
 * sends the same fields again after an answer that never came. Anything else is no key at all
 * (a form post, the owner's tools): the submission is stored as always.
 */
export const sendKeyOf = (input: Record<string, unknown>): string | null => {
  const key = input.sendKey;
  return typeof key === "string" && UUID.test(key) ? key.toLowerCase() : null;
};

/** The submission a send with this key stored for this form source, if one did (docs/leads.md 'Sent twice'); `db` may be a transaction. */
export async function submissionSentAs(db: Kysely<Database>, source: string, sendKey: string): Promise<string | null> {
  const row = await db.selectFrom("submissions").select("id").where("source", "=", source).where("send_key", "=", sendKey).executeTakeFirst();
  return row?.id ?? null;
}

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
 * The owner marks a lead handled (answered, or nothing to do), or new again: stamped with the
 * time, so the inbox can say since when. False when there is no such submission.
 */
export async function markHandled(database: DatabaseHandle, id: string, handled: boolean, now = new Date()): Promise<boolean> {
  const r = await database.db
    .updateTable("submissions")
    .set({ handled_at: handled ? now.toISOString() : null })
    .where("id", "=", id)
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

export interface SubmissionListItem extends Submission {
  delivery_states: string;
}

/** What the inbox and its CSV export narrow the submissions to. */
export interface SubmissionFilter {
  form?: FormKind;
  query?: string;
  from?: string;
  to?: string;
  channel?: string;
  leadsOnly?: boolean;
  /** true: only those the owner marked handled; false: only the others (new). */
  handled?: boolean;
  /** The inbox's next page: only those listed after this one (newest first, then by id). */
  olderThan?: { at: string; id: string };
}

/** Newest first, ties by id (descending): the order the inbox pages through with `olderThan`. */
export async function listSubmissions(database: DatabaseHandle, { limit = 50, ...filter }: SubmissionFilter & { limit?: number } = {}) {
  return filteredSubmissions(database, filter).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** The submissions a filter keeps, as a query to order and page (the inbox) or to walk by keyset (the CSV export). */
export function filteredSubmissions(database: DatabaseHandle, { form, query, from, to, channel, leadsOnly, handled, olderThan }: SubmissionFilter) {
  let q = database.db.selectFrom("submissions").selectAll();
  if (olderThan) q = q.where((eb) => eb.or([eb("created_at", "<", olderThan.at), eb.and([eb("created_at", "=", olderThan.at), eb("id", "<", olderThan.id)])]));
  if (form) q = q.where("form", "=", form);
  if (handled !== undefined) q = q.where("handled_at", handled ? "is not" : "is", null);
  if (leadsOnly) q = q.where("form", "<>", "newsletter");
  // The dashboard's links (issue 25): a period of the owner's days (UTC instants), and the channel the visit came from.
  if (from) q = q.where("created_at", ">=", from);
  if (to) q = q.where("created_at", "<", to);
  // Not known: no attribution stored, or one read from a no-JavaScript post's Referer that had no UTM source.
  if (channel === UNKNOWN_CHANNEL) q = q.where("id", "not in", (eb) => eb.selectFrom("attributions").select("subject_id").where("subject", "=", "submission").where("channel", "<>", UNKNOWN_CHANNEL));
  else if (channel) q = q.where("id", "in", (eb) => eb.selectFrom("attributions").select("subject_id").where("subject", "=", "submission").where("channel", "=", channel));
  // Each word typed is found in one of the fields, whichever: "Grace Hopper" finds the lead whose
  // first name is Grace and last name Hopper (the whole query in one field found nobody).
  const words = searchWords(query);
  for (const word of words) q = q.where((eb) => eb.or((["email", "first_name", "last_name", "message"] as const).map((name) => containsWord(database, name, word))));
  return q;
}

/** Each word the owner typed (at most SEARCH_WORDS_MAX), lower-cased. */
const searchWords = (query: string | undefined) => (query ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);

/** The column holds the word, in any letter case. */
function containsWord(database: DatabaseHandle, column: string, word: string) {
  // What was typed, found as typed: % and _ are the owner's characters, not wildcards.
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Folded as `word` was ("Émile" finds "émile" on SQLite too).
  return sql<boolean>`${caseFold(database, word)}(${sql.ref(column)}) like ${like} escape '\\'`;
}

/** Leads and chats (not newsletter sign-ups) the owner has not marked handled: the dashboard's "anything new?". */
export async function countNewLeads(database: DatabaseHandle): Promise<number> {
  return Number((await newLeadsCount(database).executeTakeFirstOrThrow()).n);
}

/** countNewLeads' query: it reads the unhandled leads' own index (migration 0013), not the table. */
export function newLeadsCount(database: DatabaseHandle) {
  return filteredSubmissions(database, { handled: false, leadsOnly: true })
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"));
}

export async function getSubmission(database: DatabaseHandle, id: string) {
  const submission = await database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!submission) return undefined;
  const deliveries = await database.db.selectFrom("deliveries").selectAll().where("submission_id", "=", id).orderBy("created_at").execute();
  return { submission, deliveries };
}

export async function deliveriesFor(database: DatabaseHandle, submissionIds: readonly string[]) {
  if (!submissionIds.length) return [];
  return database.db.selectFrom("deliveries").selectAll().where("submission_id", "in", submissionIds).execute();
}

/** Newest sign-up first; `query`: each word in the e-mail or the name, as the inbox's search. */
export async function listSubscribers(database: DatabaseHandle, { limit = 500, query }: { limit?: number; query?: string } = {}): Promise<Subscriber[]> {
  let q = database.db.selectFrom("subscribers").selectAll();
  for (const word of searchWords(query)) q = q.where((eb) => eb.or((["email", "first_name", "last_name"] as const).map((name) => containsWord(database, name, word))));
  return q.orderBy("latest_signup_at", "desc").orderBy("id").limit(limit).execute();
}

/**
 * Takes one subscriber off the list (an unsubscribe the owner was asked for by e-mail): the
 * address removed, or null when there was none. Their sign-ups stay in the inbox as what
 * happened; erasing those too is a privacy request (/admin/privacy). A forward of their
 * sign-up to the newsletter tool that has not gone yet (waiting, or retrying) is not sent: it
 * would subscribe them there after they asked to leave.
 */
export async function removeSubscriber(database: DatabaseHandle, id: string, now = new Date()): Promise<string | null> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("subscribers").where("id", "=", id).returning("email").executeTakeFirst();
    if (!row) return null;
    // Their sign-ups, the domain written either way (a subscriber from before migration 0016 may be kept in either).
    const forms = domainForms(row.email.toLowerCase());
    const signups = trx
      .selectFrom("submissions")
      .select("id")
      .where("form", "=", "newsletter")
      .where(sql<boolean>`${caseFold(database, forms.join(" "))}(${sql.ref("email")}) in (${sql.join(forms)})`);
    await trx
      .updateTable("deliveries")
      .set({ state: "skipped", claim: null, locked_until: null, last_error: "not sent: unsubscribed by the owner before it went", updated_at: now.toISOString() })
      .where("state", "=", "pending")
      .where("submission_id", "in", signups)
      .execute();
    return row.email;
  });
}

export async function countSubscribers(database: DatabaseHandle): Promise<number> {
  const row = await database.db.selectFrom("subscribers").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
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
