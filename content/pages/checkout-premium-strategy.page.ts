import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.checkoutPremium,
  title: pageTitle("Your Essential Website Strategy"),
  description: "The strategy call plus a roadmap, content framework, page-by-page UX recommendations and an action checklist.",
  prerender: true,
  bench: "checkout: premium",
});
