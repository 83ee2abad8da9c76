import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.success,
  title: pageTitle("Payment Received"),
  description: "Thank you for your purchase. Here is what happens next.",
  prerender: true,
  noindex: true,
  bench: "status: success",
});
