import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The leads not yet handled, newest first, and nothing else: the dashboard's count of new leads
 * (on every visit of /admin) and the inbox's "New" list read this partial index instead of
 * every submission ever stored. `form` and `handled_at` are in it so that the count never reads
 * the table (SQLite checks a partial index's condition again, on the index's own columns).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("submissions_unhandled").on("submissions").columns(["created_at", "id", "form", "handled_at"]).where(sql.ref("handled_at"), "is", null).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("submissions_unhandled").ifExists().execute();
  },
};
