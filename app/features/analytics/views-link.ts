/**
 * The addresses of /admin/analytics/views, the page views behind a dashboard number (issue 25):
 * shared by the dashboard's tables (server) and the list's page (its filters, its next page).
 * Browser-safe: no server code here.
 */
export const VIEWS_PATH = "/admin/analytics/views";
export const VIEWS_CSV_PATH = "/admin/analytics/views.csv";

/**
 * The filters: the dimensions the dashboard groups page views by (events.server.ts DIMENSIONS),
 * each an exact value as the dashboard shows it (a campaign is "source / medium / campaign").
 */
export const VIEW_FILTERS = ["path", "ref", "campaign", "channel", "device", "country"] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number];
export type ViewFilters = Partial<Record<ViewFilter, string>>;

export const viewFilterLabels: Record<ViewFilter, string> = {
  path: "Page",
  ref: "Referrer",
  campaign: "Campaign (source / medium / campaign)",
  channel: "Channel",
  device: "Device",
  country: "Country",
};

export const DEVICES = ["mobile", "tablet", "desktop"] as const;

export interface ViewsLink {
  /** First and last day (the owner's: app/lib/owner-days.ts), inclusive. */
  from: string;
  to: string;
  filters?: ViewFilters;
  /** Only the first page view of each visit (what a "Visits" number counts). */
  visits?: boolean;
}

/** The list (or its CSV) for a range of days and filters; `extra` adds a page's cursor. */
export function viewsHref({ from, to, filters = {}, visits = false }: ViewsLink, extra: Record<string, string> = {}, base = VIEWS_PATH): string {
  // Always explicit days: a link from "12 months" keeps its days when the date changes.
  const q = new URLSearchParams({ period: "custom", from, to });
  for (const f of VIEW_FILTERS) if (filters[f]) q.set(f, filters[f]);
  if (visits) q.set("visits", "1");
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return `${base}?${q.toString()}`;
}

/** What a day's totals are of, in words: the list's daily rows keep one dimension at a time. */
export const dailyOfWords = (dim: string, key: string) => (dim === "total" ? "all page views" : `${viewFilterLabels[dim as ViewFilter] ?? dim}: ${key}`);
