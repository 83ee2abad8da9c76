/** What the search reads of an insight (the cards in the page give the same). */
export interface Searchable {
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
}

/**
 * SPEC §5 'Insight search': a case-insensitive substring of the title, the excerpt or any tag
 * (not the body, whatever the placeholder says); an empty query matches all; the category
 * matches its key exactly, null meaning all; both combine with AND.
 */
export function matchesInsight(insight: Searchable, query: string, category: string | null): boolean {
  if (category !== null && insight.category !== category) return false;
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return insight.title.toLowerCase().includes(q) || insight.excerpt.toLowerCase().includes(q) || insight.tags.some((t) => t.toLowerCase().includes(q));
}

export function filterInsights<T extends Searchable>(list: readonly T[], query: string, category: string | null): T[] {
  return list.filter((i) => matchesInsight(i, query, category));
}

/** SPEC §2 'Insights full': 'No insights found' or '{n} insight(s) found', + ' for' query, + ' in {category}'. */
export function resultLine(count: number, query: string, categoryName: string | null): string {
  const base = count === 0 ? "No insights found" : `${count} insight${count === 1 ? "" : "s"} found`;
  const q = query.trim();
  return `${base}${q ? ` for "${q}"` : ""}${categoryName ? ` in ${categoryName}` : ""}`;
}
