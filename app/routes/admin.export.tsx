import type { FormKind } from "~/db/schema";
import { toCsv } from "~/features/admin/csv";
import { requireAdmin } from "~/features/admin/session.server";
import { deliveriesFor, listSubmissions, listSubscribers } from "~/features/leads/repository.server";
import { runtime } from "~/runtime.server";
import type { Route } from "./+types/admin.export";

/** CSV exports for the owner's spreadsheet: submissions (with delivery states) or subscribers. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { database } = runtime();
  const day = new Date().toISOString().slice(0, 10);
  const headers = (name: string) => ({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "no-store",
  });
  if (url.searchParams.get("what") === "subscribers") {
    const rows = await listSubscribers(database);
    const csv = toCsv(
      ["email", "first_name", "last_name", "source", "first_signup_at", "latest_signup_at", "signup_count"],
      rows.map((s) => [s.email, s.first_name, s.last_name, s.source, s.first_signup_at, s.latest_signup_at, s.signup_count]),
    );
    return new Response(csv, { headers: headers("subscribers") });
  }
  const form = (url.searchParams.get("form") || undefined) as FormKind | undefined;
  const rows = await listSubmissions(database, { form, limit: 100_000 });
  const deliveries = await deliveriesFor(database, rows.map((r) => r.id));
  const states: Record<string, string[]> = {};
  for (const d of deliveries) (states[d.submission_id] ??= []).push(`${d.channel}:${d.state}`);
  const csv = toCsv(
    ["id", "created_at", "form", "source", "first_name", "last_name", "email", "phone", "message", "deliveries"],
    rows.map((s) => [s.id, s.created_at, s.form, s.source, s.first_name, s.last_name, s.email, s.phone, s.message, (states[s.id] ?? []).join(" ")]),
  );
  return new Response(csv, { headers: headers("submissions") });
}
