import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.confirmation,
  title: pageTitle("Smart Move, You're Officially In"),
  description: "You're in. Here is what happens next.",
  prerender: true,
  noindex: true,
  bench: "status: confirmation",
});
