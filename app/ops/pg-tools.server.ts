import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { OpsError } from "./ops-error.ts";

/**
 * pg_dump, pg_restore and psql: from PATH, else the newest of Debian's /usr/lib/postgresql/N/bin. Their
 * major version must be at least the server's (pg_dump refuses an older one and says so).
 */
export function findPgBin(name: "pg_dump" | "pg_restore" | "psql"): string {
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim();
  } catch {
    const root = "/usr/lib/postgresql";
    if (existsSync(root)) {
      for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
        const p = path.join(root, v, "bin", name);
        if (existsSync(p)) return p;
      }
    }
    throw new OpsError(`${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`);
  }
}

/**
 * The connection for a PostgreSQL program: the URL without its password (which would show in
 * the process list) and the password in PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL program; a failure is an OpsError with its first error line. */
export function runPgTool(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) => reject(new OpsError(`${path.basename(bin)} could not start: ${err.message}`)));
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const line = stderr.split("\n").find((l) => /error|fatal/i.test(l)) ?? stderr.split("\n")[0] ?? "";
      reject(new OpsError(`${path.basename(bin)} failed (exit ${code}): ${line.trim()}`));
    });
  });
}
