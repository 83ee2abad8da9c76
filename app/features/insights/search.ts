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

/**
 * The same search over words prepared once (the filter in the page runs it at each keystroke):
 * the fields lowercased and joined by a character no query can hold (a search box drops control
 * characters), so one `includes` finds a substring of any one field and never one across two.
 */
const SEPARATOR = "\u0000";
export const searchText = (insight: Searchable): string => [insight.title, insight.excerpt, ...insight.tags].join(SEPARATOR).toLowerCase();

/** The search for one query, its words normalised once, to run over many prepared insights. */
export function preparedMatcher(query: string, category: string | null): (text: string, insightCategory: string) => boolean {
  const q = query.trim().toLowerCase();
  const impossible = q.includes(SEPARATOR);
  return (text, insightCategory) => (category === null || insightCategory === category) && (q === "" || (!impossible && text.includes(q)));
}

export function matchesPrepared(text: string, insightCategory: string, query: string, category: string | null): boolean {
  return preparedMatcher(query, category)(text, insightCategory);
}
