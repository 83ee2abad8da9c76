import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Issue #15: the consent records (DECISIONS 15): what was chosen, when, for which revision of
// the categories; no personal data (no address, no browser string). The case study's wrong
// passwords are counted by the existing limiter (rate_limit_hits): no table of their own.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("consent_records")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("choice", "text", (c) => c.notNull())
      .addColumn("analytics", "integer", (c) => c.notNull())
      .addColumn("marketing", "integer", (c) => c.notNull())
      .addColumn("personalization", "integer", (c) => c.notNull())
      .addColumn("gpc", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("consent_records_created").on("consent_records").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("consent_records").ifExists().execute();
  },
};
