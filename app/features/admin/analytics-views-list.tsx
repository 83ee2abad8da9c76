import { Form, Link } from "react-router";
import { buttonClass } from "#app/ui/button.ts";
import { useFormFollowsAddress } from "./form-follows-address.ts";
import { AdminTable } from "./admin-table.tsx";
import { dailyOfWords, DEVICES, VIEW_FILTERS, VIEWS_CSV_PATH, viewFilterLabels, viewsHref, type ViewFilters } from "#app/features/analytics/views-link.ts";
import type { ViewsPage, ViewsQueryShape as ViewsQuery } from "#app/features/analytics/views-types.ts";
import { fieldClass } from "#app/ui/field.ts";
import { OwnerTime } from "./owner-time.tsx";
import { ownerZoneName } from "#app/lib/owner-days.ts";

/**
 * The page of /admin/analytics/views (issue 25): the filters, the page views of the period
 * newest first, and the daily totals of days whose rows are no longer kept, said plainly. Plain
 * admin chrome, tables with captions that scroll sideways on a phone. The visitor hash is
 * never shown (it is not even read).
 */
export interface ViewsListProps {
  query: ViewsQuery;
  fieldErrors: Record<string, string>;
  page: ViewsPage | null;
}

const campaignOf = (r: { utm_source: string; utm_medium: string; utm_campaign: string }) => ([r.utm_source, r.utm_medium, r.utm_campaign].some(Boolean) ? `${r.utm_source} / ${r.utm_medium} / ${r.utm_campaign}` : "");
const input = fieldClass("compact", "w-full");

export function ViewsList({ query, fieldErrors, page }: ViewsListProps) {
  const { period, filters, visitsOnly } = query;
  const link = { from: period.from, to: period.to, filters, visits: visitsOnly };
  const set = VIEW_FILTERS.filter((f) => filters[f]);
  const described = [...set.map((f) => `${viewFilterLabels[f]} ${filters[f]}`), visitsOnly && "first pages of visits only"].filter(Boolean).join("; ");
  const errors = Object.entries(fieldErrors);
  const later = Boolean(query.before || query.daily);
  const daily = page?.daily;
  const next = page?.next ? viewsHref(link, { before: `${page.next.at},${page.next.id}` }) : daily?.nextDay ? viewsHref(link, { part: "daily", before_day: daily.nextDay }) : undefined;
  return (
    <>
      <p className="text-muted">
        {period.from} to {period.to} ({ownerZoneName}), newest first, 50 a page: the page views the dashboard counts (only of visitors who allowed analytics). No address or visitor code is
        shown.
      </p>
      <p className="mt-2 font-medium" data-testid="list-filter">
        {described ? `Filtered: ${described}.` : "All page views of the period."}{" "}
        {described && (
          <a href={viewsHref({ from: period.from, to: period.to })} className="text-brand underline">
            Show all
          </a>
        )}{" "}
        <Link to={`/admin?period=custom&from=${period.from}&to=${period.to}`} className="text-brand underline">
          Back to the dashboard
        </Link>
      </p>
      {errors.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">This address asks for something the list cannot show:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map(([k, v]) => (
              <li key={k}>
                {k in viewFilterLabels ? viewFilterLabels[k as keyof ViewFilters] : k}: {v}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ViewsFilterForm query={query} />
      {page && (
        <>
          {daily && (
            <p className="mt-6 rounded-xl border border-line p-3" data-testid="daily-notice">
              Page-by-page rows are kept 30 days. {daily.from === daily.to ? daily.from : `${daily.from} to ${daily.to}`} {daily.from === daily.to ? "is" : "are"} shown as daily totals
              instead (one row a day{daily.unavailable ? "" : `, for ${dailyOfWords(daily.dim, daily.key)}`}){daily.shown || daily.unavailable ? "." : ", after the last page of page views."}
              {daily.unavailable && ` ${daily.unavailable}`}
            </p>
          )}
          {page.raw && !query.daily && <RawTable page={page} raw={page.raw} />}
          {daily?.shown && (
            <AdminTable
              caption={`Daily totals for ${dailyOfWords(daily.dim, daily.key)}, ${daily.from} to ${daily.to} (the page views of these days are no longer kept)`}
              columns={["Day", { label: "Page views", figures: true }, { label: "Visits", figures: true }, { label: "Visitors", figures: true }]}
              minWidth="min-w-[20rem]"
              density="compact"
              testId="daily-table"
              empty={{ when: daily.rows.length === 0, text: "No page views on these days." }}
            >
              {daily.rows.map((r) => (
                <tr key={r.day} className="border-b border-line" data-testid="daily-row">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {r.day}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{r.views}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.visits}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.visitors}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          {(next || later) && (
            <nav aria-label="Pages of the list" className="mt-6 flex flex-wrap gap-4">
              {later && (
                <a href={viewsHref(link)} className="inline-flex min-h-10 items-center font-semibold text-brand underline">
                  Newest
                </a>
              )}
              {next && (
                <a href={next} className="inline-flex min-h-10 items-center font-semibold text-brand underline" data-testid="older">
                  {page.next ? "Older page views" : "Older days"}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </>
  );
}

function RawTable({ page, raw }: { page: ViewsPage; raw: { from: string; to: string } }) {
  return (
    <>
      <AdminTable
        caption={`Page views, ${raw.from} to ${raw.to}, newest first`}
        columns={["Time", "Page", "Referrer", "Campaign", "Channel", "Device", "Country", "First page of a visit"]}
        minWidth="min-w-[44rem]"
        density="compact"
        testId="views-table"
        empty={{ when: page.rows.length === 0, text: page.searchedBack ? "None on this page." : "No page views match." }}
      >
        {page.rows.map((r) => (
          <tr key={r.id} className="border-b border-line align-top" data-testid="view-row">
            <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal tabular-nums">
              <OwnerTime iso={r.at} />
            </th>
            <td className="max-w-[16rem] break-words px-2 py-1">{r.path}</td>
            <td className="px-2 py-1">{r.ref_host || "-"}</td>
            <td className="max-w-[14rem] break-words px-2 py-1">{campaignOf(r) || "-"}</td>
            <td className="px-2 py-1">{r.channel}</td>
            <td className="px-2 py-1">{r.device}</td>
            <td className="px-2 py-1">{r.country || "-"}</td>
            <td className="px-2 py-1">{r.entry ? "Yes" : "No"}</td>
          </tr>
        ))}
      </AdminTable>
      {page.searchedBack && (
        <p className="mt-2 text-sm text-muted" data-testid="searched-back">
          For these filters this page looked through page views back to <OwnerTime iso={page.searchedBack} />; older ones are on the next page.
        </p>
      )}
    </>
  );
}

function ViewsFilterForm({ query }: { query: ViewsQuery }) {
  const { period, filters, visitsOnly } = query;
  // The fields start from the address each time it changes (as the inbox's filter).
  const { form: filterForm, search } = useFormFollowsAddress();
  return (
    <Form ref={filterForm} method="get" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter page views">
      <input type="hidden" name="period" value="custom" />
      <div>
        <label htmlFor="views-from" className="block text-sm font-medium">
          From
        </label>
        <input id="views-from" name="from" type="date" defaultValue={period.from} className={input} />
      </div>
      <div>
        <label htmlFor="views-to" className="block text-sm font-medium">
          To
        </label>
        <input id="views-to" name="to" type="date" defaultValue={period.to} className={input} />
      </div>
      {VIEW_FILTERS.map((f) => (
        <div key={f}>
          <label htmlFor={`views-${f}`} className="block text-sm font-medium">
            {viewFilterLabels[f]}
          </label>
          {f === "device" ? (
            <select key={search} id="views-device" name="device" defaultValue={filters.device ?? ""} className={input}>
              <option value="">Any</option>
              {DEVICES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          ) : (
            <input id={`views-${f}`} name={f} type="text" defaultValue={filters[f] ?? ""} className={input} />
          )}
        </div>
      ))}
      <div className="flex items-center gap-2 self-end py-2">
        <input id="views-visits" name="visits" type="checkbox" value="1" defaultChecked={visitsOnly} className="size-5" />
        <label htmlFor="views-visits" className="text-sm font-medium">
          First pages of visits only
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass("primary", "md")}>
          Show
        </button>
        <a href={viewsHref({ from: period.from, to: period.to, filters, visits: visitsOnly }, {}, VIEWS_CSV_PATH)} className={buttonClass("secondary", "md")}>
          Export CSV
        </a>
      </div>
    </Form>
  );
}
