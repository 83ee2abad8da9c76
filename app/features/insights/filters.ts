import { insightCategories } from "#content/insights/categories.ts";
import { INSIGHTS } from "#app/config/insights.ts";

/** The longest query kept (a longer one is cut: nothing to find past it). */
export const MAX_QUERY = 200;

/**
 * /insights-full's filters from its URL (SPEC §2, §5): `search` and `category` (a key; none,
 * empty or unknown means all). The form sends `category` twice when a category button is
 * pressed (the button first, then the hidden current value), so the first one counts.
 */
export function readFilters(params: URLSearchParams) {
  const search = (params.get("search") ?? "").slice(0, MAX_QUERY);
  const raw = params.getAll("category")[0] ?? "";
  const category = insightCategories.some((c) => c.key === raw) ? raw : null;
  // How many results to show (a multiple of the page size; only with many insights: 'Show more').
  const more = Math.floor(Number(params.get("limit")) / INSIGHTS.fullPageSize);
  const limit = Number.isFinite(more) && more > 1 ? Math.min(more, 1000) * INSIGHTS.fullPageSize : INSIGHTS.fullPageSize;
  return {
    search,
    category,
    limit,
    /** Robots noindex and no social metadata (SPEC §2): a search or category is active, or the URL has a search parameter. */
    noindex: params.has("search") || category !== null,
  };
}

export type InsightFilters = ReturnType<typeof readFilters>;

/** The address of a filter state (what the filter writes into the address bar, and the no-JavaScript links). */
export function filtersQuery(search: string, category: string | null, limit?: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  if (limit && limit > INSIGHTS.fullPageSize) params.set("limit", String(limit));
  const q = params.toString();
  return q ? `?${q}` : "";
}
