import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.insights);

export default function Page() {
  return <PlaceholderPage title="Strategic Insights" lead="Articles on website strategy, security and growth." comingWith="the Insights articles" />;
}
