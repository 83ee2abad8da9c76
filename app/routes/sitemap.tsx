import { insights } from "virtual:insights";
import { sitemapEntries, sitemapXml } from "#app/features/insights/sitemap.ts";

/** /sitemap.xml, generated from the route table's static pages and every insight (SPEC §9; DECISIONS 4). */
let xml: string | null = null;

export function loader() {
  xml ??= sitemapXml(sitemapEntries(insights));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" } });
}
