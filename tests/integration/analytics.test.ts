import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { attributionOf, recordAttribution } from "#app/features/analytics/attribution.server.ts";
import { dashboardData, ownerClock, periodOf, periodTotals } from "#app/features/analytics/dashboard.server.ts";
import { dashboardTables } from "#app/features/analytics/dashboard-tables.server.ts";
import { viewsCsv, viewsQueryOf } from "#app/features/analytics/views.server.ts";
import { csvLine } from "#app/lib/csv.ts";
import { zoneDays } from "#app/lib/owner-days.ts";
import { createAnalytics, ROLL_UP_GRACE_MS, rollUp, type Analytics } from "#app/features/analytics/events.server.ts";
import { isCountedPath } from "#app/features/analytics/counted-pages.server.ts";
import { insightPath, paths } from "#app/config/paths.ts";
import { erasePersonalData } from "#app/features/admin/privacy.server.ts";
import { ordersCsv, submissionsCsv } from "#app/features/admin/export.server.ts";
import { listOrders } from "#app/features/checkout/orders.server.ts";
import { listSubmissions } from "#app/infra/repository.server.ts";
import type { Services } from "#app/services.server.ts";
import { eventsRouter } from "#server/api/events.ts";
import { listen } from "#tests/support/listen.ts";
import { consentCookieHeader } from "#tests/support/consent-cookie.ts";
import { createDatabase } from "#tests/support/postgres.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
/** Analytics allowed (the server stores nothing without: issue 45), and pages this site serves. */
const cookies = consentCookieHeader();
const ARTICLE = insightPath("one-page-one-next-step");
const view = (path: string, extra: Record<string, unknown> = {}) => ({ path, ref: "", source: "", medium: "", campaign: "", width: 1280, entry: false, ...extra });

/** Issue 25: page views, their roll-up, attribution and the dashboard's numbers, on SQLite and PostgreSQL. */
for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`first-party analytics on ${dialect}`, () => {
    let database: DatabaseHandle;
    let analytics: Analytics;
    beforeAll(async () => {
      const url =
        dialect === "sqlite"
          ? `file:${path.join(mkdtempSync(path.join(tmpdir(), "analytics-")), "site.db")}`
          : await createDatabase(inject("postgresUrl"), `analytics_${Date.now()}`);
      database = await openDatabase(url);
      analytics = createAnalytics({ database, trustCountry: true, isCountedPath });
    });
    afterAll(async () => {
      await analytics?.stop();
      await database?.close();
    });

    it("stores page views without the address, counts a day's visitors by hash, rolls days up and keeps the numbers", async () => {
      const day1 = new Date("2026-11-20T10:00:00.000Z");
      const day2 = new Date("2026-11-21T10:00:00.000Z");
      const take = (body: unknown, ip: string, now: Date, ua = UA, country?: string) => analytics.take({ body, ip, userAgent: ua, cookies, country, gpc: false }, now);
      expect(await take(view("/", { entry: true, source: "Newsletter", medium: "email", campaign: "launch" }), "203.0.113.7", day1, UA, "br")).toEqual({ status: 202, stored: true });
      expect((await take(view(ARTICLE, { source: "Newsletter", medium: "email", campaign: "launch", width: 390 }), "203.0.113.7", day1)).status).toBe(202);
      expect((await take(view("/", { entry: true, ref: "www.google.com" }), "198.51.100.1", day1)).status).toBe(202);
      // A bot, and an excluded browser, are answered alike and not counted.
      expect(await take(view("/"), "198.51.100.2", day1, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toEqual({ status: 202, stored: false, reason: "bot" });
      expect(await analytics.take({ body: view("/"), ip: "198.51.100.3", userAgent: UA, cookies: `${cookies}; exclude_analytics=1`, country: undefined, gpc: false }, day1)).toMatchObject({ stored: false });
      // Day 2: the same client is a new visitor hash (the salt rotates).
      expect((await take(view("/contact", { entry: true }), "203.0.113.7", day2)).status).toBe(202);
      await analytics.flush();

      // Views of one day share their `at` here: told apart by what they hold, not by their order
      // (ties of `at` may come in any order: the (at, id) index of migration 0009 gives them by id).
      const rows = await database.db.selectFrom("page_views").selectAll().execute();
      expect(rows).toHaveLength(4);
      expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
      const landing = rows.find((r) => r.path === "/" && r.channel === "newsletter");
      const article = rows.find((r) => r.path === ARTICLE);
      const nextDay = rows.find((r) => r.day === "2026-11-21");
      expect(landing).toMatchObject({ day: "2026-11-20", path: "/", channel: "newsletter", utm_campaign: "launch", device: "desktop", country: "BR", entry: 1 });
      expect(article).toMatchObject({ device: "mobile", country: "" });
      expect(landing!.visitor).toBe(article!.visitor);
      expect(nextDay!.visitor).not.toBe(landing!.visitor);

      const p = periodOf(new URLSearchParams("period=7d"), new Date("2026-11-22T12:00:00.000Z")).period;
      const before = await dashboardData(database, p);
      expect(before.totals).toMatchObject({ views: 4, visits: 3, visitors: 3 });
      // Days before today are rolled up, each ROLL_UP_GRACE_MS after it ended (its last views may
      // still be on their way); the numbers stay the same, read from analytics_daily. The days are
      // the owner's: November 21 ends at 07:00 UTC in Mountain Time.
      expect(await rollUp(database, new Date("2026-11-22T07:00:05.000Z"))).toBe(1);
      expect((await dashboardData(database, p)).rolledThrough).toBe("2026-11-20");
      expect(await rollUp(database, new Date(Date.parse("2026-11-22T07:00:00.000Z") + ROLL_UP_GRACE_MS))).toBe(1);
      const after = await dashboardData(database, p);
      expect(after.rolledThrough).toBe("2026-11-21");
      expect(after.totals).toEqual(before.totals);
      expect(await periodTotals(database, p)).toEqual(after.totals);
      expect(after.topPages).toEqual(before.topPages);
      expect(after.campaigns).toEqual([{ key: "Newsletter / email / launch", views: 2, visits: 1, visitors: 1 }]);
      expect(after.referrers).toEqual([{ key: "www.google.com", views: 1, visits: 1, visitors: 1 }]);
      expect(after.topArticles.map((r) => r.key)).toEqual([ARTICLE]);
      expect(after.devices.map((r) => r.key).sort()).toEqual(["desktop", "mobile"]);
      expect(after.traffic.find((pt) => pt.bucket === "2026-11-20")?.values).toEqual({ visitors: 2, views: 3 });
      // Rolling again changes nothing; 31 days later the raw rows are gone, the numbers are not.
      expect(await rollUp(database, new Date("2026-11-22T08:00:00.000Z"))).toBe(0);
      await rollUp(database, new Date("2026-12-23T08:00:00.000Z"));
      expect(await database.db.selectFrom("page_views").selectAll().execute()).toHaveLength(0);
      expect((await dashboardData(database, p)).totals).toEqual(before.totals);
    });

    it("attribution: bounded and checked, shown in the funnel, erased with the submission", async () => {
      const now = new Date("2026-11-21T12:00:00.000Z");
      const id = `sub-${dialect}`;
      await database.db
        .insertInto("submissions")
        .values({ id, form: "contact", source: "contact_form", first_name: "Ana", last_name: "Lima", email: "ana@example.com", phone: null, message: "hi", payload: "{}", client_hash: "x", user_agent: null, created_at: now.toISOString() })
        .execute();
      await recordAttribution(database, "submission", id, { ref: "WWW.Google.com", source: "newsletter", medium: "email", campaign: "launch", landing: "/", sentFrom: "/contact", extra: "x".repeat(9999) }, { now });
      await recordAttribution(database, "submission", "other", { source: "<script>", landing: "https://evil.example/", sentFrom: 5 }, { now });
      expect(await attributionOf(database, "submission", id)).toMatchObject({ channel: "newsletter", ref_host: "www.google.com", utm_campaign: "launch", landing_path: "/", sent_from: "/contact" });
      expect(await attributionOf(database, "submission", "other")).toMatchObject({ channel: "direct", utm_source: "", landing_path: "", sent_from: "" });
      await database.db
        .insertInto("orders")
        .values({ id: `order-${dialect}`, product: "strategyCall", amount_cents: 99700, currency: "usd", first_name: "Ana", last_name: "Lima", email: "ana@example.com", submission_id: id, state: "paid", payment_intent_id: null, state_at: null, problem: null, client_hash: "x", created_at: now.toISOString(), updated_at: now.toISOString(), paid_at: now.toISOString() })
        .execute();
      const d = await dashboardData(database, periodOf(new URLSearchParams("period=custom&from=2026-11-15&to=2026-11-22")).period);
      expect(d.totals).toMatchObject({ leads: 1, orders: 1, revenueCents: 99700 });
      expect(await periodTotals(database, d.period)).toEqual(d.totals);
      expect(d.funnel.find((f) => f.channel === "newsletter")).toEqual({ channel: "newsletter", visits: 1, leads: 1, paid: 1 });
      // The owner's CSVs say where each lead and order came from, to sort and count in a spreadsheet.
      const csvOf = async (stream: ReadableStream<Uint8Array>) => (await new Response(stream).text()).split("\r\n").filter(Boolean);
      const subs = await csvOf(submissionsCsv(database, { query: "ana@example.com" }));
      expect(subs[0]).toMatch(/,deliveries,handled_at,channel,ref_host,utm_source,utm_medium,utm_campaign,landing_path,sent_from$/);
      expect(subs[1]).toMatch(new RegExp(`^${id},.*,newsletter,www\\.google\\.com,newsletter,email,launch,/,/contact$`));
      const orders = (await csvOf(ordersCsv(database))).find((l) => l.startsWith(`order-${dialect},`));
      expect(orders).toMatch(new RegExp(`,${id},newsletter,www\\.google\\.com,newsletter,email,launch,/,/contact$`));
      await erasePersonalData(database, "ana@example.com");
      expect(await attributionOf(database, "submission", id)).toBeUndefined();
    });

    it("a form posted without JavaScript: only a same-origin Referer speaks; its channel is its UTM source or 'not known', and the lists agree", async () => {
      const now = new Date("2026-11-21T13:00:00.000Z");
      const origin = "https://site.example";
      const lead = async (id: string, raw: unknown, referer: string | undefined) => {
        await database.db
          .insertInto("submissions")
          .values({ id, form: "contact", source: "contact_form", first_name: "No", last_name: "Script", email: `${id}@example.com`, phone: null, message: "hi", payload: "{}", client_hash: "x", user_agent: null, created_at: now.toISOString() })
          .execute();
        await recordAttribution(database, "submission", id, raw, { now, posted: { referer, origin } });
        return attributionOf(database, "submission", id);
      };
      const tagged = await lead(`nojs-tagged-${dialect}`, undefined, `${origin}/contact?utm_source=Flyer&utm_medium=print&utm_campaign=spring`);
      expect(tagged).toMatchObject({ via: "referer", channel: "flyer", ref_host: "", utm_source: "Flyer", utm_medium: "print", utm_campaign: "spring", landing_path: "/contact", sent_from: "/contact" });
      const plain = await lead(`nojs-plain-${dialect}`, "attribution-as-text", `${origin}/about`);
      expect(plain).toMatchObject({ via: "referer", channel: "not known", ref_host: "", utm_source: "", landing_path: "", sent_from: "/about" });
      expect(await lead(`nojs-foreign-${dialect}`, undefined, "https://evil.example/contact?utm_source=x")).toBeUndefined();
      expect(await lead(`nojs-none-${dialect}`, undefined, undefined)).toBeUndefined();
      // The page's own attribution wins over the Referer.
      expect(await lead(`js-${dialect}`, { ref: "duckduckgo.com", landing: "/", sentFrom: "/contact" }, `${origin}/contact?utm_source=Flyer`)).toMatchObject({
        via: "page",
        channel: "duckduckgo", // a known search engine, by its name (channelOf)
        utm_source: "",
        landing_path: "/",
      });
      // The funnel and the inbox's "not known" hold the untagged post with the leads that have nothing stored.
      const d = await dashboardData(database, periodOf(new URLSearchParams("period=custom&from=2026-11-21&to=2026-11-21")).period);
      expect(d.funnel.find((f) => f.channel === "flyer")?.leads).toBe(1);
      expect(d.funnel.find((f) => f.channel === "not known")?.leads).toBe(3);
      const day = { from: "2026-11-21T13:00:00.000Z", to: "2026-11-21T13:00:00.001Z" };
      expect((await listSubmissions(database, { ...day, channel: "not known" })).map((s) => s.id).sort()).toEqual([`nojs-foreign-${dialect}`, `nojs-none-${dialect}`, `nojs-plain-${dialect}`]);
      expect((await listSubmissions(database, { ...day, channel: "flyer" })).map((s) => s.id)).toEqual([`nojs-tagged-${dialect}`]);
      // And the orders list: an order whose lead was posted untagged is "not known" too.
      for (const [id, lead] of [
        [`order-plain-${dialect}`, `nojs-plain-${dialect}`],
        [`order-tagged-${dialect}`, `nojs-tagged-${dialect}`],
      ] as const)
        await database.db
          .insertInto("orders")
          .values({ id, product: "strategyCall", amount_cents: 99700, currency: "usd", first_name: "No", last_name: "Script", email: `${lead}@example.com`, submission_id: lead, state: "paid", payment_intent_id: null, state_at: null, problem: null, client_hash: "x", created_at: now.toISOString(), updated_at: now.toISOString(), paid_at: now.toISOString() })
          .execute();
      const paid = { paidFrom: day.from, paidTo: day.to };
      expect((await listOrders(database, { ...paid, channel: "not known" })).map((o) => o.id)).toEqual([`order-plain-${dialect}`]);
      expect((await listOrders(database, { ...paid, channel: "flyer" })).map((o) => o.id)).toEqual([`order-tagged-${dialect}`]);
    });

    it("a page view whose link carried a tag the site does not store is kept, without that tag", async () => {
      const own = createAnalytics({ database, trustCountry: false, isCountedPath });
      onTestFinished(() => own.stop());
      const day = new Date("2026-11-22T10:00:00Z");
      const odd = view(paths.disclaimer, { ref: "not a host", source: "newsletter", medium: "a".repeat(101), campaign: 'Black "Friday" <sale>' });
      expect(await own.take({ body: odd, ip: "203.0.113.99", userAgent: UA, cookies, country: undefined, gpc: false }, day)).toEqual({ status: 202, stored: true });
      await own.flush();
      const row = await database.db.selectFrom("page_views").selectAll().where("path", "=", paths.disclaimer).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ utm_source: "newsletter", utm_medium: "", utm_campaign: "" });
    });

    it("API: bad input gets 400 with field errors, a flood 429, never a 5xx", async () => {
      const own = createAnalytics({ database, trustCountry: false, isCountedPath });
      onTestFinished(() => own.stop());
      const rt = { database, analytics: own } as unknown as Services;
      const { origin, close } = await listen(express().use("/api/events", eventsRouter(rt)));
      onTestFinished(close);
      const url = `${origin}/api/events`;
      const post = (body: string, type = "application/json") => fetch(url, { method: "POST", headers: { "content-type": type, "user-agent": UA }, body });
      const bad = await post(JSON.stringify({ path: "x", width: "wide", entry: 1, ref: "not a host", source: "a".repeat(101), evil: 1 }));
      expect(bad.status).toBe(400);
      // The referrer and the tags are not among them: a link's odd tag is left out, not a lost view (below).
      expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["entry", "evil", "path", "width"]);
      expect((await post(JSON.stringify({ ...view(paths.about), source: 5 }))).status).toBe(400);
      expect((await post(JSON.stringify(view("/admin/orders")))).status).toBe(400);
      expect((await post("[1,2]")).status).toBe(400);
      expect((await post("{")).status).toBe(400);
      expect((await post("x".repeat(2000))).status).toBe(413);
      expect((await post("{}", "text/plain")).status).toBe(415);
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 62; i++) statuses.push((last = await post(JSON.stringify(view(paths.about)))).status);
      expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(last?.headers.get("retry-after")).toBe("60");
    });

    it("gives grouped times their day in any zone: by the UTC hour where days start on whole hours, else by the quarter hour", async () => {
      const ids = [`clock-a-${dialect}`, `clock-b-${dialect}`, `clock-c-${dialect}`];
      // India is UTC+05:30: its November 22 runs from 18:30 UTC on the 21st.
      const times = ["2026-11-21T18:29:59.999Z", "2026-11-21T18:30:00.000Z", "2026-11-21T18:44:00.000Z"];
      for (const [i, id] of ids.entries())
        await database.db
          .insertInto("submissions")
          .values({ id, form: "contact", source: "contact_form", first_name: "Clo", last_name: "Ck", email: `${id}@example.com`, phone: null, message: "hi", payload: "{}", client_hash: "x", user_agent: null, created_at: times[i]! })
          .execute();
      const p = { key: "custom" as const, from: "2026-11-20", to: "2026-11-23", unit: "day" as const };
      const grouped = async (clock: ReturnType<typeof ownerClock>) => {
        const stretch = clock.stretch("created_at");
        const rows = await database.db.selectFrom("submissions").select([stretch.as("q"), "id"]).where("id", "in", ids).orderBy("id").execute();
        return clock.daysOf(rows).map((r) => [r.id, r.day]);
      };
      expect(await grouped(ownerClock(p, zoneDays("Asia/Kolkata")))).toEqual([
        [ids[0], "2026-11-21"],
        [ids[1], "2026-11-22"],
        [ids[2], "2026-11-22"],
      ]);
      // Mountain Time: every day starts on a whole UTC hour (11:29 and 11:30 local on the 21st).
      expect(await grouped(ownerClock(p))).toEqual(ids.map((id) => [id, "2026-11-21"]));
      await database.db.deleteFrom("submissions").where("id", "in", ids).execute();
    });

    it("counts on the owner's days: a Utah evening is that day, not the next UTC one; a day already rolled up gets no new rows", async () => {
      const own = createAnalytics({ database, trustCountry: false, isCountedPath });
      onTestFinished(() => own.stop());
      const take = (a: Analytics, path: string, at: string) => a.take({ body: view(path, { entry: true }), ip: "192.0.2.10", userAgent: UA, cookies, country: undefined, gpc: false }, new Date(at));
      // 20:30 on February 10 in Mountain Time (UTC−7) is 03:30 UTC on the 11th.
      expect(await take(own, paths.portfolio, "2027-02-11T03:30:00.000Z")).toEqual({ status: 202, stored: true });
      await own.flush();
      expect(await database.db.selectFrom("page_views").select("day").where("path", "=", paths.portfolio).execute()).toEqual([{ day: "2027-02-10" }]);
      // Two leads: that evening, and five minutes after midnight there.
      for (const [id, at] of [
        [`evening-${dialect}`, "2027-02-11T03:40:00.000Z"],
        [`after-midnight-${dialect}`, "2027-02-11T07:05:00.000Z"],
      ] as const)
        await database.db
          .insertInto("submissions")
          .values({ id, form: "contact", source: "contact_form", first_name: "Eve", last_name: "Ning", email: `${id}@example.com`, phone: null, message: "hi", payload: "{}", client_hash: "x", user_agent: null, created_at: at })
          .execute();
      const on = (day: string) => dashboardData(database, periodOf(new URLSearchParams({ period: "custom", from: day, to: day })).period);
      const tenth = await on("2027-02-10");
      expect(tenth.totals).toMatchObject({ views: 1, leads: 1 });
      expect(tenth.leads.find((pt) => pt.bucket === "2027-02-10")?.values.contact).toBe(1);
      expect(tenth.traffic.find((pt) => pt.bucket === "2027-02-10")?.values.views).toBe(1);
      expect((await on("2027-02-11")).totals).toMatchObject({ views: 0, leads: 1 });
      // The headline's "before" numbers: the same totals, by a lighter way.
      for (const day of ["2027-02-10", "2027-02-11"]) expect(await periodTotals(database, (await on(day)).period)).toEqual((await on(day)).totals);
      // Its links to the leads start and end at the owner's midnights.
      expect(tenth.period).toMatchObject({ from: "2027-02-10", to: "2027-02-10" });
      expect((await listSubmissions(database, { from: "2027-02-10T07:00:00.000Z", to: "2027-02-11T07:00:00.000Z" })).map((r) => r.id)).toEqual([`evening-${dialect}`]);

      // The days changed meaning once (UTC days until 2026-11-27): a view whose owner's day is
      // already rolled up counts on the next day, not on a day nothing reads any more.
      await rollUp(database, new Date("2027-02-11T07:20:00.000Z"));
      expect((await on("2027-02-10")).rolledThrough).toBe("2027-02-10");
      const late = createAnalytics({ database, trustCountry: false, isCountedPath });
      onTestFinished(() => late.stop());
      expect(await take(late, paths.terms, "2027-02-11T04:00:00.000Z")).toEqual({ status: 202, stored: true });
      await late.flush();
      expect(await database.db.selectFrom("page_views").select("day").where("path", "=", paths.terms).execute()).toEqual([{ day: "2027-02-11" }]);
      expect((await on("2027-02-11")).totals.views).toBe(1);
    });

    it("the exports defuse a formula behind a blank or in full width: views.csv, the dashboard's campaigns and funnel, the submissions (issue 45, item 5)", async () => {
      const own = createAnalytics({ database, trustCountry: false, isCountedPath });
      onTestFinished(() => own.stop());
      const at = new Date("2027-03-05T18:00:00.000Z");
      const day = "2027-03-05";
      const formulas = [" =1+1", "\u00a0=1+1", "＝1+1", "；=1", "ｰ1+1"];
      for (const [i, f] of formulas.entries())
        expect(await own.take({ body: view(paths.contact, { entry: true, source: f, medium: "email", campaign: f }), ip: `198.51.100.${50 + i}`, userAgent: UA, cookies, country: undefined, gpc: false }, at)).toEqual({
          status: 202,
          stored: true,
        });
      await own.flush();
      const id = `formula-${dialect}`;
      await database.db
        .insertInto("submissions")
        .values({ id, form: "contact", source: "contact_form", first_name: "For", last_name: "Mula", email: `${id}@example.com`, phone: null, message: "hi", payload: "{}", client_hash: "x", user_agent: null, created_at: at.toISOString() })
        .execute();
      await recordAttribution(database, "submission", id, { source: "＝1+1", medium: " =1+1", campaign: "；=1", landing: "/", sentFrom: "/contact" }, { now: at });

      const p = periodOf(new URLSearchParams({ period: "custom", from: day, to: day })).period;
      const tables = dashboardTables(await dashboardData(database, p));
      // As /admin/dashboard.csv writes a table.
      const table = (name: string) => tables.find((t) => t.id === name)!.rows.map((r) => csvLine(r.map((c) => c.csv ?? c.text))).join("");
      const views = await new Response(viewsCsv(database, viewsQueryOf(new URLSearchParams({ period: "custom", from: day, to: day }), at).query, at)).text();
      const subs = await new Response(submissionsCsv(database, { query: `${id}@example.com` })).text();
      const exports = { views, campaigns: table("campaigns"), funnel: table("funnel"), submissions: subs };
      // A cell that starts, after any blanks, with a formula character (ASCII or full width), unquoted or quoted.
      const live = /(^|,)"?[\s\p{Cf}]*[=+\-@＝＋－＠；ｰ]/mu;
      for (const [name, text] of Object.entries(exports)) expect(text.split("\r\n").filter((l) => live.test(l)), name).toEqual([]);
      for (const f of formulas) expect(views, f).toContain(`'${f}`);
      expect(exports.campaigns).toContain("'＝1+1 / email / ＝1+1");
      expect(exports.funnel).toContain("' =1+1,");
      expect(exports.submissions).toContain(",'＝1+1,' =1+1,'；=1,");
    });
  });
}
