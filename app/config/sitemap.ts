import { pages } from "#app/pages.ts";
import { paths } from "#app/config/paths.ts";

/**
 * SPEC §9 'Sitemap' lists its static pages in this order; the sitemap keeps it, as SPEC's texts
 * and orders are kept to the letter. Only an order: which pages are in it, and each one's change
 * frequency and priority, come from its page file (`sitemap` in content/pages/<route>.page.ts).
 */
const SPEC_ORDER: readonly string[] = [paths.home, paths.about, paths.contact, paths.build, paths.chat, paths.insights, paths.getInTouch, paths.privacy, paths.terms, paths.cookies, paths.disclaimer];
const place = (path: string) => (SPEC_ORDER.includes(path) ? SPEC_ORDER.indexOf(path) : SPEC_ORDER.length);

/**
 * The static pages of the sitemap, each with the change frequency and priority its page file
 * gives: SPEC's in SPEC's order, then any other, the most important first; each insight is
 * monthly at 0.7.
 */
export const SITEMAP_STATIC_PAGES = pages
  .flatMap((p) => (p.sitemap ? [{ path: p.path, ...p.sitemap }] : []))
  .sort((a, b) => place(a.path) - place(b.path) || Number(b.priority) - Number(a.priority) || (a.path < b.path ? -1 : 1));
export const SITEMAP_INSIGHT = { changefreq: "monthly", priority: "0.7" } as const;
