import { site } from "#content/site.ts";

/** The Insights feeds (served by app/routes/feed.rss.tsx and feed.atom.tsx), linked from every page's head. */
export const feedPaths = { rss: "/rss.xml", atom: "/atom.xml" } as const;

export const feedLinks = [
  { rel: "alternate", type: "application/rss+xml", href: feedPaths.rss, title: `${site.companyName}: Strategic Insights (RSS)` },
  { rel: "alternate", type: "application/atom+xml", href: feedPaths.atom, title: `${site.companyName}: Strategic Insights (Atom)` },
];
