import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A strategy lead given only by starting a checkout (the purchase pages' dialog) is held: kept
 * in the inbox, marked "checkout started", and forwarded (webhook, e-mail) only once its order
 * is paid, then once. Anyone could type someone's address into the dialog, and each try was
 * forwarded to the owner's tools as a lead. 1: held; 0: every other submission, and every one
 * stored before.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("submissions")
      .addColumn("held_until_paid", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").dropColumn("held_until_paid").execute();
  },
};
