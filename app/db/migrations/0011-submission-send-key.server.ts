import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A send's key (docs/leads.md 'Sent twice'): the browser names each message it sends, and a
 * message sent again under the same name (its answer was lost, the visitor pressed again) is
 * the one already stored. Unique per form source; absent (NULL, never equal) for form posts
 * without JavaScript, the owner's tools and every submission stored before.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("send_key", "text").execute();
    await db.schema.createIndex("submissions_send_key").unique().on("submissions").columns(["source", "send_key"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("submissions_send_key").ifExists().execute();
    await db.schema.alterTable("submissions").dropColumn("send_key").execute();
  },
};
