import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Values every instance must agree on, generated once by whichever starts first (issue 47): the
 * session secret when SESSION_SECRET is not set, or a fingerprint of the one that is
 * (app/config/shared-secret.server.ts). Inserted if absent, so two instances starting at once
 * read the same row.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("site_settings")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("site_settings").ifExists().execute();
  },
};
