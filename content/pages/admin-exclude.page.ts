import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.adminExclude,
  title: pageTitle("Analytics Exclusion"),
  description: "Administrative analytics exclusion.",
  prerender: false,
  noindex: true,
});
