import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Bookings the scheduler's API confirmed (CALENDLY_TOKEN) against those only the browser
// reported, which anyone can forge: existing rows were never checked, so they are 0.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("bookings")
      .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("bookings").dropColumn("verified").execute();
  },
};
