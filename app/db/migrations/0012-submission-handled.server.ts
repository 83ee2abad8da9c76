import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * When the owner marked a lead handled (answered, or nothing to do): the inbox tells new leads
 * from handled ones, and lists only the new ones on request. NULL: not handled (every lead
 * stored before).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("handled_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").dropColumn("handled_at").execute();
  },
};
