import { DURATIONS } from "#content/claims.ts";
import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.contact,
  title: pageTitle("Contact"),
  description: `Send a written inquiry or book a free ${DURATIONS.freeChatMinutes}-minute chat. Replies within ${DURATIONS.formReplyBusinessDays} business days.`,
  prerender: true,
  sitemap: { changefreq: "monthly", priority: "0.7" },
  bench: "contact",
});
