import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** The page_views indexes of 0009 on one column (then at, id): name and column. */
const VIEW_INDEXES = [
  ["path", "path"],
  ["ref", "ref_host"],
  ["channel", "channel"],
  ["device", "device"],
  ["country", "country"],
] as const;

/**
 * The admin's list of the page views behind a dashboard number (/admin/analytics/views): one
 * index per dimension the dashboard groups page views by, each ending in (at, id), so a page of
 * the list, newest first, is one short index range whatever the filter (the campaign index is
 * on the very expression the roll-up groups by: both databases use it only for that
 * expression); the whole period by (at, id); the daily totals of one dimension's value by day.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("page_views_at").on("page_views").columns(["at", "id"]).execute();
    for (const [name, column] of VIEW_INDEXES) await db.schema.createIndex(`page_views_${name}`).on("page_views").columns([column, "at", "id"]).execute();
    await sql`create index page_views_campaign on page_views ((utm_source || ' / ' || utm_medium || ' / ' || utm_campaign), at, id)`.execute(db);
    await db.schema.createIndex("analytics_daily_key").on("analytics_daily").columns(["dim", "key", "day"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("analytics_daily_key").ifExists().execute();
    for (const name of ["at", "campaign", ...VIEW_INDEXES.map(([n]) => n)]) await db.schema.dropIndex(`page_views_${name}`).ifExists().execute();
  },
};
