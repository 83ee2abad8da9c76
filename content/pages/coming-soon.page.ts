import { DURATIONS } from "#content/claims.ts";
import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.comingSoon,
  title: pageTitle("Coming Very Soon"),
  description: `Something new is launching within ${DURATIONS.launchWithinHours} hours.`,
  prerender: true,
  noindex: true,
  bench: "coming soon",
});
