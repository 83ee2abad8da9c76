import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.disclaimer,
  title: pageTitle("Disclaimer"),
  description: "The limits of the information and results described on this site: general guidance rather than professional advice, with no guarantee of results.",
  prerender: true,
  sitemap: { changefreq: "yearly", priority: "0.3" },
});
