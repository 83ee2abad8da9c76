import { readFilters } from "~/features/insights/filters";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { islandPage } from "~/features/marketing/island-page";
import { buildMeta } from "~/lib/meta";
import { pageFor } from "~/pages";
import { paths } from "~/config/paths";
import { AdoptedIsland } from "~/ui/adopted-island";
import type { Route } from "./+types/insights-full";

const page = islandPage(() => import("~/features/insights/island-pages/insights-full"));
if (import.meta.env.SSR) await page.load();

/** The filters come from the URL: `?search=` (and `category`) is rendered by the server, without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  return readFilters(url.searchParams);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await page.load();
  return readFilters(new URL(request.url).searchParams);
}

/** SPEC §2: noindex, nofollow and no social metadata when a search or category is active or the URL has a search parameter. */
export const meta = ({ location }: Route.MetaArgs) => {
  const p = pageFor(paths.insightsFull);
  const { noindex } = readFilters(new URLSearchParams(location.search));
  return buildMeta({ title: p.title, description: p.description, path: p.path, noindex, social: !noindex });
};

/** /insights-full (SPEC §2 'Insights full'): an island page (its filter is a boot enhancer), then the Insights sign-up. */
export default function InsightsFull({ loaderData }: Route.ComponentProps) {
  const m = page.content();
  return (
    <>
      <AdoptedIsland name="insights-full" render={m && (() => <m.InsightsFullPage filters={loaderData} />)} />
      <InsightsNewsletter />
    </>
  );
}
