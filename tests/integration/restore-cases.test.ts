import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { createBackup } from "#app/ops/backup.server.ts";
import { restoreBackup } from "#app/ops/restore.server.ts";

/**
 * Restores in the cases an owner meets when something went wrong: the database being replaced
 * is damaged, or holds rows that must not be lost, or the backup is older than the code.
 */
const lead = (i: number) => ({ form: "contact" as const, source: "contact_form", first_name: "A", last_name: `B${i}`, email: `a${i}@example.com`, phone: null, message: "m", payload: "{}", client_hash: "h", user_agent: null });

/** A site's DATA_DIR and database holding `leads` submissions. */
async function site(databaseUrl: string | undefined, leads: number): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-case-"));
  const url = databaseUrl ?? `file:${path.join(dataDir, "site.db")}`;
  const database = await openDatabase(url);
  for (let i = 0; i < leads; i++) await storeSubmission(database, lead(i), []);
  await database.close();
  return { dataDir, databaseUrl: url };
}

describe("restoring over a damaged SQLite file", () => {
  it("is refused without --force, and with it the damaged file and its log are kept aside", async () => {
    const from = await site(undefined, 3);
    const { file } = await createBackup({ ...from, backupDir: path.join(from.dataDir, "backups"), keep: 5 });
    const dataDir = mkdtempSync(path.join(tmpdir(), "damaged-"));
    const target = path.join(dataDir, "site.db");
    const garbage = randomBytes(8192);
    writeFileSync(target, garbage);
    writeFileSync(`${target}-wal`, "half a log");
    const now = () => new Date("2026-11-25T09:00:00Z");
    const options = { file, dataDir, databaseUrl: `file:${target}`, now };

    await expect(restoreBackup(options)).rejects.toThrow(/site\.db cannot be read as a database \(SQLITE_NOTADB: .*\): restore with --force to replace it \(it is kept as site\.db\.replaced-2026-11-25T09-00-00\)/);
    expect(readFileSync(target).equals(garbage)).toBe(true);

    const r = await restoreBackup({ ...options, force: true });
    expect(r.restored.submissions).toBe(3);
    expect(r.keptAside).toEqual([`${target}.replaced-2026-11-25T09-00-00`, `${target}.replaced-2026-11-25T09-00-00-wal`]);
    expect(readFileSync(`${target}.replaced-2026-11-25T09-00-00`).equals(garbage)).toBe(true);
    expect(readFileSync(`${target}.replaced-2026-11-25T09-00-00-wal`, "utf8")).toBe("half a log");
    expect(existsSync(`${target}-wal`)).toBe(false);
  });
});
