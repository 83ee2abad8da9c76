import { definePage, pageTitle } from "#content/page-entry.ts";
import { insightDetail } from "./insights.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.insightsFull,
  // Not /insights' title: two pages of one site under one title read as duplicates in search
  // results (and to Search Console), though both are indexed.
  title: pageTitle(insightDetail.searchPageName),
  description: "Search every insight by title, excerpt or tag, and browse by category.",
  prerender: true,
  bench: "insights (full)",
});
