import { sql, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { csvLine } from "#app/lib/csv.ts";
import { checkAttributionField } from "./attribution.server.ts";
import { instantsOf, isDay } from "./dates.ts";
import { periodOf, type Period } from "./dashboard.server.ts";
import { addDays, dayOf, DIMENSIONS, RAW_RETENTION_DAYS, rawKeptFrom, rolledThrough, type Dimension } from "./events.server.ts";
import { dailyOfWords, DEVICES, VIEW_FILTERS, type ViewFilter, type ViewFilters } from "./views-link.ts";
import type { DailyRow, PageViewRow, ViewsPage, ViewsQueryShape } from "./views-types.ts";

export type { DailyRow, PageViewRow, ViewsPage } from "./views-types.ts";

/**
 * /admin/analytics/views: the page views behind a dashboard number (issue 25), newest first.
 *
 * Bounded whatever the data (a year is 1,000,000 page views): a page is one range of an index
 * that ends in (at, id) (migration 0009: one per filter, and (at, id) for none), read from a
 * keyset cursor, never an offset, and at most VIEWS_PAGE_ROWS + 1 rows. A second filter (or
 * "first pages of visits only") is checked on at most VIEWS_SCAN_ROWS rows of the first one's
 * index; if that window ends before the page is full, the page says how far back it looked and
 * the next page goes on from there. Raw rows are deleted after 30 days (once rolled up): those
 * days are listed as their daily totals of the filter's value, one row a day, by the
 * (dim, key, day) index. Nothing personal is read: the visitor hash is never selected.
 */
export const VIEWS_PAGE_ROWS = 50;
export const VIEWS_SCAN_ROWS = 1000;
/** A CSV reads this many rows a page (as the other exports do: export.server.ts). */
export const VIEWS_CSV_PAGE_ROWS = 1000;

/** The index a filter's rows are read by first: the most selective dimensions first. */
const DRIVE_ORDER: readonly ViewFilter[] = ["path", "campaign", "ref", "channel", "country", "device"];

/** The list's query, as the server reads it (its period as periodOf makes it). */
export interface ViewsQuery extends ViewsQueryShape {
  period: Period;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** Channels and campaign keys are made of UTM tags and host names (attribution.server.ts). */
const KEY = /^[\p{L}\p{N} ._~+\-/|:()]+$/u;

function checkFilter(name: ViewFilter, v: string): { value: string } | { error: string } {
  switch (name) {
    case "path":
      return checkAttributionField("landing", v);
    case "ref":
      return checkAttributionField("ref", v);
    case "campaign":
      return v.length <= 306 && KEY.test(v) ? { value: v } : { error: "A campaign as the dashboard shows it: source / medium / campaign." };
    case "channel":
      return v.length <= 253 && KEY.test(v) ? { value: v } : { error: "A channel as the dashboard shows it (a UTM source or a host name)." };
    case "device":
      return (DEVICES as readonly string[]).includes(v) ? { value: v } : { error: `One of ${DEVICES.join(", ")}.` };
    case "country":
      return /^[A-Za-z]{2}$/.test(v) ? { value: v.toUpperCase() } : { error: "Two letters, e.g. BR." };
  }
}

/**
 * Reads the list's address: the dashboard's period parameters (period, from, to), the filters,
 * `visits=1`, and a page's cursor (`before`, or `part=daily` with `before_day`). Every value is
 * checked; what is wrong is a field error (the page answers 400), never a query.
 */
export function viewsQueryOf(params: URLSearchParams, now = new Date()): { query: ViewsQuery; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const { period, error } = periodOf(params, now);
  if (error) fieldErrors.period = error;
  const filters: ViewFilters = {};
  for (const f of VIEW_FILTERS) {
    const v = params.get(f);
    if (!v) continue;
    const c = checkFilter(f, v);
    if ("error" in c) fieldErrors[f] = c.error;
    else if (c.value) filters[f] = c.value;
  }
  const visits = params.get("visits");
  if (visits !== null && visits !== "" && visits !== "0" && visits !== "1") fieldErrors.visits = "1 for the first pages of visits only.";
  const query: ViewsQuery = { period, filters, visitsOnly: visits === "1" };
  const before = params.get("before");
  if (before) {
    const [at = "", id = "", ...rest] = before.split(",");
    if (AT.test(at) && ID.test(id) && !rest.length) query.before = { at, id };
    else fieldErrors.before = "Not a page of this list: start from its first page.";
  }
  const part = params.get("part");
  if (part === "daily") {
    const day = params.get("before_day");
    if (day && !isDay(day)) fieldErrors.before_day = "A day as YYYY-MM-DD.";
    query.daily = day ? { beforeDay: day } : {};
  } else if (part) fieldErrors.part = "Only part=daily.";
  return { query, fieldErrors };
}

const COLUMNS = sql`id, at, path, ref_host, utm_source, utm_medium, utm_campaign, channel, device, country, entry`;
const equals = (f: ViewFilter, v: string): RawBuilder<unknown> => sql`(${DIMENSIONS[f]}) = ${v}`;
const n = (v: unknown) => Number(v ?? 0);

/** The days of the period listed row by row, and those only as daily totals. */
export async function viewsRanges(database: DatabaseHandle, p: Period, now = new Date()) {
  const [mark, keptFrom] = await Promise.all([rolledThrough(database), rawKeptFrom(database)]);
  // Raw rows are deleted once a day is rolled up and older than 30 days (events.server.ts rollUp),
  // or sooner at the table's bound (boundPageViews), which says from which day they are all kept.
  const retained = addDays(dayOf(now), -RAW_RETENTION_DAYS);
  const oldestKept = keptFrom > retained ? keptFrom : retained;
  const dailyThrough = mark < addDays(oldestKept, -1) ? mark : addDays(oldestKept, -1);
  const rawFrom = p.from > dailyThrough ? p.from : addDays(dailyThrough, 1);
  const dailyTo = p.to < dailyThrough ? p.to : dailyThrough;
  return { raw: rawFrom <= p.to ? { from: rawFrom, to: p.to } : null, daily: p.from <= dailyTo ? { from: p.from, to: dailyTo } : null };
}

/**
 * The query of a page of page views over `range`, newest first, after `before` (and of the end
 * of its window, when a second filter is checked on a window of the first one's index).
 */
export function rawPageSql(q: Pick<ViewsQuery, "filters" | "visitsOnly">, range: { from: string; to: string }, before: { at: string; id: string } | undefined, pageRows: number) {
  const drive = DRIVE_ORDER.find((f) => q.filters[f]);
  const residual = VIEW_FILTERS.filter((f) => f !== drive && q.filters[f]).map((f) => equals(f, q.filters[f]!));
  if (q.visitsOnly) residual.push(sql`entry = 1`);
  // ISO timestamps compare as text: [from's midnight, the midnight after `to`), the owner's
  // (app/lib/owner-days.ts), or from the cursor on. One bound a side: given two, SQLite's planner
  // may take another index.
  const { since, until } = instantsOf(range.from, range.to);
  const after = before && before.at < until ? before : undefined;
  const where = sql.join(
    [
      sql`at >= ${since}`,
      // `at <= …` starts the index range at the cursor; the rest breaks ties of the same millisecond.
      ...(after ? [sql`at <= ${after.at}`, sql`(at < ${after.at} or id < ${after.id})`] : [sql`at < ${until}`]),
      ...(drive ? [equals(drive, q.filters[drive]!)] : []),
    ],
    sql` and `,
  );
  const window = (limit: number) => sql`select ${COLUMNS} from page_views where ${where} order by at desc, id desc limit ${limit}`;
  return {
    filtered: residual.length > 0,
    page: residual.length
      ? sql<PageViewRow>`select * from (${window(VIEWS_SCAN_ROWS)}) w where ${sql.join(residual, sql` and `)} order by at desc, id desc limit ${pageRows + 1}`
      : sql<PageViewRow>`${window(pageRows + 1)}`,
    windowEnd: sql<{ at: string; id: string }>`select at, id from page_views where ${where} order by at desc, id desc limit 1 offset ${VIEWS_SCAN_ROWS - 1}`,
  };
}

/** One page of page views over `range`, newest first, after `before`. */
export async function rawPage(
  database: DatabaseHandle,
  q: Pick<ViewsQuery, "filters" | "visitsOnly">,
  range: { from: string; to: string },
  before: { at: string; id: string } | undefined,
  pageRows: number,
): Promise<Pick<ViewsPage, "rows" | "next" | "searchedBack">> {
  const query = rawPageSql(q, range, before, pageRows);
  const found = await query.page.execute(database.db);
  const rows = found.rows.slice(0, pageRows).map((r) => ({ ...r, entry: n(r.entry) }));
  const last = rows.at(-1);
  if (found.rows.length > pageRows && last) return { rows, next: { at: last.at, id: last.id } };
  if (!query.filtered) return { rows };
  // Did the window end at its limit? Then older rows may match: go on from its last row.
  const edge = (await query.windowEnd.execute(database.db)).rows[0];
  return edge ? { rows, next: { at: edge.at, id: edge.id }, searchedBack: edge.at } : { rows };
}

/** What the daily totals of the filters are of: one dimension's value, all page views, or nothing (several filters). */
export function dailyDimension(filters: ViewFilters): { dim: Dimension; key: string } | undefined {
  const set = VIEW_FILTERS.filter((f) => filters[f]);
  if (set.length > 1) return undefined;
  const f = set[0];
  return f ? { dim: f, key: filters[f]! } : { dim: "total", key: "" };
}

/** One page of daily totals over `range`, newest first, of days before `beforeDay`. */
export async function dailyPage(
  database: DatabaseHandle,
  of: { dim: Dimension; key: string },
  range: { from: string; to: string },
  beforeDay: string | undefined,
  pageRows: number,
): Promise<{ rows: DailyRow[]; nextDay?: string }> {
  const q = database.db
    .selectFrom("analytics_daily")
    .select(["day", "views", "visits", "visitors"])
    .where("dim", "=", of.dim)
    .where("key", "=", of.key)
    .where("day", ">=", range.from)
    // One upper bound: given two, SQLite's planner takes the primary key (dim, day, key) and reads every key of each day.
    .where("day", "<=", beforeDay && addDays(beforeDay, -1) < range.to ? addDays(beforeDay, -1) : range.to);
  const found = await q.orderBy("day", "desc").limit(pageRows + 1).execute();
  const rows = found.slice(0, pageRows).map((r) => ({ day: r.day, views: n(r.views), visits: n(r.visits), visitors: n(r.visitors) }));
  return found.length > pageRows ? { rows, nextDay: rows.at(-1)!.day } : { rows };
}

/** One page of the list: page views first (newest first), then, after their last page, the daily totals of older days. */
export async function listViews(database: DatabaseHandle, q: ViewsQuery, { now = new Date(), pageRows = VIEWS_PAGE_ROWS }: { now?: Date; pageRows?: number } = {}): Promise<ViewsPage> {
  const ranges = await viewsRanges(database, q.period, now);
  const page: ViewsPage = { raw: ranges.raw, rows: [], daily: null };
  if (ranges.raw && !q.daily) Object.assign(page, await rawPage(database, q, ranges.raw, q.before, pageRows));
  if (ranges.daily) {
    const of = dailyDimension(q.filters);
    // After the last page of page views, or asked for alone.
    const shown = Boolean(of) && (Boolean(q.daily) || !page.next);
    page.daily = {
      ...ranges.daily,
      dim: of?.dim ?? "total",
      key: of?.key ?? "",
      unavailable: of ? undefined : "Daily totals are kept for one filter at a time: choose one filter to see these days.",
      shown,
      rows: [],
    };
    if (of && shown) Object.assign(page.daily, await dailyPage(database, of, ranges.daily, q.daily?.beforeDay, pageRows));
  }
  return page;
}

export const VIEWS_CSV_HEADER = [
  "Kind",
  "Day",
  "Time (UTC)",
  "Page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Channel",
  "Device",
  "Country",
  "First page of a visit",
  "Page views",
  "Visits",
  "Visitors",
  "Daily total of",
] as const;

/**
 * The list as CSV, streamed a page at a time (each page a bounded query, the next read only
 * when the client has taken this one: export.server.ts): every page view of the period and
 * filters, then the daily totals of the older days. Summing "Page views" gives the dashboard's
 * number; a row of page views has 1 there, and 1 in "Visits" when it began a visit.
 */
export function viewsCsv(database: DatabaseHandle, q: ViewsQuery, now = new Date()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const of = dailyDimension(q.filters);
  let ranges: Awaited<ReturnType<typeof viewsRanges>> | undefined;
  let step: "header" | "raw" | "daily" | "done" = "header";
  let before: { at: string; id: string } | undefined;
  let beforeDay: string | undefined;
  /** The next chunk of lines ("" when a part has nothing), or null at the end. */
  async function next(): Promise<string | null> {
    if (step === "header") {
      ranges = await viewsRanges(database, q.period, now);
      step = ranges.raw ? "raw" : "daily";
      return csvLine(VIEWS_CSV_HEADER);
    }
    if (step === "raw" && ranges?.raw) {
      const page = await rawPage(database, q, ranges.raw, before, VIEWS_CSV_PAGE_ROWS);
      before = page.next;
      if (!before) step = "daily";
      return page.rows
        .map((r) => csvLine(["page view", dayOf(new Date(r.at)), r.at, r.path, r.ref_host, r.utm_source, r.utm_medium, r.utm_campaign, r.channel, r.device, r.country, r.entry ? "yes" : "no", 1, r.entry ? 1 : 0, "", ""]))
        .join("");
    }
    if (step === "daily" && ranges?.daily && of) {
      const page = await dailyPage(database, of, ranges.daily, beforeDay, VIEWS_CSV_PAGE_ROWS);
      beforeDay = page.nextDay;
      if (!beforeDay) step = "done";
      const what = dailyOfWords(of.dim, of.key);
      return page.rows.map((r) => csvLine(["daily total", r.day, "", "", "", "", "", "", "", "", "", "", r.views, r.visits, r.visitors, what])).join("");
    }
    return null;
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const text = await next();
          if (text === null) return controller.close();
          if (text) return controller.enqueue(encoder.encode(text));
          // A window of a second filter held no match: read on, letting other requests run first
          // (SQLite's queries do not yield by themselves).
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
    },
    { highWaterMark: 1 },
  );
}
