import type { ChangeEvent, ReactNode } from "react";
import { buttonClass } from "#app/ui/button.ts";
import { Form, Link, redirect } from "react-router";
import { useFormFollowsAddress } from "#app/features/admin/form-follows-address.ts";
import { AdminShell, DeliveryTrouble } from "#app/features/admin/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { BarChart, TotalsChart } from "#app/features/analytics/charts.tsx";
import { dashboardData, periodOf, periodTotals, previousOf } from "#app/features/analytics/dashboard.server.ts";
import { rolledThrough } from "#app/features/analytics/events.server.ts";
import { dashboardTables, headlineLinks } from "#app/features/analytics/dashboard-tables.server.ts";
import type { DashboardTable } from "#app/features/analytics/dashboard-types.ts";
import { formatUsd } from "#app/lib/price.ts";
import { changeOf } from "#app/features/analytics/change.ts";
import { countDeliveriesByState, countNewLeads } from "#app/infra/repository.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.dashboard";
import { fieldClass } from "#app/ui/field.ts";
import { ownerZoneName } from "#app/lib/owner-days.ts";
import { currentChecklist } from "#app/features/launch/current.server.ts";
import { LaunchBadge } from "#app/features/launch/launch-badge.tsx";

/**
 * /admin: what brings leads and sales (issue 25). The inbox is one step down (/admin/inbox); its
 * old address with a filter (/admin?form=…, /admin?q=…) still leads there.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  if (url.searchParams.has("form") || url.searchParams.has("q")) throw redirect(`/admin/inbox${url.search}`);
  const { period, error } = periodOf(url.searchParams);
  const previousPeriod = previousOf(period);
  // One reading of the last rolled-up day for both periods: the same mark, one query.
  const mark = await rolledThrough(services().database);
  const [data, previous, deliveries, newLeads] = await Promise.all([
    dashboardData(services().database, period, mark),
    periodTotals(services().database, previousPeriod, mark),
    countDeliveriesByState(services().database),
    countNewLeads(services().database),
  ]);
  // The CSVs are of the period shown: a refused one (a mistyped or too long custom period) is
  // shown as the last 30 days, and so is its CSV (its own address would answer 400).
  const shown = new URLSearchParams(period.key === "custom" ? { period: "custom", from: period.from, to: period.to } : { period: period.key });
  return {
    period,
    error,
    totals: data.totals,
    previous: { from: previousPeriod.from, to: previousPeriod.to, totals: previous },
    rolledThrough: data.rolledThrough,
    tables: dashboardTables(data),
    links: headlineLinks(data),
    query: shown.toString(),
    trouble: { failed: deliveries.failed ?? 0, retrying: deliveries.retrying },
    newLeads,
    launch: launchCounts(),
  };
}

/** The launch checklist's counts for the badge (issue 47). */
function launchCounts() {
  const svc = services();
  const items = currentChecklist(svc.cfg, svc.secretSharing);
  return { failing: items.filter((i) => i.status === "fail").length, open: items.filter((i) => i.status !== "ok").length };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Dashboard" }, { name: "robots", content: "noindex, nofollow" }];

const periods = [
  { key: "7d", label: "7 days" },
  { key: "30d", label: "30 days" },
  { key: "12m", label: "12 months" },
  { key: "custom", label: "From … to" },
];

/**
 * What each table will show, and when, said in place of a table of zeros (issue 48: 30 rows of
 * underlined zeros read as a broken page).
 */
const emptyStates: Record<string, string> = {
  traffic: "No visits in this period yet. Each day's visitors and page views appear here as people open the public pages (your own visits are left out once this browser is excluded).",
  leads: "No leads or chats in this period yet. Each form sent from the site appears here, by form, as soon as it is stored.",
  sales: "No bookings or paid orders in this period yet. They appear here when a session is booked or Stripe confirms a payment.",
  funnel: "No visits in this period yet. Once there are, each channel shows here how its visits became leads and paid sessions.",
  pages: "No page views in this period yet. The most viewed pages appear here.",
  articles: "No article read in this period yet. The most read insights appear here.",
  referrers: "No visit from another site in this period yet. Sites that send visitors appear here.",
  campaigns: "No campaign visit in this period yet. Visits whose address carries utm_source, utm_medium or utm_campaign appear here.",
  devices: "No visits in this period yet. Phones, tablets and desktops appear here.",
  countries: "No country known in this period yet. Countries appear here when the proxy in front of the site sends the visitor's country.",
};

/** A figure that counts nothing: 0, $0.00, 0%, or a rate with nothing to divide. */
const isNothing = (cell: DashboardTable["rows"][number][number]) => {
  const text = String(cell.text).trim();
  return text === "—" || text === "-" || Number(text.replace(/[$,%]/g, "")) === 0;
};

/** The table has no figure but zeros (or no row at all). */
const countsNothing = (t: DashboardTable) => t.rows.every((r) => r.slice(1).every(isNothing));

function Table({ t }: { t: DashboardTable }) {
  return (
    <AdminTable
      caption={t.title}
      captionHidden
      columns={t.header.map((h, i) => (i > 0 ? { label: h, figures: true } : h))}
      density="compact"
      testId={`table-${t.id}`}
      empty={{ when: t.rows.length === 0, text: "Nothing in this period." }}
      className="mt-3"
      cards
    >
      {t.rows.map((r, i) => {
        const total = t.totalRow && i === t.rows.length - 1;
        return (
          <tr key={i} className={total ? "border-t border-slate-300 font-semibold" : "border-b border-line"}>
            {r.map((c, j) =>
              j === 0 ? (
                <th key={j} scope="row" className={`max-w-[14rem] truncate px-2 py-1 ${total ? "font-semibold" : "font-normal"}`}>
                  <CellText cell={c} />
                </th>
              ) : (
                <td key={j} className="px-2 py-1 text-right tabular-nums" data-label={t.header[j]}>
                  <CellText cell={c} />
                </td>
              ),
            )}
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** A cell's words, a link to the list behind the figure when it has one. */
function CellText({ cell }: { cell: DashboardTable["rows"][number][number] }) {
  return cell.href ? (
    <Link to={cell.href} className="text-brand underline">
      {cell.text}
    </Link>
  ) : (
    cell.text
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { period, error, totals, tables, links, query } = loaderData;
  // The period's fields start from the address each time it changes (as the inbox's filter).
  const { form: filterForm, search } = useFormFollowsAddress();
  // A date picked means those dates: the period becomes "From … to" (it was ignored under
  // "12 months", while the boxes still showed the dates typed).
  const toCustom = (e: ChangeEvent<HTMLInputElement>) => {
    const select = e.currentTarget.form?.elements.namedItem("period");
    if (select instanceof HTMLSelectElement) select.value = "custom";
  };
  const byId = Object.fromEntries(tables.map((t) => [t.id, t])) as Record<string, DashboardTable>;
  const labels = (id: string) => (byId[id]?.rows ?? []).map((r) => String(r[0]?.text ?? ""));
  const col = (id: string, j: number) => (byId[id]?.rows ?? []).map((r) => Number(String(r[j]?.text ?? "0").replace(/[$,]/g, "")) || 0);
  // Leads by form: one bar a form, over the whole period (the day's columns, each a form).
  const formTotals = (byId.leads?.header ?? []).slice(1).map((label, k) => ({ label, value: (byId.leads?.rows ?? []).reduce((a, r) => a + (Number(r[k + 1]?.text) || 0), 0) }));
  const csv = (id: string) => `/admin/dashboard.csv?table=${id}&${query}`;
  const was = loaderData.previous.totals;
  const count = (v: number) => v.toLocaleString("en-US");
  const headline = [
    { label: "Visitors", now: totals.visitors, before: was.visitors, show: count, href: links.visitors },
    { label: "Page views", now: totals.views, before: was.views, show: count, href: links.views },
    { label: "Leads and chats", now: totals.leads, before: was.leads, show: count, href: links.leads },
    { label: "Newsletter sign-ups", now: totals.newsletter, before: was.newsletter, show: count, href: links.newsletter },
    { label: "Bookings", now: totals.bookings, before: was.bookings, show: count, href: links.bookings },
    { label: "Paid orders", now: totals.orders, before: was.orders, show: count, href: links.orders },
    { label: "Revenue (gross)", now: totals.revenueCents, before: was.revenueCents, show: formatUsd, href: links.orders },
  ];
  const section = (id: string, chart?: ReactNode) => {
    const t = byId[id];
    if (!t) return null;
    const nothing = countsNothing(t);
    return (
      <section key={id} aria-labelledby={`h-${id}`} className="mt-10" data-testid={`section-${id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`h-${id}`} className="text-xl font-bold">
            {t.title}
          </h2>
          <a href={csv(id)} className="text-sm font-semibold text-brand underline">
            CSV<span className="sr-only"> of {t.title}</span>
          </a>
        </div>
        {nothing ? (
          <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted" data-testid={`empty-${id}`}>
            {emptyStates[id] ?? "Nothing in this period yet."}
          </p>
        ) : (
          <>
            {chart}
            <Table t={t} />
            {t.note && t.rows.length > 0 && <p className="mt-2 text-sm text-muted">{t.note}</p>}
          </>
        )}
      </section>
    );
  };
  return (
    <AdminShell title="Dashboard">
      <LaunchBadge {...loaderData.launch} />
      <DeliveryTrouble {...loaderData.trouble} toInbox />
      {/* The first question of the day, answered before the period's figures. */}
      <p className="mb-4 font-medium" data-testid="new-leads">
        {loaderData.newLeads > 0 ? (
          <Link to="/admin/inbox?status=new&leads=1" className="text-brand underline underline-offset-4">
            {loaderData.newLeads === 1 ? "1 new lead or chat" : `${loaderData.newLeads.toLocaleString("en-US")} new leads and chats`} to answer →
          </Link>
        ) : (
          "No new leads or chats: every one is marked handled."
        )}
      </p>
      <Form ref={filterForm} method="get" className="flex flex-wrap items-end gap-3" aria-label="Period">
        <div>
          <label htmlFor="dash-period" className="block text-sm font-medium">
            Period
          </label>
          <select key={search} id="dash-period" name="period" defaultValue={period.key} className={fieldClass("compact")}>
            {periods.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="dash-from" className="block text-sm font-medium">
            From
          </label>
          <input id="dash-from" name="from" type="date" defaultValue={period.from} onChange={toCustom} className={fieldClass("compact")} />
        </div>
        <div>
          <label htmlFor="dash-to" className="block text-sm font-medium">
            To
          </label>
          <input id="dash-to" name="to" type="date" defaultValue={period.to} onChange={toCustom} className={fieldClass("compact")} />
        </div>
        <button type="submit" className={buttonClass("primary", "md")}>
          Show
        </button>
      </Form>
      <p className="mt-2 text-sm text-muted">
        {period.from} to {period.to}, days from midnight to midnight in {ownerZoneName}. Picking a date shows those dates (“From … to”). Visitors are counted per day (no cookie): over several days, one person counts once a day.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error} Showing the last 30 days.
        </p>
      )}
      <p className="mt-6 text-sm text-muted" id="headline-before">
        Under each figure: the same number of days just before ({loaderData.previous.from} to {loaderData.previous.to}), and the change.
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="headline" aria-describedby="headline-before">
        {headline.map((h) => (
          <div key={h.label} className="rounded-xl border border-line p-3">
            <dt className="text-sm text-muted">{h.label}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`total-${h.label}`}>
              {/* A link to the list behind the figure; none behind a zero (an underlined 0 led to an empty list). */}
              {h.now === 0 ? (
                h.show(h.now)
              ) : (
                <Link to={h.href} className="text-brand underline">
                  {h.show(h.now)}
                </Link>
              )}
            </dd>
            <dd className="mt-1 text-sm text-muted tabular-nums" data-testid={`before-${h.label}`}>
              <span className="whitespace-nowrap">{h.show(h.before)} before</span> · <span className="whitespace-nowrap">{changeOf(h.now, h.before)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {section(
        "traffic",
        <BarChart
          title={byId.traffic?.title ?? ""}
          labels={labels("traffic")}
          series={[
            { label: "Visitors", values: col("traffic", 1) },
            { label: "Page views", values: col("traffic", 2) },
          ]}
        />,
      )}
      {section("leads", <TotalsChart title={byId.leads?.title ?? ""} items={formTotals} />)}
      {section("sales", <BarChart title={byId.sales?.title ?? ""} labels={labels("sales")} series={[{ label: "Revenue", values: col("sales", 3) }]} unit="$" />)}
      {section("funnel")}
      <div className="grid gap-x-8 lg:grid-cols-2">
        {["pages", "articles", "referrers", "campaigns", "devices", "countries"].map((id) => section(id))}
      </div>
    </AdminShell>
  );
}
