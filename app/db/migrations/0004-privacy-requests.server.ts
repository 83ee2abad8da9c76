import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The audit lines of privacy requests (exports, erasures): no personal data.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("privacy_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("counts", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("privacy_requests").ifExists().execute();
  },
};
