import path from "node:path";
import SQLite from "better-sqlite3";
import { ensurePrivateDir, ensurePrivateFile } from "./private-files.server.ts";

/**
 * "A site is running on this DATA_DIR", told with a file lock the kernel drops when the process
 * ends, however it ends (a crash or SIGKILL leaves no stale lock), and that works across
 * containers sharing the volume. The lock is SQLite's own (an empty SQLite file, rollback
 * journal): each server holds a read transaction (a SHARED lock) for its whole life, so several
 * servers on one DATA_DIR can run; a restore or a database copy needs an EXCLUSIVE lock, which it
 * gets only when no server holds one, and keeps while it works, so no server starts meanwhile.
 */
export const RUNNING_LOCK_FILE = "running.lock";

/** The folders whose lock this process holds (DATA_DIR, and a SQLite database's own folder when it is elsewhere). */
const held = new Map<string, SQLite.Database>();

export class LockBusyError extends Error {
  override name = "LockBusyError";
}

/** Server side: taken at boot, kept until the process exits. */
export function holdRunningLock(dataDir: string, { waitMs = 5_000 } = {}): void {
  if (held.has(path.resolve(dataDir))) return;
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, RUNNING_LOCK_FILE);
  ensurePrivateFile(file);
  const db = new SQLite(file, { timeout: waitMs });
  try {
    db.exec("begin");
    db.prepare("select count(*) from sqlite_master").get();
  } catch (err) {
    db.close();
    if (err instanceof Error && /locked|busy/i.test(err.message)) {
      throw new LockBusyError(`${dataDir} is being restored or copied (${RUNNING_LOCK_FILE} is held): start the site when that has finished`);
    }
    throw err;
  }
  held.set(path.resolve(dataDir), db);
}

/**
 * Operations side: the EXCLUSIVE lock, or LockBusyError at once when a server holds the shared one.
 * Returns its release.
 */
export function takeExclusiveLock(dataDir: string): () => void {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, RUNNING_LOCK_FILE);
  ensurePrivateFile(file);
  const db = new SQLite(file, { timeout: 0 });
  try {
    db.exec("begin exclusive");
  } catch (err) {
    db.close();
    if (err instanceof Error && /locked|busy/i.test(err.message)) throw new LockBusyError(`the site is running on ${dataDir} (it holds ${RUNNING_LOCK_FILE})`);
    throw err;
  }
  return () => {
    if (!db.open) return;
    db.exec("rollback");
    db.close();
  };
}
