import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.insightsFull);

export default function Page() {
  return <PlaceholderPage title="Strategic Insights" lead="Search every insight by title, excerpt or tag." comingWith="insight search" />;
}
