import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.portfolio,
  title: pageTitle("Portfolio - Coming Soon"),
  description: "Selected client work, coming soon.",
  prerender: true,
  noindex: true,
  bench: "portfolio",
});
