import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A refund or dispute that Stripe delivered before the payment's success (it does not promise
 * the order of its events): the event's effect, kept until the order is paid, then applied in
 * the order of the events' own times (orders.server.ts: applyPaymentUpdate). Answered "no
 * change" and dropped before, so the success then showed a refunded payment as Paid. JSON of
 * what the event says; NULL for every event that was applied, refused or ignored.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("payment_events").addColumn("pending", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("payment_events").dropColumn("pending").execute();
  },
};
