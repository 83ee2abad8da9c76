import { sql } from "kysely";
import path from "node:path";
import { isPostgresUrl, SITE_APPLICATION_NAME, sqliteFile, type DatabaseHandle } from "#app/db/connection.server.ts";
import { LockBusyError, takeExclusiveLock } from "#app/lib/running-lock.server.ts";
import { OpsError } from "./ops-error.ts";

/**
 * A restore or a copy works on a database no site is using: this takes the running lock
 * (app/lib/running-lock.server.ts: held by every server on its DATA_DIR, dropped when it ends) of
 * DATA_DIR and of each named SQLite database's folder, and keeps them until `release`, so no
 * server starts meanwhile. Returns the release.
 */
export function lockSiteFolders(dataDir: string, stopHint: string, databaseUrls: readonly string[] = []): () => void {
  // A SQLite database named by its own URL may be another site's, run with another DATA_DIR: that
  // site holds the lock in its DATA_DIR, where its database lives unless it named one elsewhere
  // (then it holds one in that folder too: server/app.ts). So the database's folder is locked as well.
  const dirs = [...new Set([path.resolve(dataDir), ...databaseUrls.filter((u) => !isPostgresUrl(u)).map((u) => path.dirname(path.resolve(sqliteFile(u))))])];
  const releases: (() => void)[] = [];
  const releaseAll = () => releases.splice(0).reverse().forEach((r) => r());
  try {
    for (const dir of dirs) releases.push(takeExclusiveLock(dir));
    return releaseAll;
  } catch (err) {
    releaseAll();
    if (err instanceof LockBusyError) throw new OpsError(`${err.message}: stop it first (${stopHint})`);
    throw err;
  }
}

/**
 * On PostgreSQL the site may run on another machine with another DATA_DIR: its sessions carry
 * SITE_APPLICATION_NAME (app/db/connection.server.ts), and any of them connected to this database
 * means a site is using it.
 */
export async function refuseIfSiteConnected(database: DatabaseHandle, what: string, stopHint: string): Promise<void> {
  if (database.dialect !== "postgres") return;
  const n = await siteSessions(database);
  if (n > 0) throw new OpsError(`a site is connected to ${what} (${n} session${n === 1 ? "" : "s"} named ${SITE_APPLICATION_NAME}): stop it first (${stopHint})`);
}

/** The sessions named as the site's (other than this one) connected to a PostgreSQL database. */
export async function siteSessions(database: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from pg_stat_activity
    where datname = current_database() and application_name = ${SITE_APPLICATION_NAME} and pid <> pg_backend_pid()`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

export const STOP_HINT = "systemctl stop strategist-site, or docker compose stop site";
