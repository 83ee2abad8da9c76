import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.getInTouch,
  title: pageTitle("Get in Touch"),
  description: "Read something in the Insights that hit home? Tell me about your business and website.",
  prerender: true,
  sitemap: { changefreq: "monthly", priority: "0.6" },
  bench: "get in touch",
});
