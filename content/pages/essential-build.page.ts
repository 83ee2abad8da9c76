import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.build,
  title: pageTitle("The Essential Build"),
  description: "A custom-coded website you own: no plug-ins, no builders, built on a strategy session.",
  prerender: true,
  sitemap: { changefreq: "weekly", priority: "0.9" },
  bench: "essential build",
});
