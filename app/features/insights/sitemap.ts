import { absoluteUrl } from "#app/lib/site-url.ts";
import { SITEMAP_INSIGHT, SITEMAP_STATIC_PAGES } from "#app/config/sitemap.ts";
import { insightPath } from "#app/config/paths.ts";

/**
 * /sitemap.xml (SPEC §3 'Sitemap entry', §9): the static pages with their change
 * frequencies and priorities, then every insight (monthly, 0.7) with its lastmod, the date part
 * of updatedAt or publishedAt. The admin's 'Download Updated Sitemap' fetches this same XML.
 */
export interface SitemapEntry {
  url: string;
  changefreq: string;
  priority: string;
  lastmod?: string;
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** How many static pages the sitemap lists (the list itself is SITEMAP_STATIC_PAGES: one name per meaning). */
export const SITEMAP_STATIC_PAGE_COUNT = SITEMAP_STATIC_PAGES.length;

export function sitemapEntries(insights: readonly { slug: string; publishedAt: string; updatedAt?: string }[]): SitemapEntry[] {
  return [
    ...SITEMAP_STATIC_PAGES.map((p) => ({ url: absoluteUrl(p.path), changefreq: p.changefreq, priority: p.priority })),
    ...insights.map((i) => ({
      url: absoluteUrl(insightPath(i.slug)),
      changefreq: SITEMAP_INSIGHT.changefreq,
      priority: SITEMAP_INSIGHT.priority,
      lastmod: (i.updatedAt ?? i.publishedAt).slice(0, 10),
    })),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${xmlEscape(e.url)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>\n` : ""}    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
