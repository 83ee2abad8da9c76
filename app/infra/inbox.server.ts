import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import type { FormId, Submission } from "#app/db/schema.ts";
import { searchWords, containsWord } from "./owner-search.server.ts";

/** The owner's inbox: submissions listed, filtered, counted and marked handled. */

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

export interface SubmissionListItem extends Submission {
  delivery_states: string;
}

/** What the inbox and its CSV export narrow the submissions to. */
export interface SubmissionFilter {
  form?: FormId;
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
