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
 * matches its key exactly, null meaning all; both combine with AND. One rule (preparedMatcher
 * below) for the server's page, the admin list and the filter in the page.
 */
export function filterInsights<T extends Searchable>(list: readonly T[], query: string, category: string | null): T[] {
  const matches = preparedMatcher(query, category);
  return list.filter((i) => matches(preparedText(i), i.category));
}

/** Each insight's words, prepared at its first search: the list is the build's, the same for every request and keystroke. */
const prepared = new WeakMap<Searchable, string>();
function preparedText(insight: Searchable): string {
  let text = prepared.get(insight);
  if (text === undefined) prepared.set(insight, (text = searchText(insight)));
  return text;
}

/** SPEC §2 'Insights full': 'No insights found' or '{n} insight(s) found', + ' for' query, + ' in {category}'. */
export function resultLine(count: number, query: string, categoryName: string | null): string {
  const base = count === 0 ? "No insights found" : `${count} insight${count === 1 ? "" : "s"} found`;
  const q = query.trim();
  return `${base}${q ? ` for "${q}"` : ""}${categoryName ? ` in ${categoryName}` : ""}`;
}

/**
 * The words an insight is searched in, prepared once (the filter in the page keeps them between
 * keystrokes): the fields lowercased and joined by a character no query can hold (a search box drops control
 * characters), so one `includes` finds a substring of any one field and never one across two.
 */
const SEPARATOR = "\u0000";
export const searchText = (insight: Searchable): string => [insight.title, insight.excerpt, ...insight.tags].join(SEPARATOR).toLowerCase();

/** A query as it is searched for: what surrounds it dropped, and lowercased. */
const searchedFor = (query: string) => query.trim().toLowerCase();

/** The search for one query, its words normalised once, to run over many prepared insights. */
export function preparedMatcher(query: string, category: string | null): (text: string, insightCategory: string) => boolean {
  const q = searchedFor(query);
  const impossible = q.includes(SEPARATOR);
  return (text, insightCategory) => (category === null || insightCategory === category) && (q === "" || (!impossible && text.includes(q)));
}

/** How many earlier searches a typing search keeps (each a list of its matches). */
const SEARCHES_KEPT = 32;

/**
 * The same search, made for a query being typed over one list (the filter in the page, with the
 * search index: docs/decisions/071). A query that holds one searched lately in the same category
 * only looks among that one's matches: typing on ("st", then "str") narrows what was found, as
 * any text that holds "str" holds "st". A query searched lately (erasing back to "st") is
 * answered from memory. Returns every match, in the list's order.
 */
export function typingSearch<T extends { text: string; category: string }>(list: readonly T[]): (query: string, category: string | null) => readonly T[] {
  const lately: { q: string; category: string | null; found: readonly T[] }[] = [];
  return (query, category) => {
    const q = searchedFor(query);
    let from: readonly T[] = list;
    for (let n = 0; n < lately.length; n++) {
      const earlier = lately[n]!;
      if (earlier.category !== category || !q.includes(earlier.q)) continue;
      if (earlier.q === q) {
        lately.splice(n, 1);
        lately.push(earlier);
        return earlier.found;
      }
      if (earlier.found.length < from.length) from = earlier.found;
    }
    const matches = preparedMatcher(q, category);
    const found = from.filter((e) => matches(e.text, e.category));
    if (lately.push({ q, category, found }) > SEARCHES_KEPT) lately.shift();
    return found;
  };
}
