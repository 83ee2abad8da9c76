import { redirect } from "react-router";
import { clearSessionCookie } from "~/features/admin/session.server";

export function action() {
  throw redirect("/admin/login", { headers: { "Set-Cookie": clearSessionCookie() } });
}

export function loader() {
  throw redirect("/admin");
}
