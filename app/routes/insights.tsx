import { paths } from "~/config/paths";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { InsightsPage } from "~/features/insights/insights-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.insights);

/** /insights (SPEC §2 'Insights'), then the Insights sign-up. */
export default function Insights() {
  return (
    <>
      <InsightsPage />
      <InsightsNewsletter />
    </>
  );
}
