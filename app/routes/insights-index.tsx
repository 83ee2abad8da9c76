import { insights } from "virtual:insights";
import { searchIndex } from "#app/features/insights/search-index.ts";
import { fixedFileResponse } from "#app/lib/fixed-file.server.ts";
import type { Route } from "./+types/insights-index";

/**
 * /insights-index.json: what /insights-full's filter needs to show any insight when the page
 * holds only the first results (many insights: docs/decisions/071). Fetched on the first search,
 * never with the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  return fixedFileResponse(request, "insights-index", () => JSON.stringify(searchIndex(insights)), {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=300",
  });
}
