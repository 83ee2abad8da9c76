import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { migrateToLatest } from "#app/db/migrations.server.ts";
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from "#app/infra/backoff.ts";
import {
  claimDueDeliveries,
  countNewLeads,
  filteredSubmissions,
  getSubmission,
  listSubmissions,
  listSubscribers,
  markAttemptFailed,
  markDelivered,
  markHandled,
  newLeadsCount,
  removeSubscriber,
  retryDelivery,
  storeSubmission,
} from "#app/infra/repository.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { queryPlan } from "#tests/support/query-plan.ts";

const sample = (over: Partial<Parameters<typeof storeSubmission>[1]> = {}) => ({
  form: "contact" as const,
  source: "contact_form",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: null,
  message: "Hello",
  payload: "{}",
  client_hash: "abc",
  user_agent: "test",
  ...over,
});
const hook = { channel: "webhook" as const, target: "http://127.0.0.1:9/hook", body: { a: 1 } };

const dialects = [
  ["sqlite", async () => `file:${path.join(mkdtempSync(path.join(tmpdir(), "repo-")), "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `repo_${Date.now()}`)],
  // A database whose own lower() folds A-Z only: accents are still found in any case.
  ["postgres in the C locale", async () => createDatabase(inject("postgresUrl"), `repo_c_${Date.now()}`, { cLocale: true })],
] as const;

describe.each(dialects)("lead repository on %s", (_name, makeUrl) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(await makeUrl());
  });
  afterAll(async () => database?.close());

  it("migrations are idempotent", async () => {
    expect(await migrateToLatest(database.db as never)).toEqual([]);
  });

  it("stores a submission with its deliveries in one transaction", async () => {
    const { id, deliveryIds } = await storeSubmission(database, sample(), [hook, { ...hook, channel: "email", target: "owner@example.com" }]);
    const got = await getSubmission(database, id);
    expect(got?.submission.email).toBe("ada@example.com");
    expect(got?.deliveries.map((d) => d.id).sort()).toEqual([...deliveryIds].sort());
    expect(got?.deliveries.every((d) => d.state === "pending" && d.attempts === 0)).toBe(true);
  });

  it("a submission whose send key is stored already for its source is not stored again: the first one's id, no deliveries", async () => {
    const key = "6f0c1f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f";
    const email = `key-${Date.now()}@example.com`;
    const first = await storeSubmission(database, sample({ email, send_key: key }), [hook]);
    expect(first.repeated).toBe(false);
    const again = await storeSubmission(database, sample({ email, send_key: key, message: "Hello again" }), [hook]);
    expect(again).toEqual({ id: first.id, deliveryIds: [], repeated: true });
    // The same key on another form's source, or no key at all, is another submission.
    expect((await storeSubmission(database, sample({ email, send_key: key, source: "get_in_touch_form" }), [])).repeated).toBe(false);
    for (let i = 0; i < 2; i++) expect((await storeSubmission(database, sample({ email }), [])).repeated).toBe(false);
    const rows = (await listSubmissions(database, { query: email, limit: 10 })).filter((r) => r.email === email);
    expect(rows).toHaveLength(4);
    expect((await getSubmission(database, first.id))?.deliveries).toHaveLength(1);
  });

  it("leaves nothing behind when any part fails", async () => {
    const before = (await listSubmissions(database, { limit: 1000 })).length;
    await expect(storeSubmission(database, sample({ email: "rollback@example.com" }), [{ ...hook, body: undefined }])).rejects.toThrow();
    const after = await listSubmissions(database, { limit: 1000 });
    expect(after.length).toBe(before);
    expect(after.some((s) => s.email === "rollback@example.com")).toBe(false);
  });

  it("keeps one subscriber per e-mail, counting signups; a later signup cannot rename it (issue 12, item 12)", async () => {
    const t1 = new Date("2026-01-01T00:00:00Z");
    const t2 = new Date("2026-02-01T00:00:00Z");
    const signup = { email: "Reader@Example.com", firstName: "Re", lastName: "Ader", source: "global_newsletter" };
    await storeSubmission(database, sample({ form: "newsletter", source: "global_newsletter" }), [], { now: t1, subscriber: signup });
    await storeSubmission(database, sample({ form: "newsletter", source: "insights_newsletter" }), [], {
      now: t2,
      subscriber: { ...signup, email: "reader@example.com", firstName: "Someone", lastName: "Else" },
    });
    const subs = (await listSubscribers(database)).filter((s) => s.email === "reader@example.com");
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ first_name: "Re", last_name: "Ader", signup_count: 2, first_signup_at: t1.toISOString(), latest_signup_at: t2.toISOString(), source: "global_newsletter" });
    // The later attempt is on record as a signup of its own.
    expect((await listSubmissions(database, { form: "newsletter", limit: 1000 })).filter((s) => s.source === "insights_newsletter").length).toBeGreaterThan(0);
  });

  it("finds subscribers by e-mail or name (each word, any case, accents too) and removes one, and only it, on request", async () => {
    const signup = (email: string, firstName: string, lastName: string) =>
      storeSubmission(database, sample({ form: "newsletter", source: "global_newsletter", email }), [], { subscriber: { email, firstName, lastName, source: "global_newsletter" } });
    await signup("emile.zola@example.com", "Émile", "Zola");
    await signup("other.reader@example.com", "Other", "Reader");
    const found = async (query: string) => (await listSubscribers(database, { query })).map((s) => s.email);
    expect(await found("ÉMILE zola")).toEqual(["emile.zola@example.com"]);
    expect(await found("zola@EXAMPLE")).toEqual(["emile.zola@example.com"]);
    expect(await found("100%")).toEqual([]);
    const [emile] = await listSubscribers(database, { query: "emile.zola" });
    expect(await removeSubscriber(database, emile!.id)).toBe("emile.zola@example.com");
    expect(await found("zola")).toEqual([]);
    expect(await found("other.reader")).toEqual(["other.reader@example.com"]);
    expect(await removeSubscriber(database, emile!.id)).toBeNull();
    // Their sign-up stays in the inbox, as what happened.
    expect((await listSubmissions(database, { query: "emile.zola@example.com" })).length).toBe(1);
  });

  it("removing a subscriber stops their sign-up's forward that has not gone yet; one that went, and other people's, are left", async () => {
    const signup = (email: string) =>
      storeSubmission(database, sample({ form: "newsletter", source: "global_newsletter", email }), [hook], { subscriber: { email, firstName: "A", lastName: "B", source: "global_newsletter" } });
    const first = await signup("Leaving@example.com");
    const again = await signup("leaving@example.com");
    const other = await signup("staying@example.com");
    await database.db.updateTable("deliveries").set({ state: "delivered" }).where("id", "=", first.deliveryIds[0]!).execute();
    const [leaving] = await listSubscribers(database, { query: "leaving@example.com" });
    expect(await removeSubscriber(database, leaving!.id)).toBe("leaving@example.com");
    const state = async (id: string) => (await getSubmission(database, id))!.deliveries[0]!;
    expect((await state(first.id)).state).toBe("delivered");
    expect(await state(again.id)).toMatchObject({ state: "skipped", last_error: "not sent: unsubscribed by the owner before it went" });
    expect((await state(other.id)).state).toBe("pending");
    // An address with letters beyond A-Z, typed in another case: still the same person's forward.
    const accented = await signup("Ÿvonne.Élan@example.com");
    await signup("ÿvonne.élan@example.com");
    const [yvonne] = await listSubscribers(database, { query: "élan" });
    expect(await removeSubscriber(database, yvonne!.id)).toBe("ÿvonne.élan@example.com");
    expect(await state(accented.id)).toMatchObject({ state: "skipped" });
  });

  it("one subscriber per address however its domain was written (as typed, or in punycode as a browser sends it); removing it stops both sign-ups' forwards", async () => {
    const signup = (email: string, firstName: string) =>
      storeSubmission(database, sample({ form: "newsletter", source: "global_newsletter", email }), [hook], { subscriber: { email, firstName, lastName: "B", source: "global_newsletter" } });
    const typed = await signup("sub.two@bücher.de", "First");
    const browser = await signup("Sub.Two@xn--bcher-kva.de", "Same Mailbox");
    const subs = await listSubscribers(database, { query: "sub.two" });
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ email: "sub.two@xn--bcher-kva.de", first_name: "First", signup_count: 2 });
    expect(await removeSubscriber(database, subs[0]!.id)).toBe("sub.two@xn--bcher-kva.de");
    const state = async (id: string) => (await getSubmission(database, id))!.deliveries[0]!.state;
    expect([await state(typed.id), await state(browser.id)]).toEqual(["skipped", "skipped"]);
  });

  it("pages through the list newest first, each lead once, rows of the same moment included", async () => {
    const at = new Date("2025-05-05T05:05:05.000Z");
    for (let n = 0; n < 7; n++) await storeSubmission(database, sample({ email: `page-${n}@example.com`, message: "paging-token" }), [], { now: n < 4 ? at : new Date(at.getTime() + n * 1000) });
    const seen: string[] = [];
    let olderThan: { at: string; id: string } | undefined;
    for (;;) {
      const page = await listSubmissions(database, { query: "paging-token", limit: 3, olderThan });
      seen.push(...page.map((s) => s.email));
      if (page.length < 3) break;
      olderThan = { at: page.at(-1)!.created_at, id: page.at(-1)!.id };
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 3)).toEqual(["page-6@example.com", "page-5@example.com", "page-4@example.com"]);
  });

  it("the owner marks a lead handled and new again; the list filters by it", async () => {
    const { id } = await storeSubmission(database, sample({ email: "handled@example.com" }), []);
    const mine = async (handled?: boolean) => (await listSubmissions(database, { query: "handled@example.com", handled })).map((s) => s.id);
    expect(await mine(false)).toEqual([id]);
    expect(await mine(true)).toEqual([]);
    const at = new Date("2026-11-27T10:00:00.000Z");
    expect(await markHandled(database, id, true, at)).toBe(true);
    expect((await getSubmission(database, id))?.submission.handled_at).toBe(at.toISOString());
    expect(await mine(false)).toEqual([]);
    expect(await mine(true)).toEqual([id]);
    expect(await markHandled(database, id, false)).toBe(true);
    expect(await mine(false)).toEqual([id]);
    expect(await markHandled(database, "no-such-lead", true)).toBe(false);
  });

  it("counts the new leads and chats: not those marked handled, nor newsletter sign-ups", async () => {
    const before = await countNewLeads(database);
    const { id } = await storeSubmission(database, sample({ email: "count-a@example.com" }), []);
    await storeSubmission(database, sample({ form: "chat", source: "chat_with_x_form", email: "count-b@example.com" }), []);
    await storeSubmission(database, sample({ form: "newsletter", source: "global_newsletter", email: "count-c@example.com" }), []);
    expect(await countNewLeads(database)).toBe(before + 2);
    await markHandled(database, id, true);
    expect(await countNewLeads(database)).toBe(before + 1);
  });

  it("reads the new leads from their own index, not every submission ever stored", async () => {
    // The count reads the partial index alone (SQLite: a covering index; PostgreSQL: index only).
    const count = await queryPlan(database, newLeadsCount(database));
    expect(count, count).toContain("submissions_unhandled");
    expect(count, count).toMatch(_name === "sqlite" ? /COVERING INDEX submissions_unhandled/ : /Index Only Scan[^\n]*submissions_unhandled/);
    // The inbox's "New" list, newest first: the index's order, nothing sorted.
    const list = await queryPlan(database, filteredSubmissions(database, { handled: false }).orderBy("created_at", "desc").orderBy("id", "desc").limit(50));
    expect(list, list).toContain("submissions_unhandled");
    expect(list, list).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it("lists newest first and searches names, e-mail and message", async () => {
    await storeSubmission(database, sample({ email: "old@example.com" }), [], { now: new Date("2020-01-01T00:00:00Z") });
    await storeSubmission(database, sample({ email: "new@example.com", message: "Needle in here" }), [], { now: new Date("2030-01-01T00:00:00Z") });
    const all = await listSubmissions(database, { limit: 1000 });
    expect(all[0]?.email).toBe("new@example.com");
    expect(all.at(-1)?.email).toBe("old@example.com");
    expect((await listSubmissions(database, { query: "NEEDLE" })).map((s) => s.email)).toEqual(["new@example.com"]);
    // Accented capitals fold as A-Z do; % and _ are found as typed, not as wildcards.
    await storeSubmission(database, sample({ email: "emile@example.com", first_name: "Émile", last_name: "Ângelo" }), [], { now: new Date("2029-01-01T00:00:00Z") });
    await storeSubmission(database, sample({ email: "first_last@example.com", message: "100% sure" }), [], { now: new Date("2029-01-02T00:00:00Z") });
    for (const typed of ["émile", "Émile", "ÉMILE", "ângelo"]) expect((await listSubmissions(database, { query: typed })).map((s) => s.email), typed).toEqual(["emile@example.com"]);
    // A full name, as the owner would type it: each word in a field of its own.
    for (const typed of ["Émile Ângelo", "  ângelo   ÉMILE ", "emile@example.com Émile"]) expect((await listSubmissions(database, { query: typed })).map((s) => s.email), typed).toEqual(["emile@example.com"]);
    expect((await listSubmissions(database, { query: "Émile Nobody" })).map((s) => s.email)).toEqual([]);
    expect((await listSubmissions(database, { query: "first_last" })).map((s) => s.email)).toEqual(["first_last@example.com"]);
    expect((await listSubmissions(database, { query: "r_t" })).map((s) => s.email)).toEqual([]);
    expect((await listSubmissions(database, { query: "100%" })).map((s) => s.email)).toEqual(["first_last@example.com"]);
    expect((await listSubmissions(database, { query: "%" })).map((s) => s.email)).toEqual(["first_last@example.com"]);
    expect((await listSubmissions(database, { form: "newsletter" })).every((s) => s.form === "newsletter")).toBe(true);
  });

  it("claims each due delivery once, even with concurrent claimers", async () => {
    const now = new Date("2031-01-01T00:00:00Z");
    // Settle everything older so only this test's rows are due.
    for (const d of await claimDueDeliveries(database, { now, limit: 1000 })) await markDelivered(database, d, now);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(...(await storeSubmission(database, sample(), [hook], { now })).deliveryIds);
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueDeliveries(database, { now, limit: 10, leaseMs: 60_000 })));
    const claimed = claims.flat().map((d) => d.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    // Claimed rows are leased: not due again until the lease expires.
    expect(await claimDueDeliveries(database, { now: new Date(now.getTime() + 59_000), limit: 100 })).toEqual([]);
    const again = await claimDueDeliveries(database, { now: new Date(now.getTime() + 61_000), limit: 100 });
    expect(again.map((d) => d.id).sort()).toEqual([...ids].sort());
    for (const d of again) await markDelivered(database, d, now);
    // A claim that ran out and was taken again is no longer the first claimer's to settle.
    const stale = claims.flat()[0]!;
    expect(await markDelivered(database, stale, now)).toBe(false);
  });

  it("backs off after a failure and gives up after the maximum; the owner can retry", async () => {
    const now = new Date("2032-01-01T00:00:00Z");
    const { deliveryIds } = await storeSubmission(database, sample(), [hook], { now });
    const id = deliveryIds[0]!;
    let [d] = await claimDueDeliveries(database, { now, limit: 100 });
    expect(d?.id).toBe(id);
    expect(await markAttemptFailed(database, d!, "HTTP 503", now, () => 1)).toBe("retry");
    let row = (await getSubmission(database, d!.submission_id))!.deliveries[0]!;
    expect(row).toMatchObject({ state: "pending", attempts: 1, last_error: "HTTP 503", locked_until: null });
    expect(row.next_attempt_at).toBe(new Date(now.getTime() + 30_000).toISOString());
    expect(await claimDueDeliveries(database, { now, limit: 100 })).toEqual([]);

    // The attempts span days, not a night: a receiver broken on Friday evening, mended on Monday.
    let waited = 0;
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) waited += backoffMs(i, () => 0);
    expect(waited / 864e5).toBeGreaterThan(2.5);
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS - 1; i++) expect(await markAttemptFailed(database, { id, attempts: i }, "still down", now)).toBe("retry");
    // The last one says it gave up: the outbox logs it as an error for the owner.
    expect(await markAttemptFailed(database, { id, attempts: MAX_DELIVERY_ATTEMPTS - 1 }, "still down", now)).toBe("gave up");
    row = (await getSubmission(database, d!.submission_id))!.deliveries[0]!;
    expect(row).toMatchObject({ state: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await claimDueDeliveries(database, { now: new Date(now.getTime() + 365 * 864e5), limit: 100 })).toEqual([]);

    // The owner's retry starts a new round of attempts (with the old count, one failure gave up again).
    expect(await retryDelivery(database, id, now)).toBe(true);
    [d] = await claimDueDeliveries(database, { now, limit: 100 });
    expect(d?.id).toBe(id);
    // While it is being sent, another click on Retry takes nothing away from that send.
    expect(await retryDelivery(database, id, now)).toBe(false);
    expect(await markAttemptFailed(database, d!, "HTTP 502", now)).toBe("retry");
    [d] = await claimDueDeliveries(database, { now: new Date(now.getTime() + 864e5), limit: 100 });
    expect(d?.id).toBe(id);
    expect(await markDelivered(database, d!, now)).toBe(true);
    row = (await getSubmission(database, d!.submission_id))!.deliveries[0]!;
    expect(row).toMatchObject({ state: "delivered", delivered_at: now.toISOString() });
    expect(await retryDelivery(database, id, now)).toBe(false);
  });
});

it("SQLite writes through to disk before a submission is answered (synchronous = FULL)", async () => {
  const database = await openDatabase(`file:${path.join(mkdtempSync(path.join(tmpdir(), "sync-")), "site.db")}`);
  try {
    const { sql } = await import("kysely");
    const row = (await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)).rows[0];
    expect(row?.synchronous).toBe(2);
  } finally {
    await database.close();
  }
});
