import { readFilters } from "~/features/insights/filters";
import { InsightsFullPage } from "~/features/insights/insights-full-page";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { buildMeta } from "~/lib/meta";
import { pageFor } from "~/pages";
import { paths } from "~/config/paths";
import type { Route } from "./+types/insights-full";

/** The filters come from the URL: `?search=` (and `category`) is rendered by the server, without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  return readFilters(url.searchParams);
}

/** SPEC §2: noindex, nofollow and no social metadata when a search or category is active or the URL has a search parameter. */
export const meta = ({ location }: Route.MetaArgs) => {
  const p = pageFor(paths.insightsFull);
  const { noindex } = readFilters(new URLSearchParams(location.search));
  return buildMeta({ title: p.title, description: p.description, path: p.path, noindex, social: !noindex });
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
