import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import { logger } from "#app/lib/logger.server.ts";
import { ensurePrivateDir, ensurePrivateFile, tightenFiles } from "#app/lib/private-files.server.ts";
import { migrateToLatest } from "./migrations.server.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

/** How long a new PostgreSQL connection may take before it is given up (then the query fails, and /readyz says 503). */
export const PG_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The name the server's PostgreSQL sessions carry (pg_stat_activity.application_name): a restore
 * or a database copy refuses to run while a session of that name is connected (app/ops).
 */
export const SITE_APPLICATION_NAME = "strategist-site";

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);
/** The file of a `file:` / `sqlite:` URL. */
export const sqliteFile = (url: string) => url.replace(/^(file|sqlite):(\/\/)?/, "");

/** The database as a log line or a report may name it: its kind and where, never a password or user. */
export function describeDatabaseUrl(url: string): string {
  if (!isPostgresUrl(url)) return `SQLite ${path.resolve(sqliteFile(url))}`;
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname || "localhost"}:${u.port || 5432}${u.pathname || "/"}`;
  } catch {
    return "PostgreSQL";
  }
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

/**
 * The SQL function that lower-cases text as JavaScript's toLowerCase() does, for comparing with
 * a value folded in JavaScript: `lower_unicode()` on both databases (SQLite: registered on each
 * connection below; PostgreSQL: migration 0014, lower() under ICU's root collation, whatever the
 * database's locale). `value`: what the column is compared with; when it is plain ASCII, lower()
 * is enough (and faster on SQLite). Without it, lower_unicode() always (the order claim, where
 * a missed match is a charge).
 */
export function caseFold(database: DatabaseHandle, value?: string) {
  return sql.raw(value === undefined || /[^\p{ASCII}]/u.test(value) ? "lower_unicode" : "lower");
}

/**
 * Opens the database named by a URL: `file:/path/site.db` (SQLite, the default) or
 * `postgres://…` (DECISIONS 14). Migrations run before the handle is returned.
 */
export async function openDatabase(url: string, { migrate = true, applicationName = SITE_APPLICATION_NAME } = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (isPostgresUrl(url)) {
    // Loaded only for PostgreSQL (a SQLite server never needs it; issue 23: a start loads only what it uses).
    const { default: pg } = await import("pg");
    // BIGINT columns hold millisecond timestamps well inside Number's safe range.
    pg.types.setTypeParser(20, (v) => Number(v));
    // A server that takes the connection but never answers (hung, or a firewall dropping its
    // packets) fails the connection after PG_CONNECT_TIMEOUT_MS instead of hanging the start or
    // a request for ever.
    const pool = new pg.Pool({ connectionString: url, max: 10, application_name: applicationName, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
    // An idle connection that PostgreSQL closes (a restart, a failover, pg_terminate_backend) is
    // reported on the pool; unheard, Node would end the process. The pool drops it and opens a
    // new one for the next query; /readyz says 503 until the database answers again.
    pool.on("error", (err: Error & { code?: string }) => {
      logger.warn({ code: err.code, reason: err.message }, "a database connection was closed by PostgreSQL; the next query opens a new one");
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    handle = { db, dialect: "postgres", close: () => db.destroy() };
  } else {
    const file = sqliteFile(url);
    const onDisk = file !== ":memory:";
    // The database holds personal data: its folder (when created here) 0700, its files 0600.
    // SQLite gives the -wal and -shm files the database file's permissions.
    if (onDisk) {
      ensurePrivateDir(path.dirname(path.resolve(file)));
      ensurePrivateFile(file);
    }
    const sqlite = new SQLite(file);
    // WAL lets readers work while a write is in progress; the busy timeout makes concurrent
    // writers from several processes wait instead of failing. FULL: a submission answered 201
    // is on disk (NORMAL could lose the last ones on power loss); it costs an fsync per write
    // (docs/owner-guide.md: Leads, 'Durability'; the bench's form POST row measures it).
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    // Freed space is zeroed whenever a row is deleted, rewritten or moved, and a freed page too.
    // Without it, every update and every page split leaves the row's old bytes in free space,
    // and a privacy erasure (privacy.server.ts) cannot reach those copies afterwards. "FAST"
    // (no extra I/O) still left copies in freed pages (tests/integration/privacy.test.ts); ON's
    // extra writes did not show in 3,000 submissions (903 against 894 ms, 687 against 705 ms CPU).
    sqlite.pragma("secure_delete = ON");
    // Case folding for every letter (SQLite's lower() folds A-Z only), asked for by caseFold()
    // above: the inbox search finds "Émile" when "émile" is typed.
    sqlite.function("lower_unicode", { deterministic: true }, (text: unknown) => (typeof text === "string" ? text.toLowerCase() : text));
    if (onDisk) tightenFiles([`${file}-wal`, `${file}-shm`]);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    handle = { db, dialect: "sqlite", close: () => db.destroy() };
  }
  if (migrate) {
    await migrateToLatest(handle.db as unknown as Kysely<unknown>);
    if (handle.dialect === "postgres") await warnIfCaseFoldingIsAsciiOnly(handle);
    else await scrubOnce(handle);
  }
  return handle;
}

/**
 * SQLite's `user_version` once the file has been rewritten with secure_delete on: a database
 * written before (with the free space of its pages still holding old copies of rows: deleted,
 * updated, moved) is rewritten once by VACUUM, so that a later privacy erasure leaves no copy.
 */
export const SCRUBBED_USER_VERSION = 1;

async function scrubOnce(handle: DatabaseHandle) {
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(handle.db);
  if ((rows[0]?.user_version ?? 0) >= SCRUBBED_USER_VERSION) return;
  const started = Date.now();
  // Outside any transaction (VACUUM cannot run in one); once, at the start, before any request.
  await sql`VACUUM`.execute(handle.db);
  await sql.raw(`PRAGMA user_version = ${SCRUBBED_USER_VERSION}`).execute(handle.db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
  logger.info({ ms: Date.now() - started }, "database rewritten once with deleted data zeroed (secure_delete): a privacy erasure now leaves no copy in the file");
}

/**
 * A PostgreSQL without ICU, whose database is in the C locale, folds A-Z only (migration 0014):
 * "Émile" typed as "ÉMILE" is then not found, and a subscriber removed is matched to their
 * sign-ups only in the case they typed. Said once at the start, with what to do.
 */
async function warnIfCaseFoldingIsAsciiOnly(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ folds: boolean }>`select lower_unicode('É') = 'é' as folds`.execute(handle.db);
  if (!rows[0]?.folds)
    logger.warn("PostgreSQL lower-cases A-Z only here (no ICU, and the database's locale is C): searches and e-mail matches miss other letters typed in another case. Create the database with a UTF-8 locale (createdb --locale=C.UTF-8) or use a PostgreSQL built with ICU.");
}
