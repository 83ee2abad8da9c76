import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Database, Delivery, Order, PrivacyRequest, Submission, Subscriber } from "#app/db/schema.ts";
import { domainForms, emailKey, normaliseEmail } from "#app/infra/email-address.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * The rights the privacy policy promises (GDPR, LGPD; DECISIONS 16): the owner finds everything
 * stored about one e-mail address, hands it over as JSON, and erases it. Each export and
 * erasure is recorded in an audit line that holds no personal data: what was done, when, and
 * how many records; not the address, nor anything derived from it.
 *
 * Where an address is stored: submissions (their payload and deliveries hold the same text)
 * and subscribers. A table added later with an `email` column (orders, when payments come)
 * joins `personalTables` below; a test fails until it does (tests/integration/privacy.test.ts).
 */
export const personalTables = ["submissions", "deliveries", "subscribers", "orders"] as const;

export interface PersonalData {
  email: string;
  submissions: Submission[];
  /** What was (or is to be) forwarded for those submissions: webhook payloads and e-mails. */
  deliveries: Delivery[];
  subscriptions: Subscriber[];
  /**
   * Orders (issue 14). An erasure anonymises them instead of deleting them: the amounts, dates
   * and payment references are financial records the law requires the owner to keep (the
   * privacy policy says so); the name and address go.
   */
  orders: Order[];
}

export type RecordCounts = { submissions: number; deliveries: number; subscriptions: number; orders: number };


/**
 * Rows stored under the address, its domain written either way (above), in any letter case,
 * Unicode letters included ('ÜSER@Exämple.com' is 'üser@exämple.com'). SQLite's lower() folds A-Z only and PostgreSQL's follows the database's
 * locale, so neither can say it alone: `where` lets the database find the candidates (ASCII
 * compared folded, any run of other characters as any run), and `is` (JavaScript's case
 * folding, on the composed form) decides. An address that is plain ASCII is the exact match it was.
 */
function storedUnder(address: string) {
  // Each run of other characters as '%': a letter may be stored composed or not ('ü' or 'u' and
  // a combining diaeresis), so its length in the database is not the typed one.
  const patternOf = (variant: string) => variant.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[^\p{ASCII}]+/gu, "%");
  const patterns = [...new Set(domainForms(address).map(patternOf))];
  const canonical = emailKey(address);
  return {
    where: sql<boolean>`(${sql.join(
      patterns.map((pattern) => sql`lower(${sql.ref("email")}) like ${pattern} escape '\\'`),
      sql` or `,
    )})`,
    is: (row: { email: string }) => emailKey(row.email) === canonical,
  };
}

/** Pages of at most 500: one `in (…)` list per query, however many rows one address has. */
function* pagesOf<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += 500) yield items.slice(i, i + 500);
}

export async function findPersonalData(database: DatabaseHandle, email: string): Promise<PersonalData> {
  const address = normaliseEmail(email);
  const under = storedUnder(address);
  const db = database.db;
  const submissions = (await db.selectFrom("submissions").selectAll().where(under.where).orderBy("created_at").orderBy("id").execute()).filter(under.is);
  const deliveries: Delivery[] = [];
  for (const page of pagesOf(submissions.map((s) => s.id))) {
    deliveries.push(...(await db.selectFrom("deliveries").selectAll().where("submission_id", "in", page).orderBy("created_at").orderBy("id").execute()));
  }
  const subscriptions = (await db.selectFrom("subscribers").selectAll().where(under.where).execute()).filter(under.is);
  const orders = (await db.selectFrom("orders").selectAll().where(under.where).orderBy("created_at").orderBy("id").execute()).filter(under.is);
  return { email: address, submissions, deliveries, subscriptions, orders };
}

export const countsOf = (data: PersonalData): RecordCounts => ({
  submissions: data.submissions.length,
  deliveries: data.deliveries.length,
  subscriptions: data.subscriptions.length,
  orders: data.orders.length,
});

type Writer = Pick<DatabaseHandle["db"], "insertInto">;

/** The audit line: what was done, when, how many records. No address, nothing derived from it. */
async function audit(db: Writer, kind: PrivacyRequest["kind"], counts: RecordCounts, now: Date) {
  await db.insertInto("privacy_requests").values({ id: randomUUID(), kind, at: now.toISOString(), counts: JSON.stringify(counts) }).execute();
  logger.info({ privacyRequest: kind, ...counts }, `privacy request: ${kind}`);
}

/** Everything stored about the address, as the JSON handed to the person; the export is recorded. */
export async function exportPersonalData(database: DatabaseHandle, email: string, now = new Date()) {
  const data = await findPersonalData(database, email);
  await audit(database.db, "export", countsOf(data), now);
  // Where each submission's visit came from (referrer, UTM tags, landing page): stored beside it,
  // shown on its page and erased with it, so handed over with it too.
  const attributions: Record<string, unknown> = {};
  for (const ids of pagesOf(data.submissions.map((s) => s.id))) {
    const rows = await database.db.selectFrom("attributions").selectAll().where("subject", "=", "submission").where("subject_id", "in", ids).execute();
    for (const { subject: _subject, subject_id, ...rest } of rows) attributions[subject_id] = rest;
  }
  return {
    exportedAt: now.toISOString(),
    email: data.email,
    submissions: data.submissions.map((s) => ({ ...s, payload: parseJson(s.payload), visit: attributions[s.id] ?? null })),
    // What was sent about them and how it went; not where to: a delivery's target is the owner's
    // webhook URL (its path is often the secret that lets anyone post into the owner's
    // automation) or inbox, and its claim and error are the outbox's own bookkeeping.
    deliveries: data.deliveries.map(({ target: _target, claim: _claim, locked_until: _lease, last_error: _error, body, ...d }) => ({ ...d, body: parseJson(body) })),
    subscriptions: data.subscriptions,
    orders: data.orders,
  };
}

/**
 * Erases everything stored about the address, in one transaction (deliveries not yet sent are
 * erased too: they would forward the data), and records how much was erased.
 *
 * Erased means gone from the files too, not only from the tables. SQLite leaves a deleted row's
 * bytes in its page (only marked free) and, in WAL mode, every earlier version of the page in
 * the -wal file: `strings site.db` would still show the person. So SQLite's connection runs with
 * secure_delete on at all times (app/db/connection.server.ts: deleted content and freed pages
 * are overwritten with zeros). Only for the erasure's own deletes was not enough: the copies a
 * row leaves behind when it is updated (marked handled, a delivery tried) or moved by a page
 * split were made before, and no later delete reaches them. After the erasure, a TRUNCATE
 * checkpoint writes the zeroed pages into the database file and empties the -wal file.
 * PostgreSQL keeps dead rows until VACUUM: docs/owner-guide.md, 'The owner's admin area'.
 */
export async function erasePersonalData(database: DatabaseHandle, email: string, now = new Date()): Promise<RecordCounts> {
  const address = normaliseEmail(email);
  // Zeroed as it deletes: the connection's secure_delete (tests/integration/privacy.test.ts reads the file).
  const counts = await database.db.transaction().execute((trx) => eraseIn(trx, address, now));
  if (database.dialect === "sqlite") await truncateWal(database);
  return counts;
}

/**
 * Copies every page into the database file and truncates the -wal file to zero bytes, so no
 * earlier version of an erased page is left there. Another process reading at that moment (two
 * instances) can hold the checkpoint back past the busy timeout: then the owner is told, and the
 * copies go at a later checkpoint.
 */
async function truncateWal(database: DatabaseHandle) {
  const r = await sql<{ busy: number; log: number; checkpointed: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
  const row = r.rows[0];
  if (row && row.busy !== 0) {
    logger.warn({ privacyRequest: "erase", walFrames: row.log, checkpointed: row.checkpointed }, "privacy erasure: the WAL could not be emptied (a reader held it); erased data may stay in site.db-wal until the next checkpoint. Erase again when the site is quiet.");
  }
}

async function eraseIn(trx: Transaction<Database>, address: string, now: Date): Promise<RecordCounts> {
  const under = storedUnder(address);
  const idsIn = async (table: "submissions" | "subscribers" | "orders") => (await trx.selectFrom(table).select(["id", "email"]).where(under.where).execute()).filter(under.is).map((r) => r.id);
  let deliveries = 0;
  let submissions = 0;
  for (const page of pagesOf(await idsIn("submissions"))) {
    deliveries += Number((await trx.deleteFrom("deliveries").where("submission_id", "in", page).executeTakeFirst()).numDeletedRows);
    // Where the visit came from goes with the submission (issue 25).
    await trx.deleteFrom("attributions").where("subject", "=", "submission").where("subject_id", "in", page).execute();
    submissions += Number((await trx.deleteFrom("submissions").where("id", "in", page).executeTakeFirst()).numDeletedRows);
  }
  let subscriptions = 0;
  for (const page of pagesOf(await idsIn("subscribers"))) subscriptions += Number((await trx.deleteFrom("subscribers").where("id", "in", page).executeTakeFirst()).numDeletedRows);
  let orders = 0;
  for (const page of pagesOf(await idsIn("orders"))) {
    orders += Number((await trx.updateTable("orders").set({ first_name: "", last_name: "", email: "", updated_at: now.toISOString() }).where("id", "in", page).executeTakeFirst()).numUpdatedRows);
  }
  const erased = { submissions, deliveries, subscriptions, orders };
  // In the same transaction: an erasure is never left unrecorded.
  await audit(trx, "erase", erased, now);
  return erased;
}

/** The audit lines, newest first. */
export async function listPrivacyRequests(database: DatabaseHandle, limit = 100) {
  const rows = await database.db.selectFrom("privacy_requests").selectAll().orderBy("at", "desc").orderBy("id").limit(limit).execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, at: r.at, counts: parseJson(r.counts) as RecordCounts }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
