import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Each claim of a delivery carries a token, so that only its holder settles the row.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("deliveries").addColumn("claim", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("deliveries").dropColumn("claim").execute();
  },
};
