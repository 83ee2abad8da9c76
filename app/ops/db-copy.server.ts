import { existsSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely, type Transaction } from "kysely";
import { describeDatabaseUrl, isPostgresUrl, openDatabase, sqliteFile, type DatabaseHandle } from "#app/db/connection.server.ts";
import { appliedMigrations, LATEST_MIGRATION, MIGRATION_TABLES, type AnyDatabase } from "#app/db/migrations.server.ts";
import type { Database } from "#app/db/schema.ts";
import { countRows, DATA_TABLES, PRIMARY_KEYS, totalRows, type DataTable, type TableCounts } from "#app/db/tables.server.ts";
import { name as appName } from "#package.json";
import { OpsError } from "./ops-error.ts";
import { lockSiteFolders, refuseIfSiteConnected, STOP_HINT } from "./site-stopped.server.ts";

/**
 * `npm run db:copy -- --from URL --to URL [--force]`: moves the site between SQLite and
 * PostgreSQL (either way; file to file too). The target is migrated by this code, must hold no
 * rows (with --force its rows are deleted first), and gets every data table in dependency order
 * in one transaction, read from one snapshot of the source; the rows of each table are counted on
 * both sides before the commit (a difference rolls everything back). On PostgreSQL, sequences
 * are set past the copied values. The source must be at this code's schema, and the site must be
 * stopped: DATA_DIR's running lock is taken, and no site session may be connected to either
 * PostgreSQL database.
 */
export interface CopyOptions {
  from: string;
  to: string;
  force?: boolean;
  dataDir: string;
  batchSize?: number;
}

export interface CopyResult {
  from: string;
  to: string;
  counts: TableCounts;
  /** The target's rows per table, counted in its transaction after the copy. */
  copied: TableCounts;
  /** Rows deleted from the target first (--force). */
  emptied: number;
  sequences: string[];
  schema: string;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

function sameDatabase(a: string, b: string): boolean {
  if (isPostgresUrl(a) !== isPostgresUrl(b)) return false;
  if (!isPostgresUrl(a)) return path.resolve(sqliteFile(a)) === path.resolve(sqliteFile(b));
  const key = (u: URL) => `${u.hostname}:${u.port || 5432}${u.pathname}`;
  return key(new URL(a)) === key(new URL(b));
}

async function copyTable(from: AnyDb, to: AnyDb, table: DataTable, batchSize: number): Promise<void> {
  const pk = PRIMARY_KEYS[table];
  // Keyset paging over the whole key: a row value comparison, `(a, b) > (x, y)`, which SQLite and
  // PostgreSQL both order the same way (column by column).
  const key = sql`(${sql.join(pk.map((c) => sql.ref(c)))})`;
  let last: unknown[] | undefined;
  for (;;) {
    const after = last === undefined ? sql`` : sql`where ${key} > (${sql.join(last)})`;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} ${after} order by ${sql.join(pk.map((c) => sql.ref(c)))} limit ${batchSize}`.execute(from);
    if (!rows.length) return;
    await to.insertInto(table).values(rows).execute();
    const lastRow = rows[rows.length - 1]!;
    last = pk.map((c) => lastRow[c]);
  }
}

/** Each serial or identity column of `tables` continues after the largest value copied. Returns the sequences set. */
export async function resetSequences(db: AnyDatabase, tables: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; seq: string | null }>`
    select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
    from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})
      and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(db);
  const set: string[] = [];
  for (const r of rows) {
    if (!r.seq) continue;
    await sql`select setval(${r.seq}::regclass, coalesce((select max(${sql.ref(r.column_name)}) from ${sql.table(r.table_name)}), 0) + 1, false)`.execute(db);
    set.push(r.seq);
  }
  return set;
}

async function checkSource(source: DatabaseHandle, url: string): Promise<void> {
  const migrations = await appliedMigrations(source.db);
  if (!migrations.length) throw new OpsError(`${describeDatabaseUrl(url)} holds no site (it was never migrated)`);
  const latest = migrations[migrations.length - 1];
  if (latest !== LATEST_MIGRATION) {
    throw new OpsError(`the source's schema is ${latest} and this code's ${LATEST_MIGRATION}: migrate it first (DATABASE_URL=<from> npm run db:migrate)`);
  }
  const known = new Set<string>([...DATA_TABLES, ...MIGRATION_TABLES]);
  const unknown = (await source.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).filter((t) => !known.has(t));
  if (unknown.length) throw new OpsError(`the source has tables this code does not copy (${unknown.join(", ")}): copy with the version of the site that made them`);
}

/** Runs `work` in one read snapshot of the source. */
function inSnapshot<T>(source: DatabaseHandle, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const trx = source.db.transaction();
  return source.dialect === "postgres" ? trx.setIsolationLevel("repeatable read").setAccessMode("read only").execute(work) : trx.execute(work);
}

export async function copyDatabase({ from, to, force = false, dataDir, batchSize = 500 }: CopyOptions): Promise<CopyResult> {
  if (sameDatabase(from, to)) throw new OpsError("--from and --to name the same database");
  if (!isPostgresUrl(from) && !existsSync(sqliteFile(from))) throw new OpsError(`--from: no database at ${path.resolve(sqliteFile(from))}`);
  const release = lockSiteFolders(dataDir, STOP_HINT, [from, to]);
  const opened: DatabaseHandle[] = [];
  try {
    const source = await openDatabase(from, { migrate: false, applicationName: `${appName} copy` });
    opened.push(source);
    await checkSource(source, from);
    await refuseIfSiteConnected(source, `--from (${describeDatabaseUrl(from)})`, STOP_HINT);
    const target = await openDatabase(to, { migrate: true, applicationName: `${appName} copy` });
    opened.push(target);
    await refuseIfSiteConnected(target, `--to (${describeDatabaseUrl(to)})`, STOP_HINT);

    return await target.db.transaction().execute(async (into) => {
      const before = totalRows(await countRows(into));
      if (before > 0 && !force) throw new OpsError(`--to (${describeDatabaseUrl(to)}) holds ${before} rows: copy into an empty database, or add --force to delete them first`);
      if (before > 0) for (const t of [...DATA_TABLES].reverse()) await into.deleteFrom(t).execute();

      return inSnapshot(source, async (src) => {
        const counts = await countRows(src);
        for (const t of DATA_TABLES) await copyTable(src as unknown as AnyDb, into as unknown as AnyDb, t, batchSize);
        const copied = await countRows(into);
        const differs = DATA_TABLES.filter((t) => copied[t] !== counts[t]);
        if (differs.length) throw new OpsError(`copy rolled back: ${differs.map((t) => `${t} ${copied[t]} of ${counts[t]} rows`).join(", ")}`);
        const sequences = target.dialect === "postgres" ? await resetSequences(into, DATA_TABLES) : [];
        return { from: describeDatabaseUrl(from), to: describeDatabaseUrl(to), counts, copied, emptied: before, sequences, schema: LATEST_MIGRATION };
      });
    });
  } finally {
    for (const d of opened.reverse()) await d.close();
    release();
  }
}
