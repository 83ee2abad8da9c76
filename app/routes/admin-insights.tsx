import { insights } from "virtual:insights";
import { adminInsights as words } from "#content/pages/insights";
import { site } from "#content/site";
import { paths } from "~/config/paths";
import { requireAdmin } from "~/features/admin/session.server";
import { AdminShell } from "~/features/admin/admin-shell";
import { AdminInsights } from "~/features/insights/admin-insights";
import { readFilters } from "~/features/insights/filters";
import { STATIC_SITEMAP_PAGES } from "~/features/insights/sitemap";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-insights";

/** Owner only (DECISIONS 11). Without JavaScript the search and category come from the URL. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { search, category } = readFilters(url.searchParams);
  return { insights, staticPages: STATIC_SITEMAP_PAGES, sitemapUrl: `${site.url}/sitemap.xml`, initial: { search, category } };
}

export const meta = () => pageMeta(paths.adminInsights);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title={words.heading}>
      <AdminInsights {...loaderData} />
    </AdminShell>
  );
}
