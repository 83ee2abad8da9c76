import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.insights,
  title: pageTitle("Strategic Insights"),
  description: "Articles on website strategy, security and growth for founders and small businesses.",
  prerender: true,
  sitemap: { changefreq: "weekly", priority: "0.8" },
  bench: "insights",
});
