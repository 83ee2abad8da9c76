import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.cookies,
  title: pageTitle("Cookie Policy"),
  description: "Which cookies this site sets, why and for how long, the third-party services involved, and how to change or withdraw your consent at any time.",
  prerender: true,
  sitemap: { changefreq: "yearly", priority: "0.3" },
});
