import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import type { PageViewTable } from "#app/db/schema.ts";
import { dashboardData, periodOf } from "#app/features/analytics/dashboard.server.ts";
import { dashboardTables, headlineLinks } from "#app/features/analytics/dashboard-tables.server.ts";
import { rollUp } from "#app/features/analytics/events.server.ts";
import { VIEWS_PATH } from "#app/features/analytics/views-link.ts";
import { listViews, rawPageSql, viewsCsv, viewsQueryOf, VIEWS_SCAN_ROWS, type ViewsQuery } from "#app/features/analytics/views.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { queryPlan } from "#tests/support/query-plan.ts";

/**
 * Issue 25: /admin/analytics/views lists the page views behind each dashboard number, on SQLite
 * and PostgreSQL: every linked number equals the rows its list holds (page views, and daily
 * totals of the days older than 30 days); pages follow a keyset cursor without a gap or a
 * repeat; every filter reads its own index; the visitor hash is never read.
 */
const NOW = new Date("2026-11-22T12:00:00.000Z");
const ORIGIN = "http://admin.test";

let seq = 0;
function view(day: string, time: string, over: Partial<PageViewTable> = {}): PageViewTable {
  seq += 1;
  return {
    id: `pv-${String(seq).padStart(5, "0")}`,
    day,
    at: `${day}T${time}Z`,
    path: "/",
    ref_host: "",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    channel: "direct",
    device: "desktop",
    country: "",
    entry: 0,
    visitor: `secret-visitor-hash-${seq}`,
    ...over,
  };
}
const newsletter = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch", channel: "newsletter" };
const google = { ref_host: "www.google.com", channel: "google.com" };

/** Every page of a list (page views, then daily totals), as the page's links walk it. */
async function walk(database: DatabaseHandle, href: string, pageRows = 50) {
  let q = queryOf(href);
  const rows: { id: string; at: string; entry: number }[] = [];
  const days: { day: string; views: number; visits: number }[] = [];
  for (let i = 0; i < 1000; i++) {
    const page = await listViews(database, q, { now: NOW, pageRows });
    rows.push(...page.rows);
    if (page.daily?.shown) days.push(...page.daily.rows);
    if (page.next) q = { ...q, before: page.next };
    else if (page.daily?.nextDay) q = { ...q, before: undefined, daily: { beforeDay: page.daily.nextDay } };
    else return { rows, days, last: page };
  }
  throw new Error("the list did not end");
}

/** The same list with or without "first pages of visits only". */
const visitsHref = (href: string, visits: boolean) => {
  const url = new URL(href, ORIGIN);
  if (visits) url.searchParams.set("visits", "1");
  else url.searchParams.delete("visits");
  return `${url.pathname}?${url.searchParams.toString()}`;
};

function queryOf(href: string): ViewsQuery {
  const url = new URL(href, ORIGIN);
  expect(url.pathname).toBe(VIEWS_PATH);
  const { query, fieldErrors } = viewsQueryOf(url.searchParams, NOW);
  expect(fieldErrors).toEqual({});
  return query;
}

for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`the page views behind the dashboard's numbers, on ${dialect}`, () => {
    let database: DatabaseHandle;
    const all: PageViewTable[] = [];
    beforeAll(async () => {
      const url = dialect === "sqlite" ? `file:${path.join(mkdtempSync(path.join(tmpdir(), "views-")), "site.db")}` : await createDatabase(inject("postgresUrl"), `views_${Date.now()}`);
      database = await openDatabase(url);
      seq = 0;
      // Two days older than 30 days (rolled up, then their rows deleted), yesterday, and today.
      all.push(
        view("2026-10-01", "09:00:00.000", { ...newsletter, entry: 1 }),
        view("2026-10-01", "09:01:00.000", { ...newsletter, path: "/about" }),
        view("2026-10-01", "10:00:00.000", { ...google, entry: 1, device: "mobile", country: "BR" }),
        view("2026-10-02", "10:00:00.000", { path: "/about", entry: 1 }),
        view("2026-11-21", "08:00:00.000", { ...newsletter, entry: 1, country: "BR" }),
        view("2026-11-21", "08:02:00.000", { ...newsletter, path: "/about", country: "BR" }),
        view("2026-11-21", "09:00:00.000", { ...google, path: "/insights/growth", entry: 1, device: "tablet" }),
      );
      // Today: 130 page views, 60 of them in the same millisecond (the cursor breaks ties by id).
      for (let i = 0; i < 70; i++) all.push(view("2026-11-22", `10:${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000`, { path: "/insights/growth", entry: i % 5 === 0 ? 1 : 0 }));
      for (let i = 0; i < 60; i++) all.push(view("2026-11-22", "11:00:00.000", { ...google, path: i % 2 ? "/about" : "/", entry: i % 3 === 0 ? 1 : 0, device: i % 4 ? "desktop" : "mobile" }));
      for (let i = 0; i < all.length; i += 100) await database.db.insertInto("page_views").values(all.slice(i, i + 100)).execute();
      // The hourly roll-up, today: every finished day rolled, raw rows older than 30 days deleted.
      await rollUp(database, NOW);
      expect((await database.db.selectFrom("page_views").select("day").distinct().orderBy("day").execute()).map((r) => r.day)).toEqual(["2026-11-21", "2026-11-22"]);
    });
    afterAll(async () => database?.close());

    const period = "period=custom&from=2026-09-25&to=2026-11-22";
    const kept = () => all.filter((v) => v.day >= "2026-11-21");
    const newestFirst = (rows: PageViewTable[]) => [...rows].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((r) => r.id);

    it("the whole period: page views newest first, 50 a page, no gap and no repeat; then the older days as daily totals", async () => {
      const first = await listViews(database, queryOf(`${VIEWS_PATH}?${period}`), { now: NOW });
      expect(first.raw).toEqual({ from: "2026-10-23", to: "2026-11-22" });
      expect(first.rows).toHaveLength(50);
      expect(first.next).toBeDefined();
      expect(first.daily).toMatchObject({ from: "2026-09-25", to: "2026-10-22", dim: "total", key: "", shown: false, rows: [] });
      expect(JSON.stringify(first)).not.toContain("secret-visitor-hash");
      const { rows, days, last } = await walk(database, `${VIEWS_PATH}?${period}`);
      expect(rows.map((r) => r.id)).toEqual(newestFirst(kept()));
      expect(days).toEqual([
        { day: "2026-10-02", views: 1, visits: 1, visitors: 1 },
        { day: "2026-10-01", views: 3, visits: 2, visitors: 3 },
      ]);
      expect(last.daily?.shown).toBe(true);
      // Daily totals a page at a time too.
      expect((await walk(database, `${VIEWS_PATH}?${period}&part=daily`, 1)).days.map((d) => d.day)).toEqual(["2026-10-02", "2026-10-01"]);
    });

    it("each filter lists exactly its rows, and its older days' totals of that value", async () => {
      const cases: [string, (v: PageViewTable) => boolean, { day: string; views: number }[]][] = [
        ["path=%2Fabout", (v) => v.path === "/about", [{ day: "2026-10-02", views: 1 }, { day: "2026-10-01", views: 1 }]],
        ["campaign=newsletter+%2F+email+%2F+launch", (v) => v.utm_source === "newsletter", [{ day: "2026-10-01", views: 2 }]],
        ["ref=www.google.com", (v) => v.ref_host === "www.google.com", [{ day: "2026-10-01", views: 1 }]],
        ["channel=google.com", (v) => v.channel === "google.com", [{ day: "2026-10-01", views: 1 }]],
        ["device=tablet", (v) => v.device === "tablet", []],
        ["country=br", (v) => v.country === "BR", [{ day: "2026-10-01", views: 1 }]],
        ["path=%2F&visits=1", (v) => v.path === "/" && v.entry === 1, [{ day: "2026-10-01", views: 2 }]],
      ];
      for (const [filter, keep, daily] of cases) {
        const { rows, days } = await walk(database, `${VIEWS_PATH}?${period}&${filter}`, 7);
        expect(rows.map((r) => r.id), filter).toEqual(newestFirst(kept().filter(keep)));
        expect(days.map((d) => ({ day: d.day, views: d.views })), filter).toEqual(daily);
      }
    });

    it("several filters: the rows that match all; the older days cannot be shown (totals keep one dimension), and the page says so", async () => {
      const href = `${VIEWS_PATH}?${period}&path=%2Fabout&device=desktop&visits=1`;
      const { rows, last } = await walk(database, href, 5);
      expect(rows.map((r) => r.id)).toEqual(newestFirst(kept().filter((v) => v.path === "/about" && v.device === "desktop" && v.entry === 1)));
      expect(rows.length).toBeGreaterThan(0);
      expect(last.daily).toMatchObject({ shown: false, rows: [], unavailable: expect.stringContaining("one filter at a time") });
    });

    it("a second filter is checked on a bounded window of the first one's index: past it, the page says how far it looked and goes on", async () => {
      const extra: PageViewTable[] = [];
      // Two tablet views, then more desktop views of the same page than a window holds (the
      // owner's November 22 begins at 07:00 UTC).
      extra.push(view("2026-11-22", "08:00:00.000", { path: "/window", device: "tablet" }), view("2026-11-22", "08:00:01.000", { path: "/window", device: "tablet" }));
      for (let i = 0; i < VIEWS_SCAN_ROWS + 20; i++) extra.push(view("2026-11-22", `09:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.${String(Math.floor(i / 3600)).padStart(3, "0")}`, { path: "/window" }));
      for (let i = 0; i < extra.length; i += 200) await database.db.insertInto("page_views").values(extra.slice(i, i + 200)).execute();
      const q = queryOf(`${VIEWS_PATH}?period=custom&from=2026-11-22&to=2026-11-22&path=%2Fwindow&device=tablet`);
      const first = await listViews(database, q, { now: NOW });
      expect(first.rows).toEqual([]);
      expect(first.searchedBack).toBeDefined();
      expect(first.next).toBeDefined();
      const second = await listViews(database, { ...q, before: first.next }, { now: NOW });
      expect(second.rows.map((r) => r.id)).toEqual(newestFirst(extra.slice(0, 2)));
      expect(second.next).toBeUndefined();
      await database.db.deleteFrom("page_views").where("path", "=", "/window").execute();
    });

    it("every page-view number of the dashboard links to a list that holds exactly that many rows", async () => {
      const p = periodOf(new URLSearchParams(period), NOW).period;
      const d = await dashboardData(database, p);
      const links = headlineLinks(d);
      expect(links.views).toBe(links.visitors);
      const everything = await walk(database, links.views);
      expect(everything.rows.length + everything.days.reduce((a, x) => a + x.views, 0)).toBe(d.totals.views);
      let checked = 0;
      for (const t of dashboardTables(d)) {
        if (!["traffic", "pages", "articles", "referrers", "campaigns", "devices", "countries", "funnel"].includes(t.id)) continue;
        const col = t.header.findIndex((h) => h === "Page views" || h === "Visits");
        for (const row of t.rows) {
          const cell = row[col]!;
          expect(cell.href, `${t.id} ${row[0]!.text}`).toMatch(/^\/admin\/analytics\/views\?/);
          // The row's own name, and its visitors, lead to its page views (all of them, for a row of visits).
          if (t.id !== "funnel") expect(row[0]!.href).toBe(visitsHref(cell.href!, false));
          if (t.id !== "funnel") expect(row.at(-1)!.href).toBe(visitsHref(cell.href!, false));
          const visits = cell.href!.includes("visits=1");
          const { rows, days } = await walk(database, cell.href!);
          const total = rows.length + days.reduce((a, x) => a + (visits ? x.visits : x.views), 0);
          expect(total, `${t.id} ${row[0]!.text}: ${cell.href}`).toBe(Number(cell.text));
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });

    it("CSV: every page view of the list, then the older days' totals; no visitor hash; the page views add up to the dashboard's number", async () => {
      const read = async (href: string) => new Response(viewsCsv(database, queryOf(href), NOW)).text();
      const text = await read(`${VIEWS_PATH}?${period}&path=%2Fabout`);
      const lines = text.trimEnd().split("\r\n");
      expect(lines[0]).toBe("Kind,Day,Time (UTC),Page,Referrer,UTM source,UTM medium,UTM campaign,Channel,Device,Country,First page of a visit,Page views,Visits,Visitors,Daily total of");
      const aboutKept = kept().filter((v) => v.path === "/about");
      expect(lines.filter((l) => l.startsWith("page view,"))).toHaveLength(aboutKept.length);
      expect(lines.slice(-2)).toEqual(["daily total,2026-10-02,,,,,,,,,,,1,1,1,Page: /about", "daily total,2026-10-01,,,,,,,,,,,1,0,1,Page: /about"]);
      expect(text).not.toContain("secret-visitor-hash");
      const sum = lines.slice(1).reduce((a, l) => a + Number(l.split(",")[12]), 0);
      const d = await dashboardData(database, periodOf(new URLSearchParams(period), NOW).period);
      expect(sum).toBe(d.topPages.find((r) => r.key === "/about")?.views);
      // Over a thousand rows: read a page at a time, all of them.
      const big: PageViewTable[] = [];
      for (let i = 0; i < 1500; i++) big.push(view("2026-11-22", `08:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.${String(Math.floor(i / 3600)).padStart(3, "0")}`, { path: "/big" }));
      for (let i = 0; i < big.length; i += 250) await database.db.insertInto("page_views").values(big.slice(i, i + 250)).execute();
      const bigText = await read(`${VIEWS_PATH}?period=custom&from=2026-11-22&to=2026-11-22&path=%2Fbig`);
      expect(bigText.trimEnd().split("\r\n")).toHaveLength(1501);
      expect((await read(`${VIEWS_PATH}?period=custom&from=2026-11-22&to=2026-11-22&path=%2Fbig&device=mobile`)).trimEnd().split("\r\n")).toHaveLength(1);
      await database.db.deleteFrom("page_views").where("path", "=", "/big").execute();
    });

    it("each filter, and none, reads its own index: a page is one index range, not a scan", async () => {
      const range = { from: "2026-10-23", to: "2026-11-22" };
      const before = { at: "2026-11-22T11:00:00.000Z", id: "pv-00100" };
      const cases: [string, Partial<Record<string, string>>, string][] = [
        ["none", {}, "page_views_at"],
        ["path", { path: "/about" }, "page_views_path"],
        ["ref", { ref: "www.google.com" }, "page_views_ref"],
        ["campaign", { campaign: "newsletter / email / launch" }, "page_views_campaign"],
        ["channel", { channel: "google.com" }, "page_views_channel"],
        ["device", { device: "mobile" }, "page_views_device"],
        ["country", { country: "BR" }, "page_views_country"],
        ["path and device", { path: "/about", device: "mobile" }, "page_views_path"],
      ];
      const plans = (query: ReturnType<typeof sql>) => queryPlan(database, query);
      for (const [name, filters, index] of cases) {
        for (const cursor of [undefined, before]) {
          const q = rawPageSql({ filters, visitsOnly: name === "none" && Boolean(cursor) }, range, cursor, 50);
          const plan = await plans(q.page);
          expect(plan, `${name}: ${plan}`).toContain(index);
          // Read in the index's order: nothing sorted.
          expect(plan, `${name}: ${plan}`).not.toMatch(/TEMP B-TREE|Sort/);
          if (q.filtered) expect(await plans(q.windowEnd), name).toContain(index);
        }
      }
      const daily = await plans(
        sql`select day, views, visits, visitors from analytics_daily where dim = ${"path"} and key = ${"/about"} and day >= ${"2026-01-01"} and day <= ${"2026-10-01"} order by day desc limit ${51}`,
      );
      expect(daily).toContain("analytics_daily_key");
      expect(daily).not.toMatch(/TEMP B-TREE|Sort/);
    });
  });
}

describe("the list's address: bad input is a field error, never a query", () => {
  const check = (qs: string) => viewsQueryOf(new URLSearchParams(qs), NOW);

  it("reads the dashboard's periods, the filters and the cursors", () => {
    expect(check("period=7d").query).toMatchObject({ period: { from: "2026-11-16", to: "2026-11-22" }, filters: {}, visitsOnly: false });
    expect(check("period=custom&from=2026-11-01&to=2026-11-02&path=/a&ref=WWW.Google.com&country=br&device=tablet&channel=not known&campaign=a / b / &visits=1&before=2026-11-02T10:00:00.000Z,pv-1").query).toEqual({
      period: { key: "custom", from: "2026-11-01", to: "2026-11-02", unit: "day" },
      filters: { path: "/a", ref: "www.google.com", country: "BR", device: "tablet", channel: "not known", campaign: "a / b / " },
      visitsOnly: true,
      before: { at: "2026-11-02T10:00:00.000Z", id: "pv-1" },
    });
    expect(check("part=daily&before_day=2026-10-02").query.daily).toEqual({ beforeDay: "2026-10-02" });
    // Empty fields of the filter form are no filter.
    expect(check("path=&ref=&device=&visits=").query.filters).toEqual({});
  });

  it("names every wrong value", () => {
    const { fieldErrors } = check(
      `period=custom&from=2026-02-30&to=x&path=https://evil.example/&ref=not a host&campaign=<script>&channel=${"c".repeat(300)}&device=phone&country=BRA&visits=yes&before=x&part=all`,
    );
    expect(Object.keys(fieldErrors).sort()).toEqual(["before", "campaign", "channel", "country", "device", "part", "path", "period", "ref", "visits"]);
    expect(Object.keys(check("part=daily&before_day=2026-13-01").fieldErrors)).toEqual(["before_day"]);
    // Days no Date can print (they once threw: a 500).
    expect(check("period=custom&from=2026-13-01&to=2026-13-02").fieldErrors).toEqual({ period: "Give both days as YYYY-MM-DD." });
    expect(check("period=custom&from=9999-99-99&to=2026-11-01").query.period).toMatchObject({ key: "30d" });
    expect(Object.keys(check(`before=2026-11-02T10:00:00.000Z,${"x".repeat(65)}`).fieldErrors)).toEqual(["before"]);
    expect(Object.keys(check("before=2026-11-02T10:00:00.000Z,a,b").fieldErrors)).toEqual(["before"]);
    expect(Object.keys(check(`path=/${"p".repeat(400)}`).fieldErrors)).toEqual(["path"]);
  });
});
