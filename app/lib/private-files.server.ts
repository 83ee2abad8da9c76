import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";

/**
 * Personal data stays readable by the server's user only (DECISIONS 16, issue 12): folders the
 * server creates for it are 0700, files 0600, whatever the process's umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder (and missing parents) as 0700. A folder that exists is left as it is: it
 * may be shared (a deployer's DATABASE_URL=file:/tmp/site.db must not lock up /tmp); the boot
 * log says when DATA_DIR is open to others (privateDirProblem).
 */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty as 0600 when missing, or takes it back to 0600 when it exists. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Takes existing files back to 0600 (missing ones are skipped). */
export function tightenFiles(files: readonly string[]): void {
  for (const f of files) if (existsSync(f)) chmodSync(f, PRIVATE_FILE_MODE);
}

/** A sentence for the boot log when others may read or enter the folder, else null. */
export function privateDirProblem(dir: string): string | null {
  try {
    const mode = statSync(dir).mode & 0o777;
    return mode & 0o077 ? `${dir} is open to other users of this machine (mode ${mode.toString(8)}): it holds personal data; run chmod 700 on it` : null;
  } catch {
    return null;
  }
}
