import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { createBackup } from "#app/ops/backup.server.ts";

/**
 * A backup killed in its middle (SIGKILL, out of memory, a reboot) leaves its staging folder,
 * the database and secrets.json in it: the next backup deletes it, says so, and the folder then
 * holds backups only.
 */
const root = path.resolve(import.meta.dirname, "../..");

describe("what a killed backup leaves", () => {
  it("is deleted by the next backup", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "leftovers-data-"));
    const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
    const database = await openDatabase(databaseUrl);
    await storeSubmission(database, { form: "contact", source: "contact_form", first_name: "A", last_name: "B", email: "a@example.com", phone: null, message: "m", payload: "{}", client_hash: "h", user_agent: null }, []);
    await database.close();
    writeFileSync(path.join(dataDir, "secrets.json"), "{}", { mode: 0o600 });
    const backupDir = path.join(dataDir, "backups");

    // A real backup process, killed while it works: its lock dies with it.
    const first = await createBackup({ dataDir, databaseUrl, backupDir, keep: 5, now: () => new Date("2026-11-20T03:15:00Z") });
    expect(first.cleared).toEqual([]);
    const killed = path.join(backupDir, ".staging-killed1");
    mkdirSync(killed, { mode: 0o700 });
    execFileSync("cp", [path.join(dataDir, "site.db"), path.join(dataDir, "secrets.json"), killed]);
    const hold = `const d = new (require("better-sqlite3"))(${JSON.stringify(path.join(killed, "running.lock"))}); d.exec("begin exclusive"); console.log("locked"); setInterval(() => {}, 1e6)`;
    const holder = spawn(process.execPath, ["-e", hold], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((r) => holder.stdout.once("data", () => r()));
    holder.kill("SIGKILL");
    await new Promise((r) => holder.once("exit", r));
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(killed, old, old);
    const partial = path.join(backupDir, ".site-backup-2026-11-19T03-15-00Z.tar.gz.partial");
    writeFileSync(partial, "half an archive");
    utimesSync(partial, old, old);

    const second = await createBackup({ dataDir, databaseUrl, backupDir, keep: 5, now: () => new Date("2026-11-21T03:15:00Z") });
    expect(second.cleared.sort()).toEqual([path.basename(partial), ".staging-killed1"]);
    expect(existsSync(killed)).toBe(false);
    expect(readdirSync(backupDir).sort()).toEqual([path.basename(first.file), path.basename(second.file)]);
  });
});
