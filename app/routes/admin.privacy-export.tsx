import { exportPersonalData } from "#app/features/admin/privacy.server.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.privacy-export";

/**
 * Everything stored about one e-mail address, as a JSON download (the right of access and
 * portability). A POST, so the address never appears in a URL (nor in the access log).
 */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const email = String((await request.formData()).get("email") ?? "").trim();
  if (!email || email.length > 254) return new Response("Enter an e-mail address.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = await exportPersonalData(services().database, email);
  const day = body.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
