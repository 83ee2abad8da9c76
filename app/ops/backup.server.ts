import { copyFileSync, existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { isPostgresUrl, openDatabase, sqliteFile, type Dialect } from "#app/db/connection.server.ts";
import { appliedMigrations } from "#app/db/migrations.server.ts";
import { countRows, type TableCounts } from "#app/db/tables.server.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import { name as appName, version as appVersion } from "#package.json";
import { packFiles } from "./archive.server.ts";
import { describeFile, MANIFEST, MANIFEST_FORMAT, POSTGRES_MEMBER, SECRETS_FILE, SQLITE_MEMBER, type Manifest } from "./manifest.server.ts";
import { OpsError } from "./ops-error.ts";
import { openSqliteFile } from "./open-sqlite.server.ts";
import { findPgBin, pgConnection, runPgTool } from "./pg-tools.server.ts";
import { clearLeftovers, openStaging } from "./staging.server.ts";

/**
 * `npm run backup`: a consistent snapshot of the database, taken while the site runs, with
 * DATA_DIR's secrets.json and a manifest, in one dated .tar.gz in BACKUP_DIR; then only the
 * newest BACKUP_KEEP are kept. The archive is written in the backup's staging folder in
 * BACKUP_DIR and renamed into place when complete, so a backup that is listed is whole; what a
 * killed backup left there is cleared by the next (staging.server.ts).
 */
export interface BackupOptions {
  dataDir: string;
  databaseUrl: string;
  backupDir: string;
  /** How many of the dated backups to keep; undefined: none is deleted. */
  keep?: number;
  /**
   * Named after the date: site-backup-<time>Z-<label>.tar.gz. Such a backup is never rotated
   * (the one a restore takes of the database it replaces: restore.server.ts).
   */
  label?: string;
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
  /** What killed backups had left in backupDir (their staging folders), deleted first. */
  cleared: string[];
}

const NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;
const nameOf = (at: Date, label?: string) => `site-backup-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z${label ? `-${label}` : ""}.tar.gz`;
/** The name of a dated backup (one that rotation counts). */
export const backupName = (at: Date) => nameOf(at);

interface Snapshot {
  kind: Dialect;
  member: string;
  migrations: string[];
  tables: TableCounts;
}

/** SQLite's online backup: one step copies every page, so writes by the site never restart it. */
async function snapshotSqlite(url: string, staging: string): Promise<Snapshot> {
  const file = sqliteFile(url);
  if (!existsSync(file)) throw new OpsError(`no database at ${path.resolve(file)}: check DATA_DIR and DATABASE_URL`);
  const out = path.join(staging, SQLITE_MEMBER);
  const source = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
  try {
    await source.backup(out, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = openSqliteFile(out);
  try {
    // One file, no write-ahead log beside it.
    copy.sqlite.pragma("journal_mode = DELETE");
    const check = copy.sqlite.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new OpsError(`the snapshot failed SQLite's check: ${String(check)}`);
    return { kind: "sqlite", member: SQLITE_MEMBER, migrations: await appliedMigrations(copy.db), tables: await countRows(copy.db) };
  } finally {
    await copy.close();
  }
}

/**
 * PostgreSQL: a read-only repeatable-read transaction exports its snapshot; the rows are counted
 * in it and pg_dump dumps that same snapshot, so the manifest describes exactly the dump.
 */
async function snapshotPostgres(url: string, staging: string): Promise<Snapshot> {
  const pgDump = findPgBin("pg_dump");
  const out = path.join(staging, POSTGRES_MEMBER);
  const database = await openDatabase(url, { migrate: false, applicationName: `${appName} backup` });
  try {
    return await database.db.connection().execute(async (conn) => {
      await sql`begin isolation level repeatable read read only`.execute(conn);
      try {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
        const migrations = await appliedMigrations(conn);
        const tables = await countRows(conn);
        const { dbname, env } = pgConnection(url);
        await runPgTool(pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0]?.id}`, `--file=${out}`, `--dbname=${dbname}`], env);
        return { kind: "postgres" as const, member: POSTGRES_MEMBER, migrations, tables };
      } finally {
        await sql`commit`.execute(conn);
      }
    });
  } finally {
    await database.close();
  }
}

function rotate(backupDir: string, keep: number): string[] {
  const all = readdirSync(backupDir).filter((f) => NAME.test(f)).sort();
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const f of removed) rmSync(path.join(backupDir, f), { force: true });
  return removed;
}

export async function createBackup({ dataDir, databaseUrl, backupDir, keep, label, now = () => new Date() }: BackupOptions): Promise<BackupResult> {
  ensurePrivateDir(backupDir);
  let at = now();
  // One backup per second: names are to the second, and sort by time.
  while (existsSync(path.join(backupDir, nameOf(at, label)))) {
    await new Promise((r) => setTimeout(r, 1_000 - (at.getTime() % 1_000) + 5));
    at = now();
  }
  const file = path.join(backupDir, nameOf(at, label));
  const cleared = clearLeftovers(backupDir);
  const work = openStaging(backupDir);
  const staging = work.dir;
  // In the staging folder, so a backup killed now leaves one thing for the next to clear.
  const partial = path.join(staging, `${path.basename(file)}.partial`);
  try {
    const snap = await (isPostgresUrl(databaseUrl) ? snapshotPostgres(databaseUrl, staging) : snapshotSqlite(databaseUrl, staging));
    if (!snap.migrations.length) throw new OpsError("the database was never migrated: start the site once, or run npm run db:migrate");
    const files: Manifest["files"] = { [snap.member]: await describeFile(path.join(staging, snap.member)) };
    const secrets = path.join(dataDir, SECRETS_FILE);
    if (existsSync(secrets)) {
      copyFileSync(secrets, path.join(staging, SECRETS_FILE));
      files[SECRETS_FILE] = await describeFile(path.join(staging, SECRETS_FILE));
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: at.toISOString(),
      app: { name: appName, version: appVersion },
      database: { kind: snap.kind, migration: snap.migrations[snap.migrations.length - 1] as string, migrations: snap.migrations },
      tables: snap.tables,
      files,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    // Created 0600 and flushed to disk by packFiles: never readable by others, whole once renamed.
    await packFiles(partial, staging, [MANIFEST, ...Object.keys(files)]);
    renameSync(partial, file);
    return { file, manifest, removed: keep === undefined ? [] : rotate(backupDir, keep), cleared };
  } finally {
    work.remove();
  }
}
