import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { LockBusyError, takeExclusiveLock } from "#app/lib/running-lock.server.ts";

/**
 * A backup works in a folder of its own in BACKUP_DIR, `.staging-…` (0700, as mkdtemp makes it):
 * the database snapshot, secrets.json, the manifest, and the archive until it is renamed into
 * place. A backup that is killed (SIGKILL, out of memory, a reboot) leaves its folder behind,
 * with the whole database and the secrets in it, so every backup first clears those of backups
 * that are no longer running.
 *
 * "Running" is told by a lock the kernel drops when the process ends, however it ends: the
 * backup holds the SQLite lock of running.lock in its folder (app/lib/running-lock.server.ts)
 * until it has finished.
 */
export const STAGING_PREFIX = ".staging-";
/** A folder this young is left alone whatever its lock: its backup may not have taken it yet. */
const YOUNG_MS = 60_000;
/** Archives on their way, as versions before the staging lock wrote them beside the backups. */
const OLD_PARTIAL = /^\.site-backup-.*\.partial$/;
/** Such an archive untouched this long belongs to no running backup (they take seconds). */
const OLD_PARTIAL_STALE_MS = 60 * 60_000;

export interface Staging {
  dir: string;
  /** Drops the lock and deletes the folder. */
  remove: () => void;
}

export function openStaging(backupDir: string): Staging {
  const dir = mkdtempSync(path.join(backupDir, STAGING_PREFIX));
  const release = takeExclusiveLock(dir);
  return {
    dir,
    remove: () => {
      // Deleted while still locked, so no other backup takes it for a leftover meanwhile.
      rmSync(dir, { recursive: true, force: true });
      release();
    },
  };
}

/** Deletes what killed backups left in `backupDir`; returns the names deleted. */
export function clearLeftovers(backupDir: string, now = Date.now()): string[] {
  const cleared: string[] = [];
  for (const name of readdirSync(backupDir)) {
    const file = path.join(backupDir, name);
    // Gone meanwhile: its backup finished, or another one cleared it.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) continue;
    const age = now - stat.mtimeMs;
    if (name.startsWith(STAGING_PREFIX) && stat.isDirectory() && age > YOUNG_MS) {
      let release: () => void;
      try {
        release = takeExclusiveLock(file);
      } catch (err) {
        if (err instanceof LockBusyError) continue; // a backup is working in it
        throw err;
      }
      rmSync(file, { recursive: true, force: true });
      release();
      cleared.push(name);
    } else if (OLD_PARTIAL.test(name) && stat.isFile() && age > OLD_PARTIAL_STALE_MS) {
      rmSync(file, { force: true });
      cleared.push(name);
    }
  }
  return cleared;
}
