import { csvDownload, exportRefusal, exportsAreGetOnly } from "#app/lib/csv.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { viewsCsv, viewsQueryOf } from "#app/features/analytics/views.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.analytics-views-csv";

/** /admin/analytics/views.csv: the list's page views (and older days' totals) with the same period and filters, streamed. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { query, fieldErrors } = viewsQueryOf(url.searchParams);
  const errors = Object.entries(fieldErrors);
  if (errors.length) return exportRefusal(errors.map(([k, v]) => `${k}: ${v}`).join("\n"));
  return csvDownload(viewsCsv(services().database, query), `page-views-${query.period.from}-${query.period.to}.csv`);
}

export const action = exportsAreGetOnly;
