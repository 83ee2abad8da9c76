import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { openDatabase, SCRUBBED_USER_VERSION } from "#app/db/connection.server.ts";
import { recordAttribution } from "#app/features/analytics/attribution.server.ts";
import { erasePersonalData, exportPersonalData, findPersonalData, listPrivacyRequests, personalTables } from "#app/features/admin/privacy.server.ts";
import { markHandled } from "#app/infra/repository.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Privacy rights (issue 12; DECISIONS 16): everything stored about one address is found,
 * exported and erased, on both databases; the audit line holds no personal data; nobody
 * else's records are touched.
 */
const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `privacy_${Date.now()}`)],
] as const;

const person = { firstName: "Grace", lastName: "Hopper", email: "Grace.Hopper@Example.com", message: "About my website", elapsedMs: 5000 };
const other = { ...person, firstName: "Alan", lastName: "Turing", email: "alan@example.com" };

describe.each(dialects)("privacy requests on %s", (_name, makeUrl) => {
  let svc: Services;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "privacy-"));
    svc = await createServices(loadConfig({ DATA_DIR: dir, DATABASE_URL: await makeUrl(dir), WEBHOOK_CONTACT_URL: "http://127.0.0.1:9/hook", FORM_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "silent" }), { startOutbox: false });
    const meta = { clientHash: "c", userAgent: "test" };
    for (const input of [person, other]) {
      const contact = await svc.leads.submit("contact", input, meta);
      expect(contact.ok).toBe(true);
      // Where the visit came from, stored beside the submission (issue 25).
      if (contact.ok) await recordAttribution(svc.database, "submission", contact.id, { ref: "www.google.com", source: "newsletter", medium: "email", campaign: `spring-${input.lastName}`, landing: "/about", t: Date.now() });
      expect((await svc.leads.submit("portfolio-request", { ...input, description: "May I see it?" }, meta)).ok).toBe(true);
      expect((await svc.leads.submit("newsletter", input, meta)).ok).toBe(true);
    }
    // The same person, typing the address differently.
    expect((await svc.leads.submit("newsletter", { ...person, source: "insights_newsletter", email: "  grace.hopper@example.COM " }, meta)).ok).toBe(true);
  });
  afterAll(async () => svc?.close());

  it("finds every record of the address, whatever its case", async () => {
    const found = await findPersonalData(svc.database, "grace.hopper@example.com");
    expect(found.submissions.map((s) => s.form).sort()).toEqual(["contact", "newsletter", "newsletter", "portfolio-request"]);
    expect(found.deliveries).toHaveLength(4);
    expect(found.subscriptions).toHaveLength(1);
    expect(found.submissions.every((s) => s.email.toLowerCase() === "grace.hopper@example.com")).toBe(true);
  });

  it("exports it as JSON, and records the export without the address", async () => {
    const exported = await exportPersonalData(svc.database, " GRACE.HOPPER@example.com");
    const text = JSON.stringify(exported);
    expect(text).toContain("About my website");
    expect(text).toContain("May I see it?");
    expect(exported.submissions).toHaveLength(4);
    expect(text).not.toContain("Turing");
    // What was sent about her, not where to: the owner's webhook address (often its secret) stays out.
    expect(exported.deliveries).toHaveLength(4);
    expect(exported.deliveries[0]).toMatchObject({ channel: expect.any(String), state: expect.any(String), body: expect.anything() });
    expect(text).not.toContain("127.0.0.1:9/hook");
    for (const d of exported.deliveries) expect(d).not.toHaveProperty("target");
    // Where her visit came from goes with her submission: shown on its page, erased with it, handed over with it.
    expect(exported.submissions.find((s) => s.form === "contact")?.visit).toMatchObject({ ref_host: "www.google.com", utm_campaign: "spring-Hopper", landing_path: "/about" });
    const [line] = await listPrivacyRequests(svc.database);
    expect(line).toMatchObject({ kind: "export", counts: { submissions: 4, deliveries: 4, subscriptions: 1, orders: 0 } });
  });

  it("erases it with its deliveries, leaves everyone else's, and records the erasure without personal data", async () => {
    const erased = await erasePersonalData(svc.database, "grace.hopper@example.com");
    expect(erased).toEqual({ submissions: 4, deliveries: 4, subscriptions: 1, orders: 0 });
    const after = await findPersonalData(svc.database, "grace.hopper@example.com");
    expect([after.submissions, after.deliveries, after.subscriptions].map((x) => x.length)).toEqual([0, 0, 0]);
    // Nothing of hers is left anywhere in the tables (payloads and delivery bodies included).
    for (const table of personalTables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(svc.database.db);
      expect(JSON.stringify(rows.rows).toLowerCase(), table).not.toContain("hopper");
    }
    const others = await findPersonalData(svc.database, "alan@example.com");
    expect(others.submissions).toHaveLength(3);
    expect(others.subscriptions).toHaveLength(1);
    const record = await sql<Record<string, unknown>>`select * from privacy_requests`.execute(svc.database.db);
    const audit = JSON.stringify(record.rows).toLowerCase();
    expect(audit).not.toContain("grace");
    expect(audit).not.toContain("hopper");
    expect(audit).not.toContain("example.com");
    expect((await listPrivacyRequests(svc.database))[0]).toMatchObject({ kind: "erase", counts: erased });
  });

  it("a non-ASCII address in any case: found, exported and erased (SQLite's lower() folds A-Z only), and only it", async () => {
    const meta = { clientHash: "u", userAgent: "test" };
    const stored = await svc.leads.submit("contact", { ...person, firstName: "Üwe", email: "ÜSER@Exämple.com" }, meta);
    expect(stored.ok).toBe(true);
    // Same length, one character apart, and an underscore that must stay an underscore.
    for (const email of ["üsex@exämple.com", "ü_er@exämple.com"]) expect((await svc.leads.submit("contact", { ...other, email }, meta)).ok).toBe(true);
    const found = await findPersonalData(svc.database, "üser@EXÄMPLE.com");
    expect(found.submissions.map((s) => s.email)).toEqual(["ÜSER@Exämple.com"]);
    expect(found.deliveries).toHaveLength(1);
    expect((await exportPersonalData(svc.database, "ÜSER@exämple.COM")).submissions).toHaveLength(1);
    expect(await erasePersonalData(svc.database, "üser@exämple.com")).toMatchObject({ submissions: 1, deliveries: 1 });
    expect((await findPersonalData(svc.database, "ÜSER@Exämple.com")).submissions).toHaveLength(0);
    for (const email of ["üsex@exämple.com", "Ü_ER@EXÄMPLE.COM"]) expect((await findPersonalData(svc.database, email)).submissions, email).toHaveLength(1);
    // Stored decomposed ('u' and a combining diaeresis), typed composed: the same address.
    expect((await svc.leads.submit("contact", { ...person, email: "nfd-u\u0308ber@example.com" }, meta)).ok).toBe(true);
    expect((await findPersonalData(svc.database, "NFD-\u00fcBER@example.com")).submissions).toHaveLength(1);
    expect(await erasePersonalData(svc.database, "nfd-\u00fcber@example.com")).toMatchObject({ submissions: 1 });
  });

  it("an internationalised domain is found, exported and erased whichever way it was stored: as typed, or in punycode as a browser's e-mail field sends it", async () => {
    const meta = { clientHash: "idn", userAgent: "test" };
    // The same person: once from a form that kept the domain as typed, once from a browser's e-mail field.
    for (const email of ["juergen@müller-bau.de", "Juergen@xn--mller-bau-q9a.de"]) expect((await svc.leads.submit("contact", { ...person, email }, meta)).ok, email).toBe(true);
    expect((await svc.leads.submit("contact", { ...other, email: "juergen@mueller-bau.de" }, meta)).ok).toBe(true);
    for (const typed of ["juergen@müller-bau.de", "JUERGEN@MÜLLER-BAU.DE", "juergen@xn--mller-bau-q9a.de"]) {
      expect((await findPersonalData(svc.database, typed)).submissions.map((s) => s.email).sort(), typed).toEqual(["Juergen@xn--mller-bau-q9a.de", "juergen@müller-bau.de"]);
    }
    expect((await exportPersonalData(svc.database, "juergen@müller-bau.de")).submissions).toHaveLength(2);
    expect(await erasePersonalData(svc.database, "juergen@xn--mller-bau-q9a.de")).toMatchObject({ submissions: 2 });
    expect((await findPersonalData(svc.database, "juergen@müller-bau.de")).submissions).toHaveLength(0);
    // Someone else, one letter apart in the ASCII spelling, is not theirs.
    expect((await findPersonalData(svc.database, "juergen@mueller-bau.de")).submissions).toHaveLength(1);
  });

  it("covers every table that stores an e-mail address (a new one must join personalTables)", async () => {
    const columns =
      svc.database.dialect === "postgres"
        ? (await sql<{ table: string }>`select table_name as "table" from information_schema.columns where column_name = 'email' and table_schema = 'public'`.execute(svc.database.db)).rows
        : (await sql<{ table: string }>`select m.name as "table" from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'email'`.execute(svc.database.db)).rows;
    for (const { table } of columns) expect(personalTables as readonly string[], table).toContain(table);
  });
});

/**
 * Issue 'Money and access hold under abuse', item 5: an erased person must not stay readable in
 * the SQLite files (`strings site.db`). A deleted row's bytes stay in its page unless
 * secure_delete zeroes them, and in WAL mode earlier versions of each page stay in the -wal file
 * until a checkpoint empties it. Many other people's rows around hers make the tables span many
 * pages (splits, overflow), as in a site that has run for a while.
 */
describe("an erasure leaves no copy in the SQLite files", () => {
  let svc: Services;
  let dir: string;
  const marker = `Qx${randomUUID().replace(/-/g, "")}`;
  const erased = { firstName: "Ada", lastName: `Lovelace${marker}`, email: `ada.${marker}@example.com`, message: `Please call me ${marker} `.repeat(40), elapsedMs: 5000 };
  const files = () => readdirSync(dir).filter((f) => f.startsWith("site.db"));
  const holding = (needle: string) => files().filter((f) => readFileSync(path.join(dir, f)).includes(Buffer.from(needle)));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "erase-bytes-"));
    svc = await createServices(loadConfig({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "site.db")}`, WEBHOOK_CONTACT_URL: "http://127.0.0.1:9/hook", FORM_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "silent" }), { startOutbox: false });
    const meta = { clientHash: "c", userAgent: "test" };
    // Her first lead is the site's first row (its page becomes an interior page as the table
    // grows: copies of the rows moved out of it were left in its free space), the owner marks it
    // handled and the outbox tries its delivery (both rewrite the row elsewhere in its page).
    const first = await svc.leads.submit("contact", erased, meta);
    if (!first.ok) throw new Error("not stored");
    expect(await markHandled(svc.database, first.id, true)).toBe(true);
    await svc.outbox.runOnce();
    for (let i = 0; i < 400; i++) {
      const someone = { firstName: "Someone", lastName: `Else${i}`, email: `someone${i}@example.com`, message: `An ordinary message number ${i}. `.repeat(20), elapsedMs: 5000 };
      expect((await svc.leads.submit("contact", someone, meta)).ok).toBe(true);
      if (i % 100 === 50) {
        expect((await svc.leads.submit("contact", erased, meta)).ok).toBe(true);
        expect((await svc.leads.submit("newsletter", erased, meta)).ok).toBe(true);
      }
    }
  }, 60_000);
  afterAll(async () => svc?.close());

  it("erases her from site.db and site.db-wal, not only from the tables", async () => {
    // The test reads the raw bytes: before the erasure they hold her.
    expect(holding(marker).length).toBeGreaterThan(0);
    const counts = await erasePersonalData(svc.database, erased.email);
    expect(counts.submissions).toBe(9);
    expect(counts.subscriptions).toBe(1);
    expect(holding(marker)).toEqual([]);
    expect(holding(marker.toLowerCase())).toEqual([]);
    // Everyone else is still there, in the tables and in the file.
    expect((await findPersonalData(svc.database, "someone399@example.com")).submissions).toHaveLength(1);
    expect(holding("someone399@example.com").length).toBeGreaterThan(0);
  });
});

/**
 * A database written before secure_delete was on for every connection keeps old copies of rows
 * in free space, where a later erasure's deletes never reach: it is rewritten once, at the first
 * start with this code (SQLite's user_version says it was), and not again.
 */
describe("a database written before secure_delete is rewritten once at start", () => {
  it("old deleted rows' bytes are gone from the file after the first start; the rows kept stay", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "scrub-once-"));
    const file = path.join(dir, "site.db");
    const marker = `Qx${randomUUID().replace(/-/g, "")}`;
    const old = new SQLite(file);
    old.pragma("journal_mode = WAL");
    old.pragma("secure_delete = OFF");
    old.exec("create table old_notes (id integer primary key, body text)");
    const insert = old.prepare("insert into old_notes (body) values (?)");
    for (let i = 0; i < 300; i++) insert.run(i % 50 === 0 ? `gone ${marker} `.repeat(30) : `kept note ${i} `.repeat(30));
    old.prepare("delete from old_notes where body like ?").run(`gone ${marker}%`);
    old.pragma("wal_checkpoint(TRUNCATE)");
    old.close();
    const holds = (needle: string) => readFileSync(file).includes(Buffer.from(needle));
    expect(holds(marker), "before: the deleted rows are still in the file").toBe(true);

    const first = await openDatabase(`file:${file}`);
    try {
      expect((await sql<{ user_version: number }>`PRAGMA user_version`.execute(first.db)).rows[0]?.user_version).toBe(SCRUBBED_USER_VERSION);
      expect((await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(first.db)).rows[0]?.secure_delete).toBe(1);
    } finally {
      await first.close();
    }
    expect(holds(marker)).toBe(false);
    expect(holds("kept note 299")).toBe(true);
  });
});
