import { chmodSync, closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describeDatabaseUrl, isPostgresUrl, openDatabase, sqliteFile, type DatabaseHandle } from "#app/db/connection.server.ts";
import { appliedMigrations, LATEST_MIGRATION, MIGRATION_NAMES, migrateToLatest } from "#app/db/migrations.server.ts";
import { countRows, DATA_TABLES, totalRows, type TableCounts } from "#app/db/tables.server.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import { name as appName } from "#package.json";
import { listFiles, unpackFiles } from "./archive.server.ts";
import { createBackup } from "./backup.server.ts";
import { MANIFEST, parseManifest, POSTGRES_MEMBER, SECRETS_FILE, SQLITE_MEMBER, verifyFiles, type Manifest } from "./manifest.server.ts";
import { OpsError } from "./ops-error.ts";
import { openSqliteFile } from "./open-sqlite.server.ts";
import { loadDump } from "./pg-load.server.ts";
import { lockSiteFolders, refuseIfSiteConnected, STOP_HINT } from "./site-stopped.server.ts";

/**
 * `npm run restore FILE`: puts a backup back with the site stopped (DATA_DIR's running lock is
 * taken for the whole restore, and on PostgreSQL no site session may be connected), then checks
 * it: each table's rows against the manifest, and the schema against this code's migrations
 * (an older backup is migrated, as the site would at boot; a newer one is refused).
 *
 * A database that holds rows, or on SQLite a file that cannot be read as one, is replaced only
 * with `force`: on SQLite the old file is kept beside it (site.db.replaced-<time>); on
 * PostgreSQL the database is backed up into BACKUP_DIR first (site-backup-<time>Z-before-restore
 * .tar.gz), then the site's tables are dropped (pg-load.server.ts).
 */
export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl: string;
  /** Where a PostgreSQL database that holds rows is backed up before --force replaces it. */
  backupDir: string;
  force?: boolean;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  target: string;
  restored: TableCounts;
  /** Migrations applied after the restore (the backup was older than this code). */
  migrated: string[];
  schema: string;
  secretsRestored: boolean;
  /** Files kept aside because the restore replaced them. */
  keptAside: string[];
  /** PostgreSQL: the backup taken of the database before --force replaced its rows. */
  backedUp?: string;
}

const stampOf = (at: Date) => at.toISOString().slice(0, 19).replaceAll(":", "-");

async function readBackup(file: string, staging: string): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new OpsError(`${file}: no such file`);
  const members = await listFiles(file);
  if (!members.includes(MANIFEST)) throw new OpsError(`${file}: not a backup of this site (no manifest.json)`);
  await unpackFiles(file, staging, [MANIFEST]);
  const manifest = parseManifest(readFileSync(path.join(staging, MANIFEST), "utf8"), file);
  const names = Object.keys(manifest.files);
  const unknown = names.find((n) => ![SQLITE_MEMBER, POSTGRES_MEMBER, SECRETS_FILE].includes(n) || !members.includes(n));
  if (unknown) throw new OpsError(`${file}: ${unknown} is listed in the manifest but is not a member this site restores`);
  await unpackFiles(file, staging, names);
  await verifyFiles(manifest, staging, file);
  return manifest;
}

async function holdsRows(database: DatabaseHandle): Promise<number> {
  return totalRows(await countRows(database.db));
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

function hasSqliteHeader(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * The rows the database being replaced holds, its write-ahead log folded into it first (the file
 * kept aside is then whole); or, when SQLite cannot read it (not a database, corrupt), why.
 */
async function rowsOfOldFile(target: string): Promise<number | string> {
  // Not opened when it is not a SQLite file at all: SQLite would take a -wal beside it for its
  // log, and delete it when it closes the file.
  if (!hasSqliteHeader(target)) return "not a SQLite file: its first bytes are not SQLite's header";
  let old: ReturnType<typeof openSqliteFile> | undefined;
  try {
    old = openSqliteFile(target);
    old.sqlite.pragma("wal_checkpoint(TRUNCATE)");
    return totalRows(await countRows(old.db));
  } catch (err) {
    // Only damage: a busy or unopenable file is a problem to fix, not a database to replace.
    if (err instanceof SQLite.SqliteError && /^SQLITE_(NOTADB|CORRUPT)/.test(err.code)) return `${err.code}: ${err.message}`;
    throw err;
  } finally {
    await old?.close();
  }
}

async function restoreSqlite(manifest: Manifest, staging: string, databaseUrl: string, force: boolean, stamp: string, keptAside: string[]): Promise<void> {
  const target = path.resolve(sqliteFile(databaseUrl));
  const staged = path.join(staging, SQLITE_MEMBER);
  const check = openSqliteFile(staged);
  try {
    if (check.sqlite.pragma("quick_check", { simple: true }) !== "ok") throw new OpsError("the backup's database failed SQLite's check");
  } finally {
    await check.close();
  }
  if (existsSync(target) && statSync(target).size > 0) {
    const rows = await rowsOfOldFile(target);
    const aside = `${target}.replaced-${stamp}`;
    if (typeof rows === "string") {
      // A damaged database is the commonest reason to restore: with --force it is kept aside as it
      // is, its write-ahead log beside it under the same name (SQLite reads them together), for
      // whatever can still be saved from it. Its -shm is only an index of the log, rebuilt from it.
      if (!force) throw new OpsError(`${target} cannot be read as a database (${rows}): restore with --force to replace it (it is kept as ${path.basename(aside)})`);
      for (const suffix of ["", "-wal"]) {
        if (!existsSync(`${target}${suffix}`)) continue;
        renameSync(`${target}${suffix}`, `${aside}${suffix}`);
        keptAside.push(`${aside}${suffix}`);
      }
    } else if (rows > 0) {
      if (!force) throw new OpsError(`${target} holds ${rows} rows: restore with --force to replace it (it is kept as ${path.basename(aside)})`);
      renameSync(target, aside);
      keptAside.push(aside);
    }
  }
  for (const f of [`${target}-wal`, `${target}-shm`]) rmSync(f, { force: true });
  ensurePrivateDir(path.dirname(target));
  // The staging folder is in DATA_DIR: a rename when the database is there too, else a copy.
  try {
    renameSync(staged, target);
  } catch {
    copyFileSync(staged, target);
  }
  chmodSync(target, PRIVATE_FILE_MODE);
}

/**
 * PostgreSQL keeps no old file to set aside: a database that holds rows is backed up first, as
 * `npm run backup` would (never rotated), and the restore goes on only once that is written.
 * Returns that backup.
 */
async function restorePostgres(staging: string, database: DatabaseHandle, options: Required<Pick<RestoreOptions, "dataDir" | "databaseUrl" | "backupDir" | "force">>): Promise<string | undefined> {
  const { dataDir, databaseUrl, backupDir, force } = options;
  const rows = await holdsRows(database);
  if (rows > 0 && !force) throw new OpsError(`${describeDatabaseUrl(databaseUrl)} holds ${rows} rows: restore with --force to replace them (they are backed up first, into ${backupDir})`);
  const backedUp = rows > 0 ? (await createBackup({ dataDir, databaseUrl, backupDir, label: "before-restore" })).file : undefined;
  // The site's tables are dropped first (a started site has created its empty tables, maybe some
  // an older backup lacks), all in one transaction with the restore.
  await loadDump(path.join(staging, POSTGRES_MEMBER), databaseUrl);
  return backedUp;
}

function restoreSecrets(manifest: Manifest, staging: string, dataDir: string, stamp: string, keptAside: string[]): boolean {
  if (!manifest.files[SECRETS_FILE]) return false;
  const target = path.join(dataDir, SECRETS_FILE);
  const incoming = readFileSync(path.join(staging, SECRETS_FILE));
  if (existsSync(target) && !readFileSync(target).equals(incoming)) {
    const aside = `${target}.replaced-${stamp}`;
    renameSync(target, aside);
    keptAside.push(aside);
  }
  renameSync(path.join(staging, SECRETS_FILE), target);
  chmodSync(target, PRIVATE_FILE_MODE);
  return true;
}

export async function restoreBackup({ file, dataDir, databaseUrl, backupDir, force = false, now = () => new Date() }: RestoreOptions): Promise<RestoreResult> {
  ensurePrivateDir(dataDir);
  const release = lockSiteFolders(dataDir, STOP_HINT, [databaseUrl]);
  const staging = mkdtempSync(path.join(dataDir, ".restore-"));
  const stamp = stampOf(now());
  const keptAside: string[] = [];
  let database: DatabaseHandle | undefined;
  let backedUp: string | undefined;
  try {
    const manifest = await readBackup(path.resolve(file), staging);
    const kind = isPostgresUrl(databaseUrl) ? "postgres" : "sqlite";
    if (manifest.database.kind !== kind) {
      throw new OpsError(
        `this is a ${manifest.database.kind === "sqlite" ? "SQLite" : "PostgreSQL"} backup and DATABASE_URL is ${kind === "sqlite" ? "SQLite" : "PostgreSQL"}: restore it into its own kind, then move it with npm run db:copy`,
      );
    }
    const unknown = manifest.database.migrations.find((m) => !MIGRATION_NAMES.includes(m));
    if (unknown) throw new OpsError(`the backup's schema (${unknown}) is newer than this code's (${LATEST_MIGRATION}): restore it with the version of the site that made it (${manifest.app.version})`);

    if (kind === "postgres") {
      database = await openDatabase(databaseUrl, { migrate: false, applicationName: `${appName} restore` });
      await refuseIfSiteConnected(database, describeDatabaseUrl(databaseUrl), STOP_HINT);
      backedUp = await restorePostgres(staging, database, { dataDir, databaseUrl, backupDir, force });
    } else {
      await restoreSqlite(manifest, staging, databaseUrl, force, stamp, keptAside);
      database = await openDatabase(databaseUrl, { migrate: false });
    }
    const secretsRestored = restoreSecrets(manifest, staging, dataDir, stamp, keptAside);

    // The check: what was restored is what the backup held, and the schema is this code's.
    const restored = await countRows(database.db);
    const differs = DATA_TABLES.filter((t) => restored[t] !== manifest.tables[t]);
    if (differs.length) throw new OpsError(`restored, but ${differs.map((t) => `${t} has ${restored[t]} rows, the backup ${manifest.tables[t]}`).join("; ")}`);
    const before = await appliedMigrations(database.db);
    if (before[before.length - 1] !== manifest.database.migration) throw new OpsError(`restored, but its schema is ${before[before.length - 1]}, the backup's ${manifest.database.migration}`);
    const migrated = await migrateToLatest(database.db as never);
    const after = await appliedMigrations(database.db);
    const schema = after[after.length - 1] ?? "none";
    if (schema !== LATEST_MIGRATION) throw new OpsError(`restored, but its schema is ${schema} and this code's ${LATEST_MIGRATION}`);
    return { manifest, target: describeDatabaseUrl(databaseUrl), restored, migrated, schema, secretsRestored, keptAside, backedUp };
  } finally {
    await database?.close();
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
