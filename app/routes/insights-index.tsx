import { insights } from "virtual:insights";
import { searchIndex } from "#app/features/insights/search-index.ts";

/**
 * /insights-index.json: what /insights-full's filter needs to show any insight when the page
 * holds only the first results (many insights: docs/decisions/013). Fetched on the first search,
 * never with the page.
 */
let json: string | null = null;

export function loader() {
  json ??= JSON.stringify(searchIndex(insights));
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
