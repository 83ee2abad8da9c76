import { insights } from "virtual:insights";
import { sitemapEntries, sitemapXml } from "#app/features/insights/sitemap.ts";
import { fixedFileResponse } from "#app/lib/fixed-file.server.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml, generated from the route table's static pages and every insight (SPEC §9; DECISIONS 4). */
export function loader({ request }: Route.LoaderArgs) {
  return fixedFileResponse(request, "sitemap", () => sitemapXml(sitemapEntries(insights)), {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
