import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";

/**
 * What the launch checklist reads from the running site's data, not from its settings: when the
 * last backup was made, and whether requests came through a proxy the server does not trust.
 */

/** A dated backup's name (app/ops/backup.server.ts: site-backup-2026-12-06T02-30-00Z.tar.gz). */
const BACKUP_NAME = /^site-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** The newest dated backup's time in BACKUP_DIR, or null (none, or no folder yet). */
export function lastBackupAt(backupDir: string): Date | null {
  let names: string[];
  try {
    names = readdirSync(backupDir);
  } catch {
    return null;
  }
  const times = names.flatMap((n) => {
    const m = BACKUP_NAME.exec(n);
    return m ? [Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`)] : [];
  });
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * Requests that said they came through a proxy (X-Forwarded-For or -Proto) while TRUST_PROXY is
 * unset: every visitor then looks like the proxy (one rate limit for all, the admin's sign-in
 * refused over HTTPS). Noted once in DATA_DIR, so `npm run check:launch` sees it too.
 */
export const PROXY_SEEN_FILE = "proxy-seen.json";

export function proxySeenAt(dataDir: string): Date | null {
  try {
    const at = (JSON.parse(readFileSync(path.join(dataDir, PROXY_SEEN_FILE), "utf8")) as { at?: unknown }).at;
    return typeof at === "string" && !Number.isNaN(Date.parse(at)) ? new Date(at) : null;
  } catch {
    return null;
  }
}

/** A middleware that notes the first proxied request while the server trusts no proxy. */
export function noteUntrustedProxy(dataDir: string, trustsProxy: boolean) {
  let noted = trustsProxy || proxySeenAt(dataDir) !== null;
  return (req: { get: (name: string) => string | undefined }, _res: unknown, next: () => void) => {
    if (!noted && (req.get("x-forwarded-for") !== undefined || req.get("x-forwarded-proto") !== undefined)) {
      noted = true;
      try {
        writeFileSync(path.join(dataDir, PROXY_SEEN_FILE), JSON.stringify({ at: new Date().toISOString() }), { mode: PRIVATE_FILE_MODE });
      } catch {
        // Only a reading for the checklist: a request never fails for it.
      }
    }
    next();
  };
}
