/** The longest search the owner's lists take (the inbox's and the subscribers'), in the browser's field and on the server. */
export const SEARCH_QUERY_MAX = 200;

/** The `q` of an owner's list: what was typed, trimmed, or why it cannot be searched for. */
export function searchOf(params: URLSearchParams): { ok: true; query: string } | { ok: false; error: string } {
  const query = (params.get("q") ?? "").trim();
  if (query.length > SEARCH_QUERY_MAX) return { ok: false, error: `The search is longer than ${SEARCH_QUERY_MAX} characters.` };
  // No text stored here holds one (and PostgreSQL refuses a NUL in a query's text: a 500).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(query)) return { ok: false, error: "The search holds a control character (a tab, a line break or an invisible one): type it again." };
  return { ok: true, query };
}
