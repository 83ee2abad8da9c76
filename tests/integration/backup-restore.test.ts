import { execFileSync, spawn } from "node:child_process";
import { suitePort } from "#tests/support/ports.ts";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { LATEST_MIGRATION } from "#app/db/migrations.server.ts";
import { countRows } from "#app/db/tables.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { backupName, createBackup } from "#app/ops/backup.server.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

/**
 * `npm run backup` while the real server takes a burst of submissions (real posts to its lead
 * API), then `npm run restore` into a fresh DATA_DIR (and, on PostgreSQL, a fresh database):
 * every submission answered before the backup started is there, the counts match the manifest,
 * and the schema is this code's. A restore refuses while a site runs on its DATA_DIR or, on
 * PostgreSQL, is connected to its database.
 */
const root = path.resolve(import.meta.dirname, "../..");
const BASE_PORT = suitePort("BACKUP");

function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", name), ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += String(d)));
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(() => ensureBuild(), 600_000);

type Databases = { source: Record<string, string>; target: () => Record<string, string> };
const kinds: [string, number, () => Promise<Databases>][] = [
  ["sqlite", 0, async () => ({ source: {}, target: () => ({}) })],
  [
    "postgres",
    1,
    async () => {
      const stamp = Date.now();
      const source = await createDatabase(inject("postgresUrl"), `backup_src_${stamp}`);
      const target = await createDatabase(inject("postgresUrl"), `backup_dst_${stamp}`);
      return { source: { DATABASE_URL: source }, target: () => ({ DATABASE_URL: target }) };
    },
  ],
];

describe.each(kinds)("backup and restore on %s", (kind, offset, databases) => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("a backup taken during a burst of submissions restores every one answered before it started", async () => {
    const db = await databases();
    server = await startServer({ port: BASE_PORT + offset, name: `backup-${kind}`, env: { ...db.source, FORM_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn" } });
    const backupDir = mkdtempSync(path.join(tmpdir(), `backups-${kind}-`));
    const answered: { id: string; at: number }[] = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        const res = await fetch(`${server?.url}/api/leads/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ firstName: "Backup", lastName: `Test ${i}`, email: `backup${i}@example.com`, message: `message ${i}`, elapsedMs: 3000 }),
        });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        answered.push({ id, at: performance.now() });
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (answered.length < 50) await new Promise((r) => setTimeout(r, 10));

    const startedAt = performance.now();
    const backup = await script("backup.js", [], { DATA_DIR: server.dataDir, BACKUP_DIR: backupDir, ...db.source });
    const answeredDuring = answered.filter((a) => a.at > startedAt).length;
    stop = true;
    await Promise.all(workers);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const file = /^Backup written: (.+)$/m.exec(backup.stdout)?.[1] as string;
    expect(path.dirname(file)).toBe(backupDir);
    // Every member readable by its owner only: unpacked by hand, the database is not world-readable.
    const members = execFileSync("tar", ["-tvzf", file], { encoding: "utf8" }).trim().split("\n");
    expect(members.length).toBeGreaterThan(1);
    for (const m of members) expect(m, m).toMatch(/^-rw-------/);
    expect(path.basename(file)).toMatch(/^site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const before = answered.filter((a) => a.at < startedAt);
    console.log(`${kind}: ${before.length} answered before the backup, ${answeredDuring} while it ran, ${answered.length} in all`);

    // With the site running on that DATA_DIR (or connected to that database), restore refuses.
    const refused = await script("restore.js", [file], { DATA_DIR: server.dataDir, ...db.source });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(/^restore: the site is running on .+ \(it holds running\.lock\): stop it first/);
    if (kind === "postgres") {
      const connected = await script("restore.js", [file], { DATA_DIR: mkdtempSync(path.join(tmpdir(), "restore-")), ...db.source });
      expect(connected.code).toBe(1);
      expect(connected.stderr).toMatch(/^restore: a site is connected to PostgreSQL 127\.0\.0\.1:\d+\/backup_src_\d+ \(\d+ sessions? named strategist-site\): stop it first/);
    }

    // Into a fresh DATA_DIR and database.
    const fresh = mkdtempSync(path.join(tmpdir(), `restored-${kind}-`));
    const target = db.target();
    const restore = await script("restore.js", [file], { DATA_DIR: fresh, ...target });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Schema: ${LATEST_MIGRATION}, this code's.`);
    expect(restore.stdout).toMatch(/^ {2}submissions +\d+ +\d+ {2}ok$/m);
    expect(restore.stdout).toContain("secrets.json restored.");
    expect(readFileSync(path.join(fresh, "secrets.json"), "utf8")).toBe(readFileSync(path.join(server.dataDir, "secrets.json"), "utf8"));

    const url = target.DATABASE_URL ?? `file:${path.join(fresh, "site.db")}`;
    const restored = await openDatabase(url, { migrate: false });
    try {
      const ids = new Set((await restored.db.selectFrom("submissions").select("id").execute()).map((r) => r.id));
      expect(before.filter((a) => !ids.has(a.id)).map((a) => a.id)).toEqual([]);
      const backupCount = Number(/^ {2}submissions +(\d+)/m.exec(restore.stdout)?.[1]);
      expect(ids.size).toBe(backupCount);
      expect(ids.size).toBeGreaterThanOrEqual(before.length);
      expect(ids.size).toBeLessThanOrEqual(answered.length);
      const counts = await countRows(restored.db);
      expect(counts.deliveries).toBe(counts.submissions);
    } finally {
      await restored.close();
    }
  }, 240_000);
});

describe("backup files", () => {
  it("are dated, readable by their owner only, and only the newest BACKUP_KEEP are kept", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rotation-"));
    const database = await openDatabase(`file:${path.join(dataDir, "site.db")}`);
    await storeSubmission(database, { form: "contact", source: "contact_form", first_name: "A", last_name: "B", email: "a@example.com", phone: null, message: "m", payload: "{}", client_hash: "h", user_agent: null }, []);
    await database.close();
    const backupDir = path.join(dataDir, "backups");
    const times = ["2026-11-20T03:00:00Z", "2026-11-21T03:00:00Z", "2026-11-22T03:00:00Z"].map((t) => new Date(t));
    const removed: string[][] = [];
    for (const at of times) {
      const r = await createBackup({ dataDir, databaseUrl: `file:${path.join(dataDir, "site.db")}`, backupDir, keep: 2, now: () => at });
      expect(r.manifest.tables.submissions).toBe(1);
      expect(r.manifest.files["secrets.json"]).toBeUndefined(); // no secrets.json in this DATA_DIR
      removed.push(r.removed);
    }
    expect(removed).toEqual([[], [], [backupName(times[0] as Date)]]);
    expect(readdirSync(backupDir).sort()).toEqual(times.slice(1).map(backupName));
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(backupDir)) expect(statSync(path.join(backupDir, f)).mode & 0o777).toBe(0o600);
  });
});
