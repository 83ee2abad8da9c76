import { spawn } from "node:child_process";
import { closeSync, fsyncSync, openSync } from "node:fs";
import { PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import { OpsError } from "./ops-error.ts";

/**
 * A backup is one .tar.gz, made and read by the system's tar (in every Debian and in the image):
 * one file to copy off the machine, rotate and check, and a standard format anyone can open.
 */
function tar(args: string[], stdout: number | "ignore" = "ignore"): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", args, { stdio: ["ignore", stdout, "pipe"] });
    let stderr = "";
    // Always a pipe ("pipe" above); the type cannot tell once stdout is a variable.
    child.stderr?.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) => reject(new OpsError(`tar could not start: ${err.message}`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new OpsError(`tar failed: ${stderr.trim().split("\n")[0] ?? `exit ${code}`}`))));
  });
}

/**
 * Packs the named members of `dir` into `archive`, a new file. The file is created 0600 before
 * tar writes a byte and tar writes into it through its standard output: tar creating it would
 * give it the umask's mode (0644 usually), readable by others while the database and the
 * secrets go in. It is flushed to disk before it is closed, so a rename afterwards names a whole
 * file. The members are stored readable by their owner only, whatever the files' modes were (a
 * database unpacked by hand is not world-readable).
 */
export async function packFiles(archive: string, dir: string, names: readonly string[]): Promise<void> {
  const fd = openSync(archive, "wx", PRIVATE_FILE_MODE);
  try {
    await tar(["-czf", "-", "--mode=go-rwx", "-C", dir, "--", ...names], fd);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Extracts only the named members (nothing else in the archive lands anywhere). */
export const unpackFiles = (archive: string, dir: string, names: readonly string[]) => tar(["-xzf", archive, "-C", dir, "--no-same-owner", "--", ...names]);

/** The members' names. */
export function listFiles(archive: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", ["-tzf", archive], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let stderr = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) => reject(new OpsError(`tar could not start: ${err.message}`)));
    child.on("close", (code) =>
      code === 0 ? resolve(out.split("\n").filter(Boolean)) : reject(new OpsError(`${archive} is not a backup archive (tar: ${stderr.trim().split("\n")[0] ?? code})`)),
    );
  });
}
