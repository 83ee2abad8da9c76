import { sql } from "kysely";
import type { AnyDatabase } from "./migrations.server.ts";
import type { Database } from "./schema.ts";

/**
 * Every table of the site's data, parents before the tables that reference them (deliveries
 * references submissions): the order a copy inserts in, and the reverse of the order it empties
 * in. Kysely's own tables (kysely_migration…) are not data: a target is migrated by this code.
 * tests/integration/db-tables.test.ts fails when a migration adds a table that is not here.
 */
export const DATA_TABLES = [
  "submissions",
  "deliveries",
  "subscribers",
  "rate_limit_hits",
  "admin_sessions",
  "privacy_requests",
  "orders",
  "payment_events",
  "bookings",
  "consent_records",
  // Issue 25: the site's own page views, their daily roll-ups, the counter's state, and where
  // each lead, booking and order came from.
  "page_views",
  "analytics_daily",
  "analytics_state",
  "attributions",
  // Issue 47: what every instance shares (the session secret, generated once).
  "site_settings",
] as const satisfies readonly (keyof Database)[];

export type DataTable = (typeof DATA_TABLES)[number];

/** Each table's primary key, its columns in the key's order: copies page through a table by it. */
export const PRIMARY_KEYS: Record<DataTable, readonly string[]> = {
  submissions: ["id"],
  deliveries: ["id"],
  subscribers: ["id"],
  rate_limit_hits: ["id"],
  admin_sessions: ["id_hash"],
  privacy_requests: ["id"],
  orders: ["id"],
  payment_events: ["id"],
  bookings: ["id"],
  consent_records: ["id"],
  page_views: ["id"],
  analytics_daily: ["dim", "day", "key"],
  analytics_state: ["name"],
  attributions: ["subject", "subject_id"],
  site_settings: ["name"],
};

export type TableCounts = Record<DataTable, number>;

/** Rows in each data table (a table that does not exist yet counts 0). One statement, so one snapshot. */
export async function countRows(db: AnyDatabase, tables: readonly DataTable[] = DATA_TABLES): Promise<TableCounts> {
  const existing = new Set((await db.introspection.getTables()).map((t) => t.name));
  const present = tables.filter((t) => existing.has(t));
  const counts = Object.fromEntries(tables.map((t) => [t, 0])) as TableCounts;
  if (!present.length) return counts;
  const columns = present.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.ref(t)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(db);
  for (const t of present) counts[t] = Number(rows[0]?.[t] ?? 0);
  return counts;
}

export const totalRows = (counts: Partial<TableCounts>) => Object.values(counts).reduce((a: number, b) => a + (b ?? 0), 0);
