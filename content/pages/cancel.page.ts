import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.cancel,
  title: pageTitle("Checkout Cancelled"),
  description: "No worries, you're not locked in.",
  prerender: true,
  noindex: true,
  bench: "status: cancel",
});
