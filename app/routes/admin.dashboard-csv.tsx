import { requireAdmin } from "#app/features/admin/session.server.ts";
import { csvDownload, csvLine, exportRefusal, exportsAreGetOnly } from "#app/lib/csv.ts";
import { dashboardData, periodOf } from "#app/features/analytics/dashboard.server.ts";
import { dashboardTables } from "#app/features/analytics/dashboard-tables.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.dashboard-csv";

/** /admin/dashboard.csv?table=…&period=…: one table of the dashboard, as the page shows it (issue 25). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { period, error } = periodOf(url.searchParams);
  // A download is no place for "Showing the last 30 days instead": a mistyped period is refused.
  if (error) return exportRefusal(error);
  const tables = dashboardTables(await dashboardData(services().database, period));
  const t = tables.find((x) => x.id === url.searchParams.get("table"));
  if (!t) return exportRefusal(`Name a table: ${tables.map((x) => x.id).join(", ")}.`);
  const body = csvLine(t.csvHeader ?? t.header) + t.rows.map((r) => csvLine(r.map((c) => c.csv ?? c.text))).join("");
  return csvDownload(body, `dashboard-${t.id}-${period.from}-${period.to}.csv`);
}

export const action = exportsAreGetOnly;
