import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.getInTouch);

export default function Page() {
  return <PlaceholderPage title="Get in Touch" lead="Read something in the Insights that hit home? Tell me about your business." comingWith="the get-in-touch form" />;
}
