import { bookingsCsv, ordersCsv, submissionsCsv, subscribersCsv } from "#app/features/admin/export.server.ts";
import { inboxFilter } from "#app/features/admin/inbox-filter.server.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.export";

/** CSV exports for the owner's spreadsheet: submissions (with delivery states) or subscribers, streamed. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { database } = services();
  const day = new Date().toISOString().slice(0, 10);
  const headers = (name: string) => ({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "no-store",
  });
  if (url.searchParams.get("what") === "subscribers") return new Response(subscribersCsv(database), { headers: headers("subscribers") });
  if (url.searchParams.get("what") === "orders") return new Response(ordersCsv(database), { headers: headers("orders") });
  if (url.searchParams.get("what") === "bookings") return new Response(bookingsCsv(database), { headers: headers("bookings") });
  const what = url.searchParams.get("what");
  if (what !== "submissions") return badRequest(`Export what? what= one of submissions, subscribers, orders, bookings${what ? ` (not "${what.slice(0, 40)}")` : ""}.`);
  // The inbox's filters, checked as the inbox checks them: a mistyped one is said, never read as "all".
  const parsed = inboxFilter(url.searchParams);
  if (!parsed.ok) return badRequest(parsed.error);
  return new Response(submissionsCsv(database, parsed.filter), { headers: headers("submissions") });
}

const badRequest = (message: string) => new Response(`${message}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A download: GET only (React Router would answer another method with a bare "Unexpected Server Error"). */
export const action = () => new Response("Use GET for an export.\n", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
