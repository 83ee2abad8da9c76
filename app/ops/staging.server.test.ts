import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clearLeftovers, openStaging } from "./staging.server.ts";

const HOUR = 60 * 60_000;
const age = (file: string, ms: number) => utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

/** A killed backup's folder holds the database and the secrets: the next backup clears it, and only it. */
describe("clearLeftovers", () => {
  it("deletes staging folders no backup holds and old partial archives, and leaves a running backup's folder", () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), "leftovers-"));
    // A killed backup: its snapshot and secrets, no lock held (it died; maybe before taking one).
    const killed = path.join(backupDir, ".staging-killed");
    mkdirSync(killed);
    writeFileSync(path.join(killed, "site.db"), "db");
    writeFileSync(path.join(killed, "secrets.json"), "{}");
    age(killed, 2 * HOUR);
    // A backup still working, as old as the other.
    const running = openStaging(backupDir);
    expect((statSync(running.dir).mode & 0o777).toString(8)).toBe("700"); // the snapshot and secrets go in
    writeFileSync(path.join(running.dir, "site.db"), "db");
    age(running.dir, 2 * HOUR);
    // One just made (its backup may not hold its lock yet).
    const young = path.join(backupDir, ".staging-young");
    mkdirSync(young);
    // Archives on their way as older versions left them beside the backups.
    const oldPartial = path.join(backupDir, ".site-backup-2026-11-20T03-15-00Z.tar.gz.partial");
    writeFileSync(oldPartial, "x");
    age(oldPartial, 2 * HOUR);
    const newPartial = path.join(backupDir, ".site-backup-2026-11-21T03-15-00Z.tar.gz.partial");
    writeFileSync(newPartial, "x");
    // Backups and anything else are never touched, however old.
    const backup = path.join(backupDir, "site-backup-2026-11-19T03-15-00Z.tar.gz");
    writeFileSync(backup, "x");
    writeFileSync(path.join(backupDir, "backup.log"), "x");
    for (const f of [backup, path.join(backupDir, "backup.log")]) age(f, 30 * 24 * HOUR);

    const cleared = clearLeftovers(backupDir);
    expect(cleared.sort()).toEqual([".site-backup-2026-11-20T03-15-00Z.tar.gz.partial", ".staging-killed"]);
    expect(readdirSync(backupDir).sort()).toEqual([".site-backup-2026-11-21T03-15-00Z.tar.gz.partial", path.basename(running.dir), ".staging-young", "backup.log", path.basename(backup)].sort());
    expect(existsSync(path.join(running.dir, "site.db"))).toBe(true);

    // Finished, the running backup deletes its folder itself.
    running.remove();
    expect(existsSync(running.dir)).toBe(false);
  });
});
