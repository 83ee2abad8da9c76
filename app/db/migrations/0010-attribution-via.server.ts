import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * How an attribution reached the server: 'page' (the page's script sent it, as every one
 * stored before) or 'referer' (a form posted without JavaScript: read from its Referer header;
 * docs/decisions/023), so the admin can say what is not known.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("attributions")
      .addColumn("via", "text", (c) => c.notNull().defaultTo("page"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("attributions").dropColumn("via").execute();
  },
};
