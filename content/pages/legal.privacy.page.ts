import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.privacy,
  title: pageTitle("Privacy Policy"),
  description: `How ${site.companyName} collects, uses and protects your information.`,
  prerender: true,
  sitemap: { changefreq: "yearly", priority: "0.3" },
  bench: "legal: privacy",
});
