import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.caseStudy,
  title: pageTitle("The Essential Website"),
  description: "A password-protected case study.",
  // Gated: checked per request, never rendered once for everyone (DECISIONS 10).
  prerender: false,
  noindex: true,
  bench: "portfolio: case study",
});
