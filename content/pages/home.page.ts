import { definePage } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.home,
  // Search results show about 60 characters of a title: the brand and what it offers fit.
  title: `${site.companyName} | Website Strategy for Founders`,
  description: "Ninety-minute website strategy sessions and custom-coded websites for founders, experts, coaches and small-business owners.",
  prerender: true,
  sitemap: { changefreq: "weekly", priority: "1.0" },
  bench: "home",
});
