import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "#app/db/migrations.server.ts";
import { sql, type Kysely } from "kysely";
import { createDatabase } from "#tests/support/postgres.ts";

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

// Issue 45: a checkout's lead held until paid (0018) and a refund kept until its payment (0017).
// Rows stored before keep what they did: forwarded leads are not held, stored events wait for nothing.
describe.each([
  ["SQLite", async () => `file:${freshFile()}`],
  ["PostgreSQL", async () => createDatabase(inject("postgresUrl"), `mig_${Date.now()}`)],
] as const)("0017 and 0018 on %s", (_name, makeUrl) => {
  it("rows stored before are neither held nor waiting; both go down again", async () => {
    const database = await openDatabase(await makeUrl(), { migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    try {
      await migrateTo(db, "0016_subscriber_key");
      await sql`insert into submissions (id, form, source, first_name, last_name, email, payload, client_hash, created_at) values (${"s1"}, ${"strategy_lead"}, ${"strategy_lead_997"}, ${"A"}, ${"B"}, ${"a@example.com"}, ${"{}"}, ${"h"}, ${"2026-01-01T00:00:00.000Z"})`.execute(db);
      await sql`insert into payment_events (id, type, order_id, created, outcome, received_at) values (${"evt_1"}, ${"charge.refunded"}, ${null}, ${1}, ${"no change (created)"}, ${"2026-01-01T00:00:00.000Z"})`.execute(db);
      await migrateTo(db, "0018_submission_held_until_paid");
      expect((await sql<{ held_until_paid: number | string }>`select held_until_paid from submissions`.execute(db)).rows.map((r) => Number(r.held_until_paid))).toEqual([0]);
      expect((await sql<{ pending: string | null }>`select pending from payment_events`.execute(db)).rows).toEqual([{ pending: null }]);
      await migrateTo(db, "0016_subscriber_key");
      const { rows } = await sql<{ id: string }>`select id from submissions`.execute(db);
      expect(rows).toEqual([{ id: "s1" }]);
      await expect(sql`select held_until_paid from submissions`.execute(db)).rejects.toThrow(/held_until_paid/);
      await expect(sql`select pending from payment_events`.execute(db)).rejects.toThrow(/pending/);
    } finally {
      await database.close();
    }
  });
});

// Issue 49: one id per form. Stored form kinds and a delivery's webhook setting take the new ids;
// another form's rows and settings are left as they were; down gives the old ones back.
describe.each([
  ["SQLite", async () => `file:${freshFile()}`],
  ["PostgreSQL", async () => createDatabase(inject("postgresUrl"), `mig20_${Date.now()}`)],
] as const)("0020 on %s", (_name, makeUrl) => {
  it("renames the stored form kinds and the portfolio request's webhook setting, and back", async () => {
    const database = await openDatabase(await makeUrl(), { migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    const forms = async () => (await sql<{ id: string; form: string }>`select id, form from submissions order by id`.execute(db)).rows;
    const settings = async () => (await sql<{ id: string; setting: string | null }>`select id, setting from deliveries order by id`.execute(db)).rows;
    try {
      await migrateTo(db, "0019_site_settings");
      const old = ["contact", "get_in_touch", "chat", "portfolio_request", "newsletter", "strategy_lead"];
      for (const [i, form] of old.entries()) {
        await sql`insert into submissions (id, form, source, first_name, last_name, email, payload, client_hash, created_at) values (${`s${i}`}, ${form}, ${"x"}, ${"A"}, ${"B"}, ${"a@example.com"}, ${"{}"}, ${"h"}, ${"2026-01-01T00:00:00.000Z"})`.execute(db);
      }
      for (const [i, setting] of ["webhooks.portfolio", "webhooks.contact", "smtp.to", null].entries()) {
        await sql`insert into deliveries (id, submission_id, channel, target, body, state, next_attempt_at, created_at, updated_at, setting) values (${`d${i}`}, ${"s3"}, ${"webhook"}, ${"https://hooks.example/x"}, ${"{}"}, ${"pending"}, ${"2026-01-01T00:00:00.000Z"}, ${"2026-01-01T00:00:00.000Z"}, ${"2026-01-01T00:00:00.000Z"}, ${setting})`.execute(db);
      }
      await migrateTo(db, "0020_one_id_per_form");
      expect((await forms()).map((r) => r.form)).toEqual(["contact", "get-in-touch", "chat", "portfolio-request", "newsletter", "strategy-lead"]);
      expect((await settings()).map((r) => r.setting)).toEqual(["webhooks.portfolioRequest", "webhooks.contact", "smtp.to", null]);
      await migrateTo(db, "0019_site_settings");
      expect((await forms()).map((r) => r.form)).toEqual(old);
      expect((await settings()).map((r) => r.setting)).toEqual(["webhooks.portfolio", "webhooks.contact", "smtp.to", null]);
    } finally {
      await database.close();
    }
  });
});

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
