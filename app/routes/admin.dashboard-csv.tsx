import { requireAdmin } from "~/features/admin/session.server";
import { csvLine } from "~/features/admin/csv";
import { dashboardData, periodOf } from "~/features/analytics/dashboard.server";
import { dashboardTables } from "~/features/analytics/dashboard-tables.server";
import { runtime } from "~/runtime.server";
import type { Route } from "./+types/admin.dashboard-csv";

/** /admin/dashboard.csv?table=…&period=…: one table of the dashboard, as the page shows it (issue 25). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { period } = periodOf(url.searchParams);
  const tables = dashboardTables(await dashboardData(runtime().database, period));
  const t = tables.find((x) => x.id === url.searchParams.get("table"));
  if (!t) return new Response(`Name a table: ${tables.map((x) => x.id).join(", ")}.\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = csvLine(t.header) + t.rows.map((r) => csvLine(r.map((c) => c.text))).join("");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${t.id}-${period.from}-${period.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
