import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupName } from "#app/ops/backup.server.ts";
import { lastBackupAt, noteUntrustedProxy, proxySeenAt } from "./readings.server.ts";

const dir = () => mkdtempSync(path.join(tmpdir(), "launch-"));

describe("the launch checklist's readings", () => {
  it("the last backup is the newest dated archive in BACKUP_DIR (as npm run backup names them)", () => {
    const backups = dir();
    expect(lastBackupAt(backups)).toBeNull();
    expect(lastBackupAt(path.join(backups, "none"))).toBeNull();
    for (const at of ["2026-12-04T02:30:00Z", "2026-12-05T02:30:00Z"]) writeFileSync(path.join(backups, backupName(new Date(at))), "");
    // A restore's own copy and other files do not count.
    writeFileSync(path.join(backups, "site-backup-2026-12-06T02-30-00Z-before-restore.tar.gz"), "");
    writeFileSync(path.join(backups, "notes.txt"), "");
    expect(lastBackupAt(backups)?.toISOString()).toBe("2026-12-05T02:30:00.000Z");
  });

  it("a proxied request while no proxy is trusted is noted once in DATA_DIR; none when TRUST_PROXY is set", () => {
    const data = dir();
    const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] });
    let passed = 0;
    const next = () => void passed++;
    const untrusted = noteUntrustedProxy(data, false);
    untrusted(headers({}), {}, next);
    expect(proxySeenAt(data)).toBeNull();
    untrusted(headers({ "x-forwarded-for": "203.0.113.9" }), {}, next);
    expect(proxySeenAt(data)).toBeInstanceOf(Date);
    expect(passed).toBe(2);

    const trusted = dir();
    noteUntrustedProxy(trusted, true)(headers({ "x-forwarded-proto": "https" }), {}, next);
    expect(proxySeenAt(trusted)).toBeNull();
  });
});
