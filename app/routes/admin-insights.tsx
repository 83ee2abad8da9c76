import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.adminInsights);

export default function Page() {
  return <PlaceholderPage title="Admin - All Insights" lead="" comingWith="the password-protected admin area" />;
}
