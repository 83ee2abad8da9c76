import { pages } from "#app/pages.ts";

/**
 * SPEC §9 'Sitemap': the static pages, each with the change frequency and priority its page file
 * gives (`sitemap` in content/pages/<route>.page.ts), the most important first; each insight is
 * monthly at 0.7.
 */
export const SITEMAP_STATIC_PAGES = pages
  .flatMap((p) => (p.sitemap ? [{ path: p.path, ...p.sitemap }] : []))
  .sort((a, b) => Number(b.priority) - Number(a.priority) || (a.path < b.path ? -1 : 1));
export const SITEMAP_INSIGHT = { changefreq: "monthly", priority: "0.7" } as const;
