import { csvDownload, exportRefusal, exportsAreGetOnly } from "#app/lib/csv.ts";
import { bookingsCsv, ordersCsv, submissionsCsv, subscribersCsv } from "#app/features/admin/export.server.ts";
import { inboxFilter } from "#app/features/admin/inbox-filter.server.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.export";

/** CSV exports for the owner's spreadsheet: submissions (with delivery states) or subscribers, streamed. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { database } = services();
  const day = new Date().toISOString().slice(0, 10);
  const file = (name: string) => `${name}-${day}.csv`;
  if (url.searchParams.get("what") === "subscribers") return csvDownload(subscribersCsv(database), file("subscribers"));
  if (url.searchParams.get("what") === "orders") return csvDownload(ordersCsv(database), file("orders"));
  if (url.searchParams.get("what") === "bookings") return csvDownload(bookingsCsv(database), file("bookings"));
  const what = url.searchParams.get("what");
  if (what !== "submissions") return exportRefusal(`Export what? what= one of submissions, subscribers, orders, bookings${what ? ` (not "${what.slice(0, 40)}")` : ""}.`);
  // The inbox's filters, checked as the inbox checks them: a mistyped one is said, never read as "all".
  const parsed = inboxFilter(url.searchParams);
  if (!parsed.ok) return exportRefusal(parsed.error);
  return csvDownload(submissionsCsv(database, parsed.filter), file("submissions"));
}

export const action = exportsAreGetOnly;
