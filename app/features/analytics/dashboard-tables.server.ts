import { dashboardLabel, formIds } from "#app/config/lead-forms.ts";
import { formatUsd } from "#app/lib/price.ts";
import { addDays, instantsOf } from "./dates.ts";
import type { DashboardData, FunnelRow, Period } from "./dashboard.server.ts";
import type { Cell, DashboardTable } from "./dashboard-types.ts";
import { viewsHref, type ViewFilter } from "./views-link.ts";

/**
 * Every table of the dashboard, once: the page renders them (numbers that stand for rows link to
 * the filtered admin list behind them: leads to the inbox, orders and bookings to theirs, page
 * views, visits and visitors to /admin/analytics/views) and /admin/dashboard.csv exports the
 * same cells.
 */
export type { Cell, DashboardTable } from "./dashboard-types.ts";

/** Each form as the dashboard names it (app/config/lead-forms.ts). */
export const formLabels: Record<string, string> = Object.fromEntries(formIds.map((id) => [id, dashboardLabel(id)]));

/** The day bounds of a chart bucket (a day, or a month cut to the period). */
function boundsOf(p: Period, bucket: string): { from: string; to: string } {
  if (p.unit === "day") return { from: bucket, to: bucket };
  const [y, m] = bucket.split("-").map(Number) as [number, number];
  const first = `${bucket}-01`;
  const last = addDays(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`, -1);
  return { from: first < p.from ? p.from : first, to: last > p.to ? p.to : last };
}

/** Query string of the admin lists for a range of the owner's days: [from's midnight, the midnight after `to`). */
const range = (prefix: string, from: string, to: string) => {
  const { since, until } = instantsOf(from, to);
  return `${prefix}from=${since}&${prefix}to=${until}`;
};
const inbox = (from: string, to: string, extra = "") => `/admin/inbox?${range("", from, to)}${extra}`;
const orders = (from: string, to: string, extra = "") => `/admin/orders?${range("paid_", from, to)}${extra}#orders`;
const bookings = (from: string, to: string) => `/admin/orders?${range("booked_", from, to)}#bookings`;

export function dashboardTables(d: DashboardData): DashboardTable[] {
  const p = d.period;
  const whole = { from: p.from, to: p.to };
  // A row of a page-view table: its value, and its number of page views or visits, link to those
  // page views (a visit is its first page view); its visitors are counted from the same rows.
  const traffic = (id: string, title: string, first: string, dim: ViewFilter, rows: DashboardData["topPages"], by: "views" | "visits" = "views") => ({
    id,
    title,
    header: [first, by === "views" ? "Page views" : "Visits", "Visitors"],
    rows: rows.map((r) => {
      const all = viewsHref({ ...whole, filters: { [dim]: r.key } });
      return [{ text: r.key, href: all }, { text: by === "views" ? r.views : r.visits, href: by === "views" ? all : viewsHref({ ...whole, filters: { [dim]: r.key }, visits: true }) }, { text: r.visitors, href: all }];
    }),
  });
  const forms = Object.keys(formLabels);
  return [
    {
      id: "traffic",
      title: "Visitors and page views",
      header: [p.unit === "day" ? "Day" : "Month", "Visitors", "Page views"],
      rows: d.traffic.map((pt) => {
        const views = viewsHref(boundsOf(p, pt.bucket));
        return [{ text: pt.bucket, href: views }, { text: pt.values.visitors ?? 0, href: views }, { text: pt.values.views ?? 0, href: views }];
      }),
    },
    {
      id: "leads",
      title: "Leads by form",
      header: [p.unit === "day" ? "Day" : "Month", ...forms.map((f) => formLabels[f]!)],
      rows: d.leads.map((pt) => {
        const b = boundsOf(p, pt.bucket);
        return [{ text: pt.bucket }, ...forms.map((f) => ({ text: pt.values[f] ?? 0, href: inbox(b.from, b.to, `&form=${f}`) }))];
      }),
    },
    {
      id: "sales",
      title: "Bookings, paid orders and revenue",
      header: [p.unit === "day" ? "Day" : "Month", "Bookings", "Paid orders", "Revenue (USD, gross)"],
      // Revenue is in cents (pt.values.revenue); the CSV writes dollars as a plain decimal.
      rows: d.sales.map((pt) => {
        const b = boundsOf(p, pt.bucket);
        return [
          { text: pt.bucket },
          { text: pt.values.bookings ?? 0, href: bookings(b.from, b.to) },
          { text: pt.values.orders ?? 0, href: orders(b.from, b.to) },
          { text: formatUsd(pt.values.revenue ?? 0), csv: ((pt.values.revenue ?? 0) / 100).toFixed(2), href: orders(b.from, b.to) },
        ];
      }),
    },
    funnelTable(d.funnel, whole),
    traffic("pages", "Top pages", "Page", "path", d.topPages),
    traffic("articles", "Top articles", "Article", "path", d.topArticles),
    traffic("referrers", "Top referrers", "Referrer", "ref", d.referrers, "visits"),
    traffic("campaigns", "Campaigns (source / medium / campaign)", "Campaign", "campaign", d.campaigns, "visits"),
    traffic("devices", "Devices", "Device", "device", d.devices),
    traffic("countries", "Countries (from the proxy's header)", "Country", "country", d.countries, "visits"),
  ];
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** `part` per `whole` as a percentage: "12.5%" on the page, 12.5 in the CSV; none without a `whole`. */
export function rateCell(part: number, whole: number): Cell {
  if (whole <= 0) return { text: "–", csv: "" };
  return { text: percent.format(part / whole), csv: Number(((100 * part) / whole).toFixed(1)) };
}

/**
 * Visits → leads or chats → paid sessions, per channel, with the rate of each step and the
 * whole period's row under them: the question the funnel answers is "which channel turns
 * visitors into paying clients", which counts alone leave to mental arithmetic.
 */
export function funnelTable(funnel: readonly FunnelRow[], whole: { from: string; to: string }): DashboardTable {
  const row = (label: string, r: Omit<FunnelRow, "channel">, c: string, visits: string): Cell[] => [
    { text: label },
    { text: r.visits, href: visits },
    { text: r.leads, href: inbox(whole.from, whole.to, `${c}&leads=1`) },
    { text: r.paid, href: orders(whole.from, whole.to, c) },
    rateCell(r.leads, r.visits),
    rateCell(r.paid, r.leads),
  ];
  const rows = funnel.map((f) => row(f.channel, f, `&channel=${encodeURIComponent(f.channel)}`, viewsHref({ ...whole, filters: { channel: f.channel }, visits: true })));
  const all = funnel.reduce((a, f) => ({ visits: a.visits + f.visits, leads: a.leads + f.leads, paid: a.paid + f.paid }), { visits: 0, leads: 0, paid: 0 });
  // Every channel together: from two channels on (for one it would repeat that one).
  const totalRow = rows.length > 1;
  if (totalRow) rows.push(row(ALL_CHANNELS, all, "", viewsHref({ ...whole, visits: true })));
  return {
    id: "funnel",
    title: "Funnel by channel",
    header: ["Channel", "Visits", "Leads or chats", "Paid sessions", "Visits to leads", "Leads to paid"],
    csvHeader: ["Channel", "Visits", "Leads or chats", "Paid sessions", "Visits to leads (%)", "Leads to paid (%)"],
    rows,
    totalRow,
    note: "Visits count only visitors who allowed analytics; leads and sessions count everyone. Each rate compares two counts of this period, so a visit that sent two forms, a visitor who declined analytics, or a session paid now for a lead sent before can take a rate past 100%. A dash: nothing to compare with.",
  };
}

/** The funnel's last row: every channel together (shown when there are two or more). */
export const ALL_CHANNELS = "All channels";

/** The links of the headline numbers. */
export function headlineLinks(d: DashboardData) {
  const p = d.period;
  return {
    // Visitors are counted from the page views: both lead to them.
    visitors: viewsHref(p),
    views: viewsHref(p),
    leads: inbox(p.from, p.to, "&leads=1"),
    newsletter: inbox(p.from, p.to, "&form=newsletter"),
    bookings: bookings(p.from, p.to),
    orders: orders(p.from, p.to),
  };
}
