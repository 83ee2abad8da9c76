import { sql } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import { ownerDays, type ZoneDays } from "#app/lib/owner-days.ts";
import { instantsOf, inOwnerYears, isDay, OWNER_YEARS } from "./dates";
import { addDays, dayOf, DIMENSION_FILTER, DIMENSIONS, rolledThrough, type Dimension } from "./events.server";

/**
 * The owner's dashboard (issue 25): every number is one aggregate query over an index. Traffic
 * reads analytics_daily for rolled-up days and the raw page_views only for the days not rolled
 * yet (today, and whatever the roll-up has not reached), so a year reads a few thousand rows.
 * "Visitors" over several days is the sum of each day's visitors: the hash changes every day,
 * so the same person on two days counts twice (docs/decisions/023).
 */
export type PeriodKey = "7d" | "30d" | "12m" | "custom";
export interface Period {
  key: PeriodKey;
  /** First and last day, inclusive: the owner's days (app/lib/owner-days.ts). */
  from: string;
  to: string;
  /** Buckets of the charts: days, or months for spans over 62 days. */
  unit: "day" | "month";
}

export function periodOf(params: URLSearchParams, now = new Date()): { period: Period; error?: string } {
  const today = dayOf(now);
  const key = params.get("period") ?? "30d";
  const make = (k: PeriodKey, from: string, to: string): Period => ({ key: k, from, to, unit: Date.parse(to) - Date.parse(from) > 62 * 86_400_000 ? "month" : "day" });
  if (key === "7d") return { period: make("7d", addDays(today, -6), today) };
  // Twelve calendar months: this one so far and the eleven before it (from the 1st of the month
  // eleven months back), so each month's bar is a whole month but this one, and none is a 13th.
  if (key === "12m") {
    const [y, m] = today.split("-").map(Number) as [number, number];
    return { period: make("12m", new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10), today) };
  }
  if (key === "custom") {
    const from = params.get("from");
    const to = params.get("to");
    // isDay: a day no Date can print (2026-13-01) once threw here, a 500 for a typed address.
    if (!isDay(from) || !isDay(to)) return { period: make("30d", addDays(today, -29), today), error: "Give both days as YYYY-MM-DD." };
    if (!inOwnerYears(from) || !inOwnerYears(to)) return { period: make("30d", addDays(today, -29), today), error: `Days from ${OWNER_YEARS.first} to ${OWNER_YEARS.last}.` };
    if (from > to) return { period: make("30d", addDays(today, -29), today), error: "The first day must not be after the last." };
    if (Date.parse(to) - Date.parse(from) > 3 * 366 * 86_400_000) return { period: make("30d", addDays(today, -29), today), error: "At most three years." };
    return { period: make("custom", from, to) };
  }
  // A mistyped period is said (the page shows the last 30 days with the message; a CSV refuses).
  if (key !== "30d") return { period: make("30d", addDays(today, -29), today), error: "The period is one of 7d, 30d, 12m or custom (with from and to)." };
  return { period: make("30d", addDays(today, -29), today) };
}

/** Every bucket of the period, in order (so a chart shows quiet days as zero). */
export function bucketsOf(p: Period): string[] {
  const out: string[] = [];
  if (p.unit === "day") for (let d = p.from; d <= p.to; d = addDays(d, 1)) out.push(d);
  else {
    let [y, m] = p.from.split("-").map(Number) as [number, number];
    const last = p.to.slice(0, 7);
    for (;;) {
      const k = `${y}-${String(m).padStart(2, "0")}`;
      out.push(k);
      if (k >= last) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
  }
  return out;
}
const bucketOf = (p: Period, day: string) => (p.unit === "day" ? day : day.slice(0, 7));

export interface TrafficRow {
  key: string;
  views: number;
  visits: number;
  visitors: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** One dimension over the period: rolled-up days plus the raw rows of days not rolled yet. */
async function traffic(database: DatabaseHandle, p: Period, dim: Dimension, mark: string): Promise<{ day: string; key: string; views: number; visits: number; visitors: number }[]> {
  const base = database.db
    .selectFrom("analytics_daily")
    .where("dim", "=", dim)
    .where("day", ">=", p.from)
    .where("day", "<=", p.to)
    .where("day", "<=", mark);
  // The chart needs each day; the top lists only each value's sums (a few dozen rows for a year).
  const rolled =
    dim === "total"
      ? await base.select(["day", "key", "views", "visits", "visitors"]).execute()
      : await base
          .select((eb) => [
            sql<string>`''`.as("day"),
            "key",
            eb.fn.sum<number>("views").as("views"),
            eb.fn.sum<number>("visits").as("visits"),
            eb.fn.sum<number>("visitors").as("visitors"),
          ])
          .groupBy("key")
          .execute();
  const key = DIMENSIONS[dim];
  const filter = DIMENSION_FILTER[dim];
  const raw = await sql<{ day: string; key: string; views: number; visits: number; visitors: number }>`
    select day, ${key} as key, count(*) as views, coalesce(sum(entry), 0) as visits, count(distinct visitor) as visitors
    from page_views where day >= ${p.from} and day <= ${p.to} and day > ${mark} ${filter ? sql`and ${filter}` : sql``}
    group by ${dim === "total" ? sql`day` : sql`day, ${key}`}`.execute(database.db);
  return [...rolled, ...raw.rows].map((r) => ({ day: r.day, key: r.key, views: n(r.views), visits: n(r.visits), visitors: n(r.visitors) }));
}

function topOf(rows: { key: string; views: number; visits: number; visitors: number }[], limit: number, by: "views" | "visits" = "views"): TrafficRow[] {
  const m = new Map<string, TrafficRow>();
  for (const r of rows) {
    const t = m.get(r.key) ?? { key: r.key, views: 0, visits: 0, visitors: 0 };
    t.views += r.views;
    t.visits += r.visits;
    t.visitors += r.visitors;
    m.set(r.key, t);
  }
  return [...m.values()].sort((a, b) => b[by] - a[by] || a.key.localeCompare(b.key)).slice(0, limit);
}

export interface SeriesPoint {
  bucket: string;
  values: Record<string, number>;
}

function series(p: Period, names: string[], add: (acc: Map<string, Record<string, number>>) => void): SeriesPoint[] {
  const acc = new Map<string, Record<string, number>>(bucketsOf(p).map((b) => [b, Object.fromEntries(names.map((k) => [k, 0]))]));
  add(acc);
  return [...acc.entries()].map(([bucket, values]) => ({ bucket, values }));
}

/**
 * The period's owner's days, and how to give a stored time its day. Submissions, bookings and
 * orders are grouped in SQL by a stretch of UTC time that never straddles two of those days,
 * and each group is given its day here by bisection among the day starts (ISO strings compare
 * as time does). The stretch is the UTC hour when every day of the period starts on a whole UTC
 * hour (Mountain Time, and most zones, summer time included), else the quarter hour, the finest
 * step any zone's offset takes. Either way never more groups than rows. `zone`: the owner's;
 * another only in tests.
 */
export function ownerClock(p: Period, zone: ZoneDays = ownerDays) {
  const days: string[] = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) days.push(d);
  const starts = days.map((d) => zone.dayStart(d));
  const hourly = starts.every((s) => s.slice(14, 16) === "00");
  return {
    /** `2026-11-22T03` (an hour), or `2026-11-22T03:1` (its second quarter). */
    stretch: (column: "created_at" | "paid_at") =>
      hourly ? sql<string>`substr(${sql.ref(column)}, 1, 13)` : sql<string>`substr(${sql.ref(column)}, 1, 14) || cast(cast(substr(${sql.ref(column)}, 15, 2) as integer) / 15 as text)`,
    /** Each group with its owner's day in place of its stretch. */
    daysOf<R extends { q: string }>(rows: R[]): (Omit<R, "q"> & { day: string })[] {
      return rows.map(({ q, ...rest }) => {
        const at = hourly ? `${q}:00:00.000Z` : `${q.slice(0, 13)}:${String(Number(q.slice(14)) * 15).padStart(2, "0")}:00.000Z`;
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        return { ...rest, day: days[lo]! };
      });
    },
  };
}

export interface FunnelRow {
  channel: string;
  visits: number;
  leads: number;
  paid: number;
}

export const FORMS = ["contact", "get_in_touch", "chat", "portfolio_request", "strategy_lead", "newsletter"] as const;
/** Order states that were paid (whatever came after: refunds and disputes are counted as paid here, gross). */
const PAID = ["paid", "partially_refunded", "refunded", "disputed", "dispute_lost"] as const;

/** A lead without attribution, and one whose no-JavaScript post told no source, share the funnel's "not known" row. */
const unknown = sql.lit(UNKNOWN_CHANNEL);

/** `mark`: the last rolled-up day, when the caller read it already (the dashboard reads it once for this period and the one before). */
export async function dashboardData(database: DatabaseHandle, p: Period, mark?: string) {
  mark ??= await rolledThrough(database);
  const { since, until } = instantsOf(p.from, p.to);
  const t = (d: Dimension) => traffic(database, p, d, mark);
  const [total, paths, refs, campaigns, channels, devices, countries] = await Promise.all([t("total"), t("path"), t("ref"), t("campaign"), t("channel"), t("device"), t("country")]);
  const clock = ownerClock(p);
  const created = clock.stretch("created_at");
  const leadRows = clock.daysOf(
    await database.db
      .selectFrom("submissions")
      .select([created.as("q"), "form", (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .groupBy([created, "form"])
      .execute(),
  );
  const bookingRows = clock.daysOf(
    await database.db
      .selectFrom("bookings")
      .select([created.as("q"), (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .groupBy(created)
      .execute(),
  );
  const paid = clock.stretch("paid_at");
  const orderRows = clock.daysOf(
    await database.db
      .selectFrom("orders")
      .select([paid.as("q"), (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("amount_cents").as("cents")])
      .where("paid_at", ">=", since)
      .where("paid_at", "<", until)
      .where("state", "in", PAID)
      .groupBy(paid)
      .execute(),
  );
  const leadChannels = await database.db
    .selectFrom("submissions as s")
    .leftJoin("attributions as a", (j) => j.onRef("a.subject_id", "=", "s.id").on("a.subject", "=", "submission"))
    .select([sql<string>`coalesce(a.channel, ${unknown})`.as("channel"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("s.created_at", ">=", since)
    .where("s.created_at", "<", until)
    .where("s.form", "<>", "newsletter")
    .groupBy(sql`coalesce(a.channel, ${unknown})`)
    .execute();
  const paidChannels = await database.db
    .selectFrom("orders as o")
    .leftJoin("attributions as a", (j) => j.onRef("a.subject_id", "=", "o.submission_id").on("a.subject", "=", "submission"))
    .select([sql<string>`coalesce(a.channel, ${unknown})`.as("channel"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("o.paid_at", ">=", since)
    .where("o.paid_at", "<", until)
    .where("o.state", "in", PAID)
    .groupBy(sql`coalesce(a.channel, ${unknown})`)
    .execute();

  const traffic_ = series(p, ["visitors", "views"], (acc) => {
    for (const r of total) {
      const v = acc.get(bucketOf(p, r.day));
      if (v) {
        v.visitors! += r.visitors;
        v.views! += r.views;
      }
    }
  });
  const leads = series(p, [...FORMS], (acc) => {
    for (const r of leadRows) {
      const v = acc.get(bucketOf(p, r.day));
      if (v && r.form in v) v[r.form]! += n(r.n);
    }
  });
  const sales = series(p, ["bookings", "orders", "revenue"], (acc) => {
    for (const r of bookingRows) {
      const v = acc.get(bucketOf(p, r.day));
      if (v) v.bookings! += n(r.n);
    }
    for (const r of orderRows) {
      const v = acc.get(bucketOf(p, r.day));
      if (v) {
        v.orders! += n(r.n);
        v.revenue! += n(r.cents);
      }
    }
  });

  const funnel = new Map<string, FunnelRow>();
  const row = (c: string) => funnel.get(c) ?? (funnel.set(c, { channel: c, visits: 0, leads: 0, paid: 0 }).get(c) as FunnelRow);
  for (const c of topOf(channels, 1000, "visits")) row(c.key).visits = c.visits;
  for (const c of leadChannels) row(c.channel).leads = n(c.n);
  for (const c of paidChannels) row(c.channel).paid = n(c.n);

  return {
    period: p,
    rolledThrough: mark,
    totals: totalsOf(total, leadRows, bookingRows, orderRows),
    traffic: traffic_,
    leads,
    sales,
    topPages: topOf(paths, 10),
    topArticles: topOf(
      paths.filter((r) => r.key.startsWith("/insights/")),
      10,
    ),
    referrers: topOf(refs, 10, "visits"),
    campaigns: topOf(campaigns, 10, "visits"),
    devices: topOf(devices, 3),
    countries: topOf(countries, 10, "visits"),
    funnel: [...funnel.values()].sort((a, b) => b.visits - a.visits || b.leads - a.leads || b.paid - a.paid || a.channel.localeCompare(b.channel)),
  };
}

export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;
export type DashboardTotals = ReturnType<typeof totalsOf>;

const sumOf = <R>(rows: readonly R[], value: (r: R) => unknown) => rows.reduce((a, r) => a + n(value(r)), 0);

/**
 * The headline numbers from a period's rows, whichever way they were grouped (by day for the
 * period shown, not at all for the days before it): the one definition of each.
 */
function totalsOf(
  total: readonly { views: number; visits: number; visitors: number }[],
  forms: readonly { form: string; n: unknown }[],
  bookings: readonly { n: unknown }[],
  orders: readonly { n: unknown; cents: unknown }[],
) {
  const known = new Set<string>(FORMS);
  const leadsOf = (keep: (form: string) => boolean) => sumOf(forms.filter((r) => known.has(r.form) && keep(r.form)), (r) => r.n);
  return {
    visitors: sumOf(total, (r) => r.visitors),
    views: sumOf(total, (r) => r.views),
    visits: sumOf(total, (r) => r.visits),
    leads: leadsOf((f) => f !== "newsletter"),
    newsletter: leadsOf((f) => f === "newsletter"),
    bookings: sumOf(bookings, (r) => r.n),
    orders: sumOf(orders, (r) => r.n),
    revenueCents: sumOf(orders, (r) => r.cents),
  };
}

/**
 * The period just before `p`, of as many days: what the headline numbers are compared with
 * ("the 30 days before"; for "12 months", the 365 or so days before its first day).
 */
export function previousOf(p: Period): Period {
  const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
  const from = addDays(p.from, -days);
  const to = addDays(p.from, -1);
  return { key: "custom", from, to, unit: p.unit };
}

/**
 * A period's headline numbers alone (totalsOf, as the dashboard's), for the days before the
 * period shown: the total traffic and three counts, none grouped by day.
 */
export async function periodTotals(database: DatabaseHandle, p: Period, mark?: string): Promise<DashboardTotals> {
  mark ??= await rolledThrough(database);
  const { since, until } = instantsOf(p.from, p.to);
  const [total, forms, bookings, orders] = await Promise.all([
    traffic(database, p, "total", mark),
    database.db
      .selectFrom("submissions")
      .select(["form", (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .groupBy("form")
      .execute(),
    database.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .execute(),
    database.db
      .selectFrom("orders")
      .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("amount_cents").as("cents")])
      .where("paid_at", ">=", since)
      .where("paid_at", "<", until)
      .where("state", "in", PAID)
      .execute(),
  ]);
  return totalsOf(total, forms, bookings, orders);
}
