import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, parseEnv, storagePaths } from "#app/config/env.server.ts";
import { isPostgresUrl, openDatabase } from "#app/db/connection.server.ts";
import { blocksLaunch } from "#app/features/launch/checklist.server.ts";
import { currentChecklist, readSecretSharing } from "#app/features/launch/current.server.ts";
import { name as appName } from "#package.json";
import { DATA_TABLES, type TableCounts } from "#app/db/tables.server.ts";
import { GENERATED_PASSWORD_FILE, storeNewPassword } from "#app/features/admin/admin-password.server.ts";
import { createBackup } from "./backup.server.ts";
import { copyDatabase } from "./db-copy.server.ts";
import { OpsError, UsageError } from "./ops-error.ts";
import { restoreBackup } from "./restore.server.ts";

/**
 * The command lines of `npm run backup`, `npm run restore` and `npm run db:copy` (scripts/*.js
 * run them from the build). Every problem is one line on stderr, `<command>: <what to do>`,
 * never a stack trace: exit 2 for a bad command line, 1 for anything else.
 */
export type OpsCommand = "backup" | "restore" | "db:copy" | "admin:password" | "check:launch";

export const USAGE: Record<OpsCommand, string> = {
  backup: "usage: npm run backup (it reads DATA_DIR, DATABASE_URL, BACKUP_DIR and BACKUP_KEEP)",
  restore: "usage: npm run restore -- FILE [--force]",
  "db:copy": "usage: npm run db:copy -- --from URL --to URL [--force] (URL: file:PATH or postgres://…)",
  "admin:password": "usage: npm run admin:password (a new owner's password, shown once; it reads DATA_DIR)",
  "check:launch": "usage: npm run check:launch (the launch checklist; exits 1 while an item must be fixed before going live)",
};

const DATABASE_URL = /^(postgres(ql)?:\/\/|file:|sqlite:)/;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** node:util's parseArgs, its errors as UsageError (one line). */
function parse<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new UsageError((err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "bad arguments");
  }
}

function table(rows: [string, ...(string | number)[]][], header: string[]): string[] {
  const all = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  return all.map((r) => `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ")}`.trimEnd());
}

const countRowsOf = (a: TableCounts, b?: TableCounts) => DATA_TABLES.map((t): [string, ...number[]] => (b ? [t, a[t], b[t]] : [t, a[t]]));

async function run(command: OpsCommand, argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number | void> {
  if (command === "check:launch") {
    const { values } = parse(() => parseArgs({ args: argv, options: { help: { type: "boolean" } }, strict: true }));
    if (values.help) return io.out(USAGE["check:launch"]);
    const e = parseEnv(env);
    // A stand-in secret: without one, loadConfig would generate secrets.json into DATA_DIR, and a
    // check writes nothing. The real one is only compared with the database's fingerprint.
    const cfg = loadConfig({ ...env, SESSION_SECRET: e.SESSION_SECRET ?? "check-launch-".padEnd(32, "x") });
    let sharing: Awaited<ReturnType<typeof readSecretSharing>> = "single-database";
    if (isPostgresUrl(cfg.databaseUrl)) {
      const database = await openDatabase(cfg.databaseUrl, { migrate: false, applicationName: `${appName} check` });
      try {
        sharing = await readSecretSharing(database, e.SESSION_SECRET);
      } finally {
        await database.close();
      }
    }
    const items = currentChecklist(cfg, sharing, env);
    const marks = { ok: "[ok]  ", warn: "[warn]", fail: "[FAIL]" } as const;
    io.out("Launch checklist:");
    for (const i of items) {
      io.out(`${marks[i.status]} ${i.title}`);
      if (i.status !== "ok") io.out(`       ${i.why} Change it in ${i.fix}.`);
    }
    const failing = items.filter((i) => i.status === "fail").length;
    const warned = items.filter((i) => i.status === "warn").length;
    io.out(
      blocksLaunch(items)
        ? `Not ready to go live: ${failing} item${failing === 1 ? "" : "s"} must be fixed first.`
        : `Ready to go live${warned ? ` (${warned} recommendation${warned === 1 ? "" : "s"} left)` : ""}.`,
    );
    return blocksLaunch(items) ? 1 : 0;
  }
  if (command === "admin:password") {
    const { values } = parse(() => parseArgs({ args: argv, options: { help: { type: "boolean" } }, strict: true }));
    if (values.help) return io.out(USAGE["admin:password"]);
    const e = parseEnv(env);
    // ADMIN_PASSWORD wins over a generated one: a password made now would never be asked for.
    if (e.ADMIN_PASSWORD) throw new OpsError("ADMIN_PASSWORD is set, and it is the password: change it there (or unset it, then run this again)");
    const { dataDir } = storagePaths(e);
    const password = storeNewPassword(dataDir);
    // To this terminal only (issue 47): the site keeps its hash, and no log has it.
    io.out(`New admin password: ${password}`);
    io.out(`Shown this once; its hash is in ${path.join(dataDir, GENERATED_PASSWORD_FILE)}. It works at once, on the running site too, and signs out every session of the old one.`);
    return;
  }
  if (command === "backup") {
    const { values } = parse(() => parseArgs({ args: argv, options: { help: { type: "boolean" } }, strict: true }));
    if (values.help) return io.out(USAGE.backup);
    const e = parseEnv(env);
    const { dataDir, databaseUrl, backupDir } = storagePaths(e);
    const r = await createBackup({ dataDir, databaseUrl, backupDir, keep: e.BACKUP_KEEP });
    io.out(`Backup written: ${r.file}`);
    if (r.cleared.length) io.out(`Deleted what interrupted backups had left in ${path.dirname(r.file)}: ${r.cleared.join(", ")}`);
    io.out(`  ${r.manifest.database.kind === "sqlite" ? "SQLite" : "PostgreSQL"} at schema ${r.manifest.database.migration}, ${Object.keys(r.manifest.files).join(" + ")}`);
    for (const line of table(countRowsOf(r.manifest.tables), ["table", "rows"])) io.out(line);
    io.out(r.removed.length ? `Removed ${r.removed.length} older backup(s), keeping the newest ${e.BACKUP_KEEP}: ${r.removed.join(", ")}` : `Kept every backup (BACKUP_KEEP=${e.BACKUP_KEEP}).`);
    return;
  }
  if (command === "restore") {
    const { values, positionals } = parse(() => parseArgs({ args: argv, options: { force: { type: "boolean" }, help: { type: "boolean" } }, allowPositionals: true, strict: true }));
    if (values.help) return io.out(USAGE.restore);
    const file = positionals[0];
    if (!file) throw new UsageError("which backup? give its file");
    if (positionals.length > 1) throw new UsageError(`one backup at a time (got ${positionals.length} files)`);
    const e = parseEnv(env);
    const { dataDir, databaseUrl, backupDir } = storagePaths(e);
    const r = await restoreBackup({ file, dataDir, databaseUrl, backupDir, force: values.force === true });
    if (r.backedUp) io.out(`Backed up the database it replaced first: ${r.backedUp}`);
    io.out(`Restored ${path.basename(file)} (made ${r.manifest.createdAt} by ${r.manifest.app.name} ${r.manifest.app.version}) into ${r.target}`);
    for (const line of table(countRowsOf(r.manifest.tables, r.restored).map((row) => [...row, "ok"] as [string, ...(string | number)[]]), ["table", "backup", "restored", ""])) io.out(line);
    io.out(`Schema: ${r.schema}, this code's${r.migrated.length ? ` (migrated after the restore: ${r.migrated.join(", ")})` : ""}.`);
    io.out(r.secretsRestored ? "secrets.json restored." : "The backup had no secrets.json (SESSION_SECRET was set in the environment): keep setting it.");
    for (const f of r.keptAside) io.out(`Kept the replaced file as ${f}`);
    return;
  }
  const { values } = parse(() =>
    parseArgs({ args: argv, options: { from: { type: "string" }, to: { type: "string" }, force: { type: "boolean" }, help: { type: "boolean" } }, strict: true }),
  );
  if (values.help) return io.out(USAGE["db:copy"]);
  const { from, to } = values;
  if (!from || !to) throw new UsageError("both --from and --to are needed");
  for (const [flag, url] of [["--from", from], ["--to", to]] as const) {
    if (!DATABASE_URL.test(url)) throw new UsageError(`${flag} must start with file:, sqlite:, postgres:// or postgresql://`);
  }
  const { dataDir } = storagePaths(parseEnv(env));
  const r = await copyDatabase({ from, to, force: values.force === true, dataDir });
  io.out(`Copied ${r.from} to ${r.to} (schema ${r.schema})${r.emptied ? `, after deleting its ${r.emptied} rows (--force)` : ""}`);
  for (const line of table(countRowsOf(r.counts, r.copied).map((row) => [...row, "ok"] as [string, ...(string | number)[]]), ["table", "source", "target", ""])) io.out(line);
  if (r.sequences.length) io.out(`Sequences set past the copied rows: ${r.sequences.join(", ")}`);
}

/** Runs one command; returns its exit code. */
export async function runOpsCommand(
  command: OpsCommand,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: Io = { out: (l) => console.log(l), err: (l) => console.error(l) },
  /** A deployer's words for a failure it knows (scripts/boot-errors.js: the database's), else null. */
  describe: (err: unknown) => string | null = () => null,
): Promise<number> {
  try {
    return (await run(command, argv, env, io)) ?? 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${command}: ${err.message} (${USAGE[command]})`);
      return 2;
    }
    const message =
      describe(err) ??
      (err instanceof ConfigError ? `invalid configuration: ${err.problems.join("; ")}` : err instanceof OpsError ? err.message : err instanceof Error ? err.message : String(err));
    io.err(`${command}: ${message.replace(/\s*\n\s*/g, " ")}`);
    if (!(err instanceof OpsError || err instanceof ConfigError) && env.DEBUG) console.error(err);
    return 1;
  }
}
