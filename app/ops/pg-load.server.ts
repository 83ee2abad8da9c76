import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { MIGRATION_TABLES } from "#app/db/migrations.server.ts";
import { DATA_TABLES } from "#app/db/tables.server.ts";
import { OpsError } from "./ops-error.ts";
import { findPgBin, pgConnection } from "./pg-tools.server.ts";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The site's tables, whichever exist (dropped with what depends on them). */
const DROP_SITE_TABLES = `drop table if exists ${[...DATA_TABLES, ...MIGRATION_TABLES].map(quote).join(", ")} cascade;\n`;

interface Exit {
  code: number | null;
  stderr: string;
}

/** How a program ended (never a rejection: both programs are always waited for). */
function exited(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    let stderr = "";
    child.stderr?.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) => resolve({ code: null, stderr: `could not start: ${err.message}` }));
    child.on("close", (code, signal) => resolve({ code, stderr: stderr || (signal ? `stopped by ${signal}` : "") }));
  });
}

function failure(bin: string, { code, stderr }: Exit): OpsError {
  if (/restrict-key/.test(stderr)) return new OpsError(`${bin} is too old to restore safely (no --restrict-key): install the current postgresql-client (13.22, 14.19, 15.14, 16.10, 17.6 or later)`);
  const line = stderr.split("\n").find((l) => /error|fatal/i.test(l)) ?? stderr.split("\n")[0] ?? "";
  return new OpsError(`${path.basename(bin)} failed${code === null ? "" : ` (exit ${code})`}: ${line.trim()}`);
}

/**
 * Puts a pg_dump archive (custom format) in the place of the site's tables, in one transaction.
 *
 * Every table of the site is dropped first, not only those in the dump: a database a newer
 * version of the site has migrated has tables an older backup lacks, and once its migration list
 * is the backup's, the migrations that follow would find them there and fail ("already exists").
 * pg_restore cannot drop what is not in the dump, so it writes the dump as SQL (its own drops
 * included, --clean) and psql runs it behind the site's drops. BEGIN comes first and COMMIT is
 * sent only once pg_restore has written the whole dump and exited 0: a failure of either program,
 * or of any statement (ON_ERROR_STOP), leaves the database as it was.
 */
export async function loadDump(dumpFile: string, databaseUrl: string): Promise<void> {
  const { dbname, env } = pgConnection(databaseUrl);
  const psqlBin = findPgBin("psql");
  const restoreBin = findPgBin("pg_restore");
  const psql = spawn(psqlBin, ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`], { env: { ...process.env, ...env }, stdio: ["pipe", "ignore", "pipe"] });
  // psql runs its own commands (\! runs a shell) when a script has them: a dump made to carry
  // some must not run them here. pg_restore since August 2025 (13.22, 14.19, 15.14, 16.10, 17.6)
  // fences the script with \restrict; naming the key makes an older one refuse at once.
  const key = randomBytes(24).toString("hex");
  const restore = spawn(restoreBin, ["--clean", "--if-exists", "--no-owner", "--no-privileges", `--restrict-key=${key}`, "--file=-", dumpFile], { stdio: ["ignore", "pipe", "pipe"] });
  const restoreDone = exited(restore);
  // psql stops reading at the first failed statement: what is still on its way to it is lost
  // (EPIPE, ignored), and pg_restore, whose output nobody reads any more, is stopped.
  let restoreStopped = false;
  psql.stdin.on("error", () => {});
  const psqlDone = exited(psql).then((exit) => {
    if (restore.exitCode === null && restore.signalCode === null) {
      restoreStopped = true;
      restore.kill();
    }
    return exit;
  });
  psql.stdin.write(`begin;\n${DROP_SITE_TABLES}`);
  restore.stdout.pipe(psql.stdin, { end: false });

  const restored = await restoreDone;
  // After a failed pg_restore no COMMIT: psql reaches the end of its input and PostgreSQL rolls
  // the open transaction back.
  psql.stdin.end(restored.code === 0 ? "commit;\n" : "");
  const loaded = await psqlDone;
  if (restored.code !== 0 && !restoreStopped) throw failure(restoreBin, restored);
  if (loaded.code !== 0) throw failure(psqlBin, loaded);
  if (restored.code !== 0) throw failure(restoreBin, restored);
}
