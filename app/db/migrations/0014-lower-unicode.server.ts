import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * lower_unicode(text) on PostgreSQL, as SQLite has it (registered on each connection:
 * connection.server.ts): lower-case as JavaScript's toLowerCase() does, whatever the database's
 * locale. (Not named casefold: PostgreSQL 18 has a casefold() of its own, found first, which
 * folds "ß" to "ss" and follows the database's collation.) PostgreSQL's lower() follows the database's LC_CTYPE, and in the C locale (what
 * `initdb` gives where no locale is set) it folds A-Z only: "ÉMILE" was not found as "émile",
 * and a subscriber's removal missed their sign-ups typed in another case. With ICU (Debian's
 * and the official images' PostgreSQL have it), lower() under the root ICU collation applies
 * Unicode's case mapping; without it, lower() as before (the server says so at its start).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    const { rows } = await sql<{ icu: boolean }>`select exists (select 1 from pg_collation where collname = 'und-x-icu') as icu`.execute(db);
    const body = rows[0]?.icu ? `select lower(t collate "und-x-icu")` : "select lower(t)";
    await sql.raw(`create or replace function lower_unicode(t text) returns text language sql immutable strict parallel safe as $$ ${body} $$`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    await sql`drop function if exists lower_unicode(text)`.execute(db);
  },
};
