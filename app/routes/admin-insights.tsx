import { insights } from "virtual:insights";
import { adminInsights as words } from "#content/pages/insights.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { paths } from "#app/config/paths.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { AdminInsights } from "#app/features/insights/admin-insights.tsx";
import { readFilters } from "#app/features/insights/filters.ts";
import { SITEMAP_STATIC_PAGE_COUNT } from "#app/features/insights/sitemap.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/admin-insights";

/** Owner only (DECISIONS 11). Without JavaScript the search and category come from the URL. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { search, category } = readFilters(url.searchParams);
  return { insights, staticPages: SITEMAP_STATIC_PAGE_COUNT, sitemapUrl: absoluteUrl("/sitemap.xml"), initial: { search, category } };
}

export const meta = () => pageMeta(paths.adminInsights);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title={words.heading}>
      <AdminInsights {...loaderData} />
    </AdminShell>
  );
}
