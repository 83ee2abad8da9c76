import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.adminExclude);

export default function Page() {
  return <PlaceholderPage title="Analytics Exclusion" lead="" comingWith="the password-protected admin area" />;
}
