import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Database, NewDelivery, NewSubmission } from "#app/db/schema.ts";
import { emailKey } from "./email-address.server.ts";

/** Storing a submission with its deliveries, once per send (docs/leads.md 'Sent twice'). */

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
