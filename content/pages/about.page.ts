import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.about,
  title: pageTitle(`About ${site.ownerName}`),
  description: `Meet ${site.ownerName}: business strategist and website developer, from COO to code.`,
  prerender: true,
  sitemap: { changefreq: "monthly", priority: "0.8" },
  bench: "about",
});
