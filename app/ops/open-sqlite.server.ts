import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * A SQLite file opened as it is, for the operations (no WAL switch, no migration: unlike
 * openDatabase, which prepares the site's own database). `close` closes the file.
 */
export function openSqliteFile(file: string, { readonly = false } = {}): { db: Kysely<Database>; sqlite: SQLite.Database; close: () => Promise<void> } {
  const sqlite = new SQLite(file, { fileMustExist: true, readonly, timeout: 5_000 });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, close: () => db.destroy() };
}
