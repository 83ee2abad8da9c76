import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Admin sessions live in the database so that signing out ends them on every instance.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("admin_sessions")
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("admin_sessions").ifExists().execute();
  },
};
