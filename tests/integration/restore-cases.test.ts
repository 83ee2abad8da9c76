import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { createBackup } from "#app/ops/backup.server.ts";
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
