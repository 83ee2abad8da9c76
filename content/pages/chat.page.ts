import { DURATIONS } from "#content/claims.ts";
import { definePage, pageTitle } from "#content/page-entry.ts";
import { paths } from "#content/paths.ts";

/** This page's entry in the route table (its fields: content/page-entry.ts). */
export const page = definePage({
  path: paths.chat,
  title: pageTitle(`Book a ${DURATIONS.freeChatMinutes}-Minute Chat`),
  description: `Book a free ${DURATIONS.freeChatMinutes}-minute chat to see whether a strategy session is the right next step.`,
  prerender: true,
  sitemap: { changefreq: "monthly", priority: "0.8" },
  bench: "chat",
});
