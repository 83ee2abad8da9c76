import type { FormKind } from "#app/db/schema.ts";
import { bookingsCsv, ordersCsv, submissionsCsv, subscribersCsv } from "#app/features/admin/export.server.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { runtime } from "#app/runtime.server.ts";
import type { Route } from "./+types/admin.export";

const forms: readonly FormKind[] = ["contact", "get_in_touch", "chat", "portfolio_request", "newsletter", "strategy_lead"];

/** CSV exports for the owner's spreadsheet: submissions (with delivery states) or subscribers, streamed. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { database } = runtime();
  const day = new Date().toISOString().slice(0, 10);
  const headers = (name: string) => ({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "no-store",
  });
  if (url.searchParams.get("what") === "subscribers") return new Response(subscribersCsv(database), { headers: headers("subscribers") });
  if (url.searchParams.get("what") === "orders") return new Response(ordersCsv(database), { headers: headers("orders") });
  if (url.searchParams.get("what") === "bookings") return new Response(bookingsCsv(database), { headers: headers("bookings") });
  const formParam = url.searchParams.get("form");
  const form = forms.find((f) => f === formParam);
  return new Response(submissionsCsv(database, { form }), { headers: headers("submissions") });
}
