import { paths } from "#app/config/paths.ts";
import { InsightsNewsletter } from "#app/features/insights/insights-newsletter.tsx";
import { InsightsPage } from "#app/features/insights/insights-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

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
