import { formIds } from "#app/config/lead-forms.ts";
import { sql } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import { ownerDays, type ZoneDays } from "#app/lib/owner-days.ts";
import { instantsOf } from "./dates.ts";
import { addDays, DIMENSION_FILTER, DIMENSIONS, rolledThrough, type Dimension } from "./events.server.ts";
import { type Period, bucketsOf, bucketOf } from "./period.server.ts";

export { periodOf, bucketsOf, previousOf } from "./period.server.ts";
export type { PeriodKey, Period } from "./period.server.ts";

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

/** The forms counted, in the dashboard's order: the one list of forms (app/config/lead-forms.ts). */
export const FORMS = formIds;
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
