import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "#app/db/migrations.server.ts";
import { sql, type Kysely } from "kysely";

/**
 * Migrations on SQLite are all applied or none (issue: a server stopped in the middle of one left
 * it half applied, and every later start failed), and two processes migrating one file at once
 * both end with the database migrated once.
 */
const root = path.resolve(import.meta.dirname, "../..");
const freshFile = () => path.join(mkdtempSync(path.join(tmpdir(), "migrate-")), "site.db");
const tables = (file: string) =>
  new SQLite(file, { readonly: true })
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .all()
    .map((r) => (r as { name: string }).name);

describe("migrations on SQLite", () => {
  it("0016: one subscriber per address however it was written (domain in Unicode or punycode, any case), counts added, the first name kept", async () => {
    const database = await openDatabase(`file:${freshFile()}`, { migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    try {
      await migrateTo(db, "0015_delivery_setting");
      const rows: [string, string, string, string, number][] = [
        ["a", "sub.two@bücher.de", "First", "2026-01-01T00:00:00.000Z", 2],
        ["b", "Sub.Two@xn--bcher-kva.de", "Later", "2026-02-01T00:00:00.000Z", 1],
        ["c", "other@example.com", "Other", "2026-01-15T00:00:00.000Z", 1],
      ];
      for (const [id, email, name, at, count] of rows) {
        await sql`insert into subscribers (id, email, first_name, last_name, source, first_signup_at, latest_signup_at, signup_count) values (${id}, ${email}, ${name}, ${"X"}, ${"global_newsletter"}, ${at}, ${at}, ${count})`.execute(db);
      }
      await migrateToLatest(db);
      const { rows: after } = await sql<{ id: string; email: string; first_name: string; signup_count: number; first_signup_at: string; latest_signup_at: string }>`select id, email, first_name, signup_count, first_signup_at, latest_signup_at from subscribers order by id`.execute(db);
      expect(after).toEqual([
        { id: "a", email: "sub.two@xn--bcher-kva.de", first_name: "First", signup_count: 3, first_signup_at: "2026-01-01T00:00:00.000Z", latest_signup_at: "2026-02-01T00:00:00.000Z" },
        { id: "c", email: "other@example.com", first_name: "Other", signup_count: 1, first_signup_at: "2026-01-15T00:00:00.000Z", latest_signup_at: "2026-01-15T00:00:00.000Z" },
      ]);
    } finally {
      await database.close();
    }
  });

  it("a migration that fails halfway leaves nothing of the run behind, and the next start applies them all", async () => {
    const file = freshFile();
    // An index with the name migration 0011 gives its own, on a table of ours: its second
    // statement fails after its first (a column added) has run.
    const raw = new SQLite(file);
    raw.exec("create table blocker (a text); create index submissions_send_key on blocker (a);");
    raw.close();
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(/submissions_send_key/);
    expect(tables(file)).toEqual(["blocker"]);

    const fix = new SQLite(file);
    fix.exec("drop index submissions_send_key;");
    fix.close();
    const database = await openDatabase(`file:${file}`);
    const applied = await database.db.selectFrom("kysely_migration" as never).select("name" as never).execute();
    expect(applied.map((r) => (r as { name: string }).name)).toEqual([...MIGRATION_NAMES]);
    await database.close();
  });

  it("two processes migrating one new file at once: both succeed, each migration applied once", async () => {
    if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no server build: npm test builds before these tests");
    const file = freshFile();
    const migrate = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(root, "scripts/db-migrate.js")], { cwd: root, env: { ...process.env, DATABASE_URL: `file:${file}`, DATA_DIR: path.dirname(file) } });
        let out = "";
        child.stdout.on("data", (d) => (out += String(d)));
        child.stderr.on("data", (d) => (out += String(d)));
        child.on("close", (code) => resolve({ code, out }));
      });
    const [a, b] = await Promise.all([migrate(), migrate()]);
    expect([a.code, b.code], `${a.out}\n${b.out}`).toEqual([0, 0]);
    // One applied them all; the other found them applied.
    expect([a.out, b.out].filter((o) => o.includes("Database is up to date.")).length + [a.out, b.out].filter((o) => o.includes("Applied:")).length).toBe(2);
    const names = new SQLite(file, { readonly: true }).prepare("select name from kysely_migration order by name").all() as { name: string }[];
    expect(names.map((r) => r.name)).toEqual([...MIGRATION_NAMES]);
  });
});
