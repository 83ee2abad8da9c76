import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.terms,
  title: pageTitle("Terms of Use"),
  description: `The terms for using this website and booking ${site.companyName} services.`,
  prerender: true,
  sitemap: { changefreq: "yearly", priority: "0.3" },
});
