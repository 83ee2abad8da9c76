import { spawn } from "node:child_process";
import { OpsError } from "./ops-error";

/**
 * A backup is one .tar.gz, made and read by the system's tar (in every Debian and in the image):
 * one file to copy off the machine, rotate and check, and a standard format anyone can open.
 */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) => reject(new OpsError(`tar could not start: ${err.message}`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new OpsError(`tar failed: ${stderr.trim().split("\n")[0] ?? `exit ${code}`}`))));
  });
}

/** The members are stored readable by their owner only, whatever the files' modes were (a database unpacked by hand is not world-readable). */
export const packFiles = (archive: string, dir: string, names: readonly string[]) => tar(["-czf", archive, "--mode=go-rwx", "-C", dir, "--", ...names]);

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
