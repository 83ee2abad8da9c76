import { readFilters } from "#app/features/insights/filters.ts";
import { InsightsFullPage } from "#app/features/insights/insights-full-page.tsx";
import { InsightsNewsletter } from "#app/features/insights/insights-newsletter.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { pageFor } from "#app/pages.ts";
import { paths } from "#app/config/paths.ts";
import type { Route } from "./+types/insights-full";

/** The filters come from the URL: `?search=` (and `category`) is rendered by the server, without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  return readFilters(url.searchParams);
}

/** SPEC §2: noindex, nofollow and no social metadata when a search or category is active or the URL has a search parameter. */
export const meta = ({ location }: Route.MetaArgs) => {
  const p = pageFor(paths.insightsFull);
  const { noindex } = readFilters(new URLSearchParams(location.search));
  return buildMeta({ title: p.title, description: p.description, path: p.path, noindex, social: !noindex, canonical: !noindex });
};

/** /insights-full (SPEC §2 'Insights full'): its filter is an enhancer; then the Insights sign-up. */
export default function InsightsFull({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InsightsFullPage filters={loaderData} />
      <InsightsNewsletter />
    </>
  );
}
