import { DURATIONS } from "#content/claims.ts";
import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.strategyPrep,
  title: pageTitle("Secure Your Session Time Now"),
  description: `Schedule your ${DURATIONS.sessionMinutes}-minute strategy session.`,
  prerender: true,
  noindex: true,
  bench: "strategy prep",
});
