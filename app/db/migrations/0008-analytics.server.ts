import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * First-party analytics and attribution (issue 25; docs/decisions/023). Raw page views are
 * kept 30 days; every finished day is rolled up into analytics_daily (one row per day,
 * dimension and value), so a year on the dashboard reads a few thousand rows.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("page_views")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("ref_host", "text", (c) => c.notNull())
      .addColumn("utm_source", "text", (c) => c.notNull())
      .addColumn("utm_medium", "text", (c) => c.notNull())
      .addColumn("utm_campaign", "text", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("country", "text", (c) => c.notNull())
      .addColumn("entry", "integer", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("page_views_day").on("page_views").columns(["day", "visitor"]).execute();
    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dim", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visits", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_daily_pk", ["dim", "day", "key"])
      .execute();
    // The day's salt of the visitor hash (shared by every instance) and the roll-up mark.
    await db.schema
      .createTable("analytics_state")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
    // Where a lead, booking (and, through its lead, an order) came from: one row per thing sent.
    await db.schema
      .createTable("attributions")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("subject_id", "text", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("ref_host", "text", (c) => c.notNull())
      .addColumn("utm_source", "text", (c) => c.notNull())
      .addColumn("utm_medium", "text", (c) => c.notNull())
      .addColumn("utm_campaign", "text", (c) => c.notNull())
      .addColumn("landing_path", "text", (c) => c.notNull())
      .addColumn("sent_from", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("attributions_pk", ["subject", "subject_id"])
      .execute();
    await db.schema.createIndex("attributions_created").on("attributions").columns(["subject", "created_at"]).execute();
    await db.schema.createIndex("orders_paid_at").on("orders").column("paid_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("orders_paid_at").ifExists().execute();
    for (const t of ["attributions", "analytics_state", "analytics_daily", "page_views"]) await db.schema.dropTable(t).ifExists().execute();
  },
};
