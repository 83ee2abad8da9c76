import { Suspense } from "react";
import { Await } from "react-router";
import { paths } from "~/config/paths";
import { InsightCardPlaceholders } from "~/features/insights/insight-card";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { islandPage } from "~/features/marketing/island-page";
import { pageMeta } from "~/lib/meta";
import { AdoptedIsland } from "~/ui/adopted-island";
import type { Route } from "./+types/insights";

const page = islandPage(() => import("~/features/insights/island-pages/insights"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.insights);
export const loader = page.loader;

/**
 * A client-side navigation shows SPEC's six placeholder cards while the page's chunk loads
 * (the chunk is not awaited here, so the route renders at once).
 */
export function clientLoader() {
  return { pending: page.load() };
}

/** /insights (SPEC §2 'Insights'): an island page, then the Insights sign-up. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  const m = page.content();
  const pending = loaderData && "pending" in loaderData ? loaderData.pending : null;
  return (
    <>
      {m || !pending ? (
        <AdoptedIsland name="insights" render={m && (() => <m.InsightsPage />)} />
      ) : (
        <Suspense fallback={<InsightCardPlaceholders />}>
          <Await resolve={pending}>{(loadedPage) => <AdoptedIsland name="insights" render={() => <loadedPage.InsightsPage />} />}</Await>
        </Suspense>
      )}
      <InsightsNewsletter />
    </>
  );
}
