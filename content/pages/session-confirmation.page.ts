import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.sessionConfirmation,
  title: pageTitle("You're Officially Booked"),
  description: "Your strategy session is booked.",
  prerender: true,
  noindex: true,
  bench: "status: session confirmed",
});
