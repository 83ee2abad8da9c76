/** SPEC §9 'Sitemap': the 11 static pages (keys of `paths`) with their change
 * frequencies and priorities; each insight is monthly at 0.7.
 */
export const SITEMAP_STATIC_PAGES = [
  { page: "home", changefreq: "weekly", priority: "1.0" },
  { page: "about", changefreq: "monthly", priority: "0.8" },
  { page: "contact", changefreq: "monthly", priority: "0.7" },
  { page: "build", changefreq: "weekly", priority: "0.9" },
  { page: "chat", changefreq: "monthly", priority: "0.8" },
  { page: "insights", changefreq: "weekly", priority: "0.8" },
  { page: "getInTouch", changefreq: "monthly", priority: "0.6" },
  { page: "privacy", changefreq: "yearly", priority: "0.3" },
  { page: "terms", changefreq: "yearly", priority: "0.3" },
  { page: "cookies", changefreq: "yearly", priority: "0.3" },
  { page: "disclaimer", changefreq: "yearly", priority: "0.3" },
] as const;
export const SITEMAP_INSIGHT = { changefreq: "monthly", priority: "0.7" } as const;
