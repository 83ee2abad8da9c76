import { sql } from "kysely";
import { caseFold, type DatabaseHandle } from "#app/db/connection.server.ts";
import type { Subscriber } from "#app/db/schema.ts";
import { domainForms } from "./email-address.server.ts";
import { searchWords, containsWord } from "./owner-search.server.ts";

/** The newsletter's subscribers as the owner sees them: listed, counted, removed. */

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
