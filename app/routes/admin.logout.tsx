import { redirect } from "react-router";
import { clearSessionCookie, currentSession, sessionStore } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.logout";

/**
 * Signing out ends the session in the database (a copy of the cookie stops working at once, on
 * every instance). Posts from another site never get here (server/origin-check.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const sid = await currentSession(services(), request);
  if (sid) await sessionStore.end(services().database, sid);
  throw redirect("/admin/login", { headers: { "Set-Cookie": clearSessionCookie() } });
}

export function loader() {
  throw redirect("/admin");
}
