import { CompiledQuery, sql, type Compilable, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";

/**
 * How the database would run a query, as one text: SQLite's `explain query plan` details, or
 * PostgreSQL's `explain` lines with sequential and bitmap scans forbidden (on tables as small as
 * a test's, PostgreSQL prefers a scan; forbidding it shows which index the query can use).
 */
export async function queryPlan(database: DatabaseHandle, query: Compilable | RawBuilder<unknown>): Promise<string> {
  const compiled = "isRawBuilder" in query ? query.compile(database.db) : query.compile();
  const explain = (prefix: string) => CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]);
  if (database.dialect === "sqlite") return (await database.db.executeQuery<{ detail: string }>(explain("explain query plan"))).rows.map((r) => r.detail).join("\n");
  return database.db.connection().execute(async (c) => {
    await sql`set enable_seqscan = off`.execute(c);
    await sql`set enable_bitmapscan = off`.execute(c);
    try {
      return (await c.executeQuery<{ "QUERY PLAN": string }>(explain("explain"))).rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await sql`reset enable_seqscan`.execute(c);
      await sql`reset enable_bitmapscan`.execute(c);
    }
  });
}
