import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/admin/session.server";
import { PlaceholderPage } from "~/ui/placeholder-page";
import type { Route } from "./+types/admin-insights";

/** Owner only (DECISIONS 11). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return null;
}

export const meta = () => pageMeta(paths.adminInsights);

export default function Page() {
  return <PlaceholderPage title="Admin - All Insights" lead="" comingWith="the password-protected admin area" />;
}
