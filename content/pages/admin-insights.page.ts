import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.adminInsights,
  title: pageTitle("Admin - All Insights"),
  description: "Administrative list of insights and sitemap tools.",
  prerender: false,
  noindex: true,
});
