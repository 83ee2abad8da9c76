import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { appliedMigrations, LATEST_MIGRATION, MIGRATION_NAMES, migrateTo } from "#app/db/migrations.server.ts";
import { countRows } from "#app/db/tables.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { createBackup } from "#app/ops/backup.server.ts";
import { loadDump } from "#app/ops/pg-load.server.ts";
import { restoreBackup } from "#app/ops/restore.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Restores in the cases an owner meets when something went wrong: the database being replaced
 * is damaged, or holds rows that must not be lost, or the backup is older than the code.
 */
const lead = (i: number) => ({ form: "contact" as const, source: "contact_form", first_name: "A", last_name: `B${i}`, email: `a${i}@example.com`, phone: null, message: "m", payload: "{}", client_hash: "h", user_agent: null });

/** A site's DATA_DIR and database holding `leads` submissions. */
async function site(databaseUrl: string | undefined, leads: number): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-case-"));
  const url = databaseUrl ?? `file:${path.join(dataDir, "site.db")}`;
  await addLeads(url, 0, leads);
  return { dataDir, databaseUrl: url };
}

/** Leads `from` to `to` - 1, through a session not named as the site's (a restore refuses while a site is connected). */
async function addLeads(databaseUrl: string, from: number, to: number): Promise<void> {
  const database = await openDatabase(databaseUrl, { applicationName: "restore test" });
  for (let i = from; i < to; i++) await storeSubmission(database, lead(i), []);
  await database.close();
}

describe("restoring over a damaged SQLite file", () => {
  const stamp = "2026-11-25T09-00-00";
  const now = () => new Date("2026-11-25T09:00:00Z");
  async function damaged(damage: (target: string, good: string) => void) {
    const from = await site(undefined, 3);
    const { file } = await createBackup({ ...from, backupDir: path.join(from.dataDir, "backups"), keep: 5 });
    const dataDir = mkdtempSync(path.join(tmpdir(), "damaged-"));
    const target = path.join(dataDir, "site.db");
    damage(target, path.join(from.dataDir, "site.db"));
    return { target, options: { file, dataDir, databaseUrl: `file:${target}`, backupDir: path.join(dataDir, "backups"), now } };
  }

  it("not a database: refused without --force, and with it kept aside as it was, its -wal too", async () => {
    const garbage = randomBytes(8192);
    const { target, options } = await damaged((t) => {
      writeFileSync(t, garbage);
      writeFileSync(`${t}-wal`, "half a log");
    });
    await expect(restoreBackup(options)).rejects.toThrow(
      new RegExp(`site\\.db cannot be read as a database \\(not a SQLite file: .*\\): restore with --force to replace it \\(it is kept as site\\.db\\.replaced-${stamp}\\)$`),
    );
    expect(readFileSync(target).equals(garbage)).toBe(true);

    const r = await restoreBackup({ ...options, force: true });
    expect(r.restored.submissions).toBe(3);
    expect(r.keptAside).toEqual([`${target}.replaced-${stamp}`, `${target}.replaced-${stamp}-wal`]);
    expect(readFileSync(`${target}.replaced-${stamp}`).equals(garbage)).toBe(true);
    expect(readFileSync(`${target}.replaced-${stamp}-wal`, "utf8")).toBe("half a log");
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it("a SQLite file whose schema page is damaged: refused without --force, and with it kept aside", async () => {
    const { target, options } = await damaged((t, good) => {
      const bytes = readFileSync(good);
      bytes.fill(0xff, 100, 4096); // page 1 after the header: the root of the schema
      writeFileSync(t, bytes);
    });
    await expect(restoreBackup(options)).rejects.toThrow(/site\.db cannot be read as a database \(SQLITE_CORRUPT\w*: .*\): restore with --force to replace it/);
    const r = await restoreBackup({ ...options, force: true });
    expect(r.restored.submissions).toBe(3);
    expect(r.keptAside[0]).toBe(`${target}.replaced-${stamp}`);
  });
});

describe("restoring over a PostgreSQL database that holds rows", () => {
  it("takes a backup of it first with --force, names it, and that backup restores what was replaced", async () => {
    const from = await site(await createDatabase(inject("postgresUrl"), `restore_force_${Date.now()}`), 2);
    const backupDir = path.join(from.dataDir, "backups");
    const { file } = await createBackup({ ...from, backupDir, keep: 5 });
    // Leads taken after that backup: a restore with --force must not lose them for good.
    await addLeads(from.databaseUrl, 2, 5);
    const options = { file, ...from, backupDir };

    await expect(restoreBackup(options)).rejects.toThrow(/ holds 5 rows: restore with --force to replace them \(they are backed up first, into .+\/backups\)$/);
    const r = await restoreBackup({ ...options, force: true });
    expect(r.restored.submissions).toBe(2);
    expect(path.dirname(r.backedUp as string)).toBe(backupDir);
    expect(path.basename(r.backedUp as string)).toMatch(/^site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-before-restore\.tar\.gz$/);

    const back = await restoreBackup({ ...options, file: r.backedUp as string, force: true });
    expect(back.manifest.tables.submissions).toBe(5);
    expect(back.restored.submissions).toBe(5);
    // The dated backups are rotated as before; those taken before a restore never are.
    const rotated = await createBackup({ ...from, backupDir, keep: 1 });
    expect(rotated.removed).toEqual([path.basename(file)]);
    expect(existsSync(r.backedUp as string)).toBe(true);
  });
});

/** The archive as the version before `tables` existed wrote it: their counts are not in its manifest. */
function asOlderVersion(file: string, tables: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "older-"));
  execFileSync("tar", ["-xzf", file, "-C", dir]);
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { tables: Record<string, number>; files: Record<string, unknown> };
  for (const t of tables) delete manifest.tables[t];
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  const older = path.join(mkdtempSync(path.join(tmpdir(), "older-")), path.basename(file));
  execFileSync("tar", ["-czf", older, "-C", dir, "manifest.json", ...Object.keys(manifest.files)]);
  return older;
}

describe.each(["sqlite", "postgres"])("an older backup on %s", (kind) => {
  const database = async (name: string) => (kind === "postgres" ? createDatabase(inject("postgresUrl"), `restore_${name}_${Date.now()}`) : undefined);
  // Issue 25 (0008_analytics) added these tables: a backup made before has no count for them.
  const BEFORE = "0007_booking_verified";
  const ADDED = ["page_views", "analytics_daily", "analytics_state", "attributions"];

  it("restores into the database of a site of this version, then is migrated", async () => {
    const from = await site(await database("old_src"), 2);
    const old = await openDatabase(from.databaseUrl, { migrate: false, applicationName: "restore test" });
    await migrateTo(old.db as never, BEFORE);
    await old.close();
    const made = await createBackup({ ...from, backupDir: path.join(from.dataDir, "backups") });
    expect(made.manifest.database.migration).toBe(BEFORE);
    const file = asOlderVersion(made.file, ADDED);

    // The target: this version's site started once (migrated, its tables empty).
    const to = await site(await database("old_dst"), 0);
    const r = await restoreBackup({ file, ...to, backupDir: path.join(to.dataDir, "backups") });
    expect(r.restored.submissions).toBe(2);
    expect(r.manifest.tables.page_views).toBe(0);
    expect(r.migrated).toEqual(MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(BEFORE) + 1));
    expect(r.schema).toBe(LATEST_MIGRATION);
    // The site's own writes work on it (a lead and its send key, a column of 0011).
    await addLeads(to.databaseUrl, 2, 3);
  });
});

/** Runs `work` with a pg_restore of its own first on PATH: a shell script's body. */
async function withPgRestore(script: string, work: () => Promise<void>): Promise<void> {
  const bin = mkdtempSync(path.join(tmpdir(), "bin-"));
  writeFileSync(path.join(bin, "pg_restore"), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  const PATH = process.env.PATH;
  process.env.PATH = `${bin}:${PATH}`;
  try {
    await work();
  } finally {
    process.env.PATH = PATH;
  }
}

describe("loading a PostgreSQL dump", () => {
  it("is one transaction: a dump pg_restore cannot read to its end leaves the database as it was", async () => {
    const from = await site(await createDatabase(inject("postgresUrl"), `restore_cut_${Date.now()}`), 4);
    const { file } = await createBackup({ ...from, backupDir: path.join(from.dataDir, "backups") });
    const dir = mkdtempSync(path.join(tmpdir(), "cut-"));
    execFileSync("tar", ["-xzf", file, "-C", dir, "database.dump"]);
    const dump = readFileSync(path.join(dir, "database.dump"));
    // The table of contents and the schema are whole, the rows cut off: pg_restore has written
    // the drops and creates when it fails.
    writeFileSync(path.join(dir, "cut.dump"), dump.subarray(0, dump.length - 200));
    await expect(loadDump(path.join(dir, "cut.dump"), from.databaseUrl)).rejects.toThrow(/^pg_restore failed \(exit 1\): /);
    const after = await openDatabase(from.databaseUrl, { migrate: false, applicationName: "restore test" });
    try {
      expect((await countRows(after.db)).submissions).toBe(4);
      expect(await appliedMigrations(after.db)).toEqual(MIGRATION_NAMES);
    } finally {
      await after.close();
    }
  });

  it("commits only when pg_restore has written the whole dump: one that fails between two statements changes nothing", async () => {
    const from = await site(await createDatabase(inject("postgresUrl"), `restore_fail_${Date.now()}`), 4);
    // A pg_restore that writes whole statements, then fails (a disk error, say).
    await withPgRestore("echo 'select 1;'\necho 'pg_restore: error: could not read from input file' >&2\nexit 1", () =>
      expect(loadDump("/nonexistent.dump", from.databaseUrl)).rejects.toThrow("pg_restore failed (exit 1): pg_restore: error: could not read from input file"),
    );
    const after = await openDatabase(from.databaseUrl, { migrate: false, applicationName: "restore test" });
    try {
      expect((await countRows(after.db)).submissions).toBe(4);
    } finally {
      await after.close();
    }
  });

  it("needs a pg_restore that fences psql's own commands out of the script (\\restrict)", async () => {
    const url = await createDatabase(inject("postgresUrl"), `restore_old_client_${Date.now()}`);
    // As pg_restore before August 2025 answers --restrict-key.
    await withPgRestore(`echo "pg_restore: unrecognized option '--restrict-key'" >&2\nexit 1`, () =>
      expect(loadDump("/nonexistent.dump", url)).rejects.toThrow(/pg_restore is too old to restore safely \(no --restrict-key\): install the current postgresql-client/),
    );
  });
});
