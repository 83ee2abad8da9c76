import { DURATIONS } from "#content/claims.ts";
import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.checkoutStrategyCall,
  title: pageTitle("Strategy Call Only"),
  description: `A ${DURATIONS.sessionMinutes}-minute one-to-one video strategy session with live strategic input and a recording with a recap.`,
  prerender: true,
  bench: "checkout: strategy call",
});
