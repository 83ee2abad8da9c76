import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { DATA_TABLES, PRIMARY_KEYS, type TableCounts } from "#app/db/tables.server.ts";
import { runOpsCommand } from "#app/ops/cli.server.ts";
import { copyDatabase, resetSequences } from "#app/ops/db-copy.server.ts";
import { siteSessions } from "#app/ops/site-stopped.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * `npm run db:copy` both ways between a real SQLite file and the real PostgreSQL server the tests
 * start: every row of every table arrives as it was (types too), counts are verified, a target
 * that holds rows is refused without --force, and nothing runs while a site uses either side.
 */
const tmp = (p: string) => mkdtempSync(path.join(tmpdir(), p));
const sqliteUrl = () => `file:${path.join(tmp("copy-"), "site.db")}`;
let serverUrl: string;
const pgUrl = (name: string) => createDatabase(serverUrl, `copy_${name}_${Date.now()}`);

/** Rows in every table; more submissions than one batch (500), bigints, nulls, non-ASCII text. */
async function seed(database: DatabaseHandle): Promise<void> {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
  const submissions = Array.from({ length: 1_234 }, (_, i) => ({
    id: randomUUID(),
    form: "contact" as const,
    source: "contact_form",
    first_name: i % 7 ? `Ana ${i}` : "Zoë “quoted” 🌱",
    last_name: `L${i}`,
    email: `p${i}@example.com`,
    phone: i % 3 ? null : "+55 11 99999-0000",
    message: `message ${i}\nsecond line`,
    payload: JSON.stringify({ i }),
    client_hash: "h",
    user_agent: null,
    created_at: at(i),
  }));
  for (let i = 0; i < submissions.length; i += 200) await database.db.insertInto("submissions").values(submissions.slice(i, i + 200)).execute();
  const deliveries = submissions.slice(0, 600).map((s, i) => ({
    id: randomUUID(),
    submission_id: s.id,
    channel: "webhook" as const,
    target: "https://hooks.example.com/x",
    body: "{}",
    state: i % 2 ? ("delivered" as const) : ("pending" as const),
    attempts: i % 5,
    next_attempt_at: at(i),
    locked_until: null,
    claim: null,
    last_error: i % 4 ? null : "HTTP 500",
    created_at: at(i),
    updated_at: at(i),
    delivered_at: i % 2 ? at(i + 1) : null,
  }));
  for (let i = 0; i < deliveries.length; i += 200) await database.db.insertInto("deliveries").values(deliveries.slice(i, i + 200)).execute();
  await database.db.insertInto("subscribers").values({ id: randomUUID(), email: "s@example.com", first_name: "S", last_name: "T", source: "global_newsletter", first_signup_at: at(1), latest_signup_at: at(2), signup_count: 3 }).execute();
  await database.db.insertInto("rate_limit_hits").values({ id: randomUUID(), bucket: "form:contact:x", at_ms: 1_795_000_000_123 }).execute();
  await database.db.insertInto("admin_sessions").values({ id_hash: "abc", created_at: at(1), expires_at: at(99) }).execute();
  await database.db.insertInto("privacy_requests").values({ id: randomUUID(), kind: "erase", at: at(3), counts: '{"submissions":1}' }).execute();
  const order = randomUUID();
  await database.db
    .insertInto("orders")
    .values({ id: order, product: "strategyCall", amount_cents: 99_700, currency: "usd", first_name: "O", last_name: "P", email: "o@example.com", submission_id: submissions[0]?.id ?? null, state: "paid", payment_intent_id: "pi_1", state_at: 1_795_000_000, problem: null, client_hash: "h", created_at: at(4), updated_at: at(5), paid_at: at(5) })
    .execute();
  await database.db.insertInto("payment_events").values({ id: "evt_1", type: "payment_intent.succeeded", order_id: order, created: 1_795_000_001, outcome: "paid", received_at: at(5) }).execute();
  await database.db.insertInto("bookings").values({ id: randomUUID(), kind: "chat", event_uri: "https://api.calendly.com/scheduled_events/1", invitee_uri: "https://api.calendly.com/invitees/1", client_hash: "h", created_at: at(6), verified: 1 }).execute();
  await database.db.insertInto("consent_records").values({ id: randomUUID(), created_at: at(7), revision: 2, choice: "necessary_only", analytics: 0, marketing: 0, personalization: 0, gpc: 1 }).execute();
  // Issue 25's tables, two of them keyed by more than one column.
  const view = { day: "2026-11-20", at: at(8), ref_host: "news.example", utm_source: "letter", utm_medium: "email", utm_campaign: "nov", channel: "email", device: "phone", country: "", entry: 1, visitor: "v1" };
  await database.db.insertInto("page_views").values([{ id: randomUUID(), path: "/", ...view }, { id: randomUUID(), path: "/about-jordan", ...view, entry: 0 }]).execute();
  await database.db.insertInto("analytics_daily").values([
    { day: "2026-11-19", dim: "path", key: "/", views: 40, visits: 30, visitors: 25 },
    { day: "2026-11-19", dim: "channel", key: "search", views: 12, visits: 9, visitors: 9 },
  ]).execute();
  await database.db.insertInto("analytics_state").values({ name: "rolled_up_to", value: "2026-11-19" }).execute();
  const came = { channel: "email", ref_host: "news.example", utm_source: "letter", utm_medium: "email", utm_campaign: "nov", landing_path: "/", sent_from: "/contact", created_at: at(9) };
  // A site copied from SQLite to PostgreSQL keeps the secret its instances share (issue 47).
  await database.db.insertInto("site_settings").values({ name: "session_secret", value: "s".repeat(43), updated_at: "2026-11-19T00:00:00.000Z" }).execute();
  await database.db.insertInto("attributions").values([{ subject: "submission", subject_id: submissions[0]!.id, ...came }, { subject: "booking", subject_id: "b-1", ...came }]).execute();
}

/**
 * The test's own sessions carry a name of their own: the copy refuses a database with a session
 * named as the site's, and a session just closed can still be listed for a moment (its server
 * process ends after the client left), which made a copy right after a dump fail once in a busy run.
 */
const TEST_APP = "copy test";

/** Sessions named as the site's connected to `url`'s database (the count the copy refuses on). */
async function siteSessionsOf(url: string): Promise<number> {
  const database = await openDatabase(url, { migrate: false, applicationName: TEST_APP });
  try {
    return await siteSessions(database);
  } finally {
    await database.close();
  }
}

/** Every table's rows, ordered by primary key: what a copy must carry over exactly. */
async function dump(url: string): Promise<Record<string, unknown[]>> {
  const database = await openDatabase(url, { migrate: false, applicationName: TEST_APP });
  try {
    const out: Record<string, unknown[]> = {};
    for (const t of DATA_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(database.db);
      const key = (r: Record<string, unknown>) => PRIMARY_KEYS[t].map((c) => String(r[c])).join("\u0000");
      out[t] = rows.sort((a, b) => (key(a) < key(b) ? -1 : 1));
    }
    return out;
  } finally {
    await database.close();
  }
}

const expectedCounts: TableCounts = {
  submissions: 1234,
  deliveries: 600,
  subscribers: 1,
  rate_limit_hits: 1,
  admin_sessions: 1,
  privacy_requests: 1,
  orders: 1,
  payment_events: 1,
  bookings: 1,
  consent_records: 1,
  page_views: 2,
  analytics_daily: 2,
  analytics_state: 1,
  attributions: 2,
  site_settings: 1,
};

beforeAll(() => {
  serverUrl = inject("postgresUrl");
});

describe("db:copy", () => {
  it("SQLite → PostgreSQL → SQLite: every row of every table, counts verified, values and types unchanged", async () => {
    const from = sqliteUrl();
    const source = await openDatabase(from);
    await seed(source);
    await source.close();
    const original = await dump(from);

    const toPg = await pgUrl("target");
    const r1 = await copyDatabase({ from, to: toPg, dataDir: tmp("copy-data-") });
    expect(r1.counts).toEqual(expectedCounts);
    expect(r1.copied).toEqual(expectedCounts);
    expect(await dump(toPg)).toEqual(original);

    const back = sqliteUrl();
    const r2 = await copyDatabase({ from: toPg, to: back, dataDir: tmp("copy-data-") });
    expect(r2.copied).toEqual(expectedCounts);
    expect(await dump(back)).toEqual(original);
  }, 120_000);

  it("refuses a target that holds rows unless --force, which replaces them in the same transaction", async () => {
    const from = sqliteUrl();
    const source = await openDatabase(from);
    await seed(source);
    await source.close();
    const to = await pgUrl("busy");
    const target = await openDatabase(to, { applicationName: TEST_APP });
    await target.db.insertInto("subscribers").values({ id: randomUUID(), email: "old@example.com", first_name: "O", last_name: "L", source: "x", first_signup_at: "2026", latest_signup_at: "2026", signup_count: 1 }).execute();
    await target.close();
    const dataDir = tmp("copy-data-");
    await expect(copyDatabase({ from, to, dataDir })).rejects.toThrow(/^--to \(PostgreSQL 127\.0\.0\.1:\d+\/copy_busy_\d+\) holds 1 rows: copy into an empty database, or add --force/);
    const r = await copyDatabase({ from, to, dataDir, force: true });
    expect(r.emptied).toBe(1);
    expect(r.copied).toEqual(expectedCounts);
    expect((await dump(to)).subscribers).toEqual((await dump(from)).subscribers);
  }, 120_000);

  it("does nothing while a site runs on DATA_DIR or is connected to either database", async () => {
    const from = sqliteUrl();
    (await openDatabase(from)).close();
    const to = await pgUrl("guarded");
    const dataDir = tmp("copy-data-");
    // A server holds DATA_DIR's running lock (app/lib/running-lock.server.ts) the way this does.
    const lock = new SQLite(path.join(dataDir, "running.lock"));
    lock.exec("begin");
    lock.prepare("select count(*) from sqlite_master").get();
    await expect(copyDatabase({ from, to, dataDir })).rejects.toThrow(/^the site is running on .+: stop it first/);
    lock.exec("rollback");
    lock.close();
    // A site on another DATA_DIR, whose database is the one named: its folder's lock stops the copy too.
    const siteDir = tmp("copy-site-");
    const siteDb = `file:${path.join(siteDir, "site.db")}`;
    (await openDatabase(siteDb)).close();
    const siteLock = new SQLite(path.join(siteDir, "running.lock"));
    siteLock.exec("begin");
    siteLock.prepare("select count(*) from sqlite_master").get();
    await expect(copyDatabase({ from: to, to: siteDb, dataDir: tmp("copy-other-"), force: true })).rejects.toThrow(/^the site is running on .+copy-site-.+: stop it first/);
    await expect(copyDatabase({ from: siteDb, to, dataDir: tmp("copy-other-"), force: true })).rejects.toThrow(/^the site is running on .+copy-site-.+: stop it first/);
    siteLock.exec("rollback");
    siteLock.close();

    const site = new pg.Client({ connectionString: to, application_name: "strategist-site" });
    await site.connect();
    try {
      await expect(copyDatabase({ from, to, dataDir })).rejects.toThrow(/^a site is connected to --to \(PostgreSQL .+\) \(1 session named strategist-site\): stop it first/);
    } finally {
      await site.end();
    }
    // The server's process for a closed session ends a moment after the client left.
    await expect.poll(() => siteSessionsOf(to), { timeout: 5000 }).toBe(0);
    expect((await copyDatabase({ from, to, dataDir })).copied.submissions).toBe(0);
  }, 60_000);

  it("refuses a source that is not at this code's schema, a missing file, and the same database twice", async () => {
    const dataDir = tmp("copy-data-");
    const bare = sqliteUrl();
    new SQLite(bare.slice("file:".length)).exec("create table t (x)");
    await expect(copyDatabase({ from: bare, to: sqliteUrl(), dataDir })).rejects.toThrow(/holds no site \(it was never migrated\)$/);
    await expect(copyDatabase({ from: "file:/nonexistent/site.db", to: sqliteUrl(), dataDir })).rejects.toThrow(/^--from: no database at \/nonexistent\/site\.db$/);
    const same = sqliteUrl();
    await expect(copyDatabase({ from: same, to: same.replace("file:", "sqlite:"), dataDir })).rejects.toThrow("--from and --to name the same database");
  });

  it("sets a PostgreSQL sequence past the copied values", async () => {
    const url = await pgUrl("seq");
    const database = await openDatabase(url, { migrate: false });
    try {
      await sql`create table numbered (id serial primary key, v text)`.execute(database.db);
      await sql`insert into numbered (id, v) values (1, 'a'), (2, 'b'), (41, 'c')`.execute(database.db);
      expect(await resetSequences(database.db, ["numbered"])).toEqual(["public.numbered_id_seq"]);
      const { rows } = await sql<{ id: number }>`insert into numbered (v) values ('d') returning id`.execute(database.db);
      expect(rows[0]?.id).toBe(42);
    } finally {
      await database.close();
    }
  });

  it("the command line: one line for each bad argument, exit 2, no stack trace", async () => {
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOpsCommand("db:copy", argv, { DATA_DIR: tmp("copy-data-") }, { out: (l) => out.push(l), err: (l) => err.push(l) });
      return { code, out, err };
    };
    for (const [argv, message] of [
      [[], /^db:copy: both --from and --to are needed \(usage: npm run db:copy -- --from URL --to URL \[--force\]/],
      [["--from", "file:a.db"], /^db:copy: both --from and --to are needed/],
      [["--from", "mysql://x", "--to", "file:b.db"], /^db:copy: --from must start with file:, sqlite:, postgres:\/\/ or postgresql:\/\//],
      [["--from", "file:a.db", "--to", "file:b.db", "--fast"], /^db:copy: Unknown option '--fast'/],
      [["--from"], /^db:copy: Option '--from <value>' argument missing/],
      [["extra"], /^db:copy: Unexpected argument 'extra'/],
    ] as const) {
      const r = await run([...argv]);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(message);
      expect(r.err[0]).not.toMatch(/\n| at /);
    }
    const missing = await run(["--from", "file:/nonexistent/x.db", "--to", "file:/tmp/y.db"]);
    expect(missing).toEqual({ code: 1, out: [], err: ["db:copy: --from: no database at /nonexistent/x.db"] });
    const bad = await runOpsCommand("backup", [], { DATA_DIR: tmp("copy-data-"), BACKUP_KEEP: "none" }, { out: () => {}, err: (l) => expect(l).toBe("backup: invalid configuration: BACKUP_KEEP: must be a whole number") });
    expect(bad).toBe(1);
  });

  it("backup and restore: the same one-line messages", async () => {
    const dataDir = tmp("cli-data-");
    const run = async (command: "backup" | "restore", argv: string[]) => {
      const err: string[] = [];
      const code = await runOpsCommand(command, argv, { DATA_DIR: dataDir }, { out: () => {}, err: (l) => err.push(l) });
      return { code, err };
    };
    expect(await run("restore", [])).toEqual({ code: 2, err: ["restore: which backup? give its file (usage: npm run restore -- FILE [--force])"] });
    expect(await run("restore", ["a.tar.gz", "b.tar.gz"])).toEqual({ code: 2, err: ["restore: one backup at a time (got 2 files) (usage: npm run restore -- FILE [--force])"] });
    expect((await run("restore", ["--forse", "a.tar.gz"])).err[0]).toMatch(/^restore: Unknown option '--forse'/);
    expect(await run("restore", ["/nonexistent.tar.gz"])).toEqual({ code: 1, err: ["restore: /nonexistent.tar.gz: no such file"] });
    const notBackup = path.join(dataDir, "x.tar.gz");
    writeFileSync(notBackup, "not a tar");
    const r = await run("restore", [notBackup]);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/^restore: .+x\.tar\.gz is not a backup archive \(tar: /);
    expect((await run("backup", ["now"])).err[0]).toMatch(/^backup: Unexpected argument 'now'/);
    expect(await run("backup", [])).toEqual({ code: 1, err: [`backup: no database at ${dataDir}/site.db: check DATA_DIR and DATABASE_URL`] });
  });
});
