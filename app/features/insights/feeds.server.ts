import { statSync } from "node:fs";
import path from "node:path";
import { Feed, type Item } from "feed";
import { articles, insights } from "virtual:insights";
import { site } from "#content/site.ts";
import { siteUrl } from "#app/lib/site-url.ts";
import { insightPath, paths } from "#app/config/paths.ts";
import { absoluteUrl, siteOgImage } from "#app/lib/meta.ts";
import { categoryName } from "./category-badge.tsx";
import { feedPaths } from "./feed-links.ts";
import { isoDate } from "./dates.ts";
import { ogImageFor } from "./structured-data.ts";

/**
 * The Insights as RSS 2.0 and Atom, with each article's full content. Built once per server
 * process, on the first request (the insights are fixed at build time, the address at start),
 * and served from memory.
 */

/**
 * The newest this many insights are in the feeds: a reader polls for what is new, and with every
 * insight in full a feed grew with the site (about 10 MB at 1,000 insights, fetched whole at
 * every poll). The sitemap and /insights-full list them all.
 */
export const FEED_ITEMS_MAX = 20;
let built: Promise<{ rss: string; atom: string }> | null = null;

/** Links inside an article are site-relative; a feed reader needs them absolute. */
const absoluteLinks = (html: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl()}/`);

/** The folder the server serves the client build from (server/launch.js: BUILD_DIR, default build/), with the Open Graph images in og/. */
const clientBuildDir = path.resolve(process.env.BUILD_DIR || "build", "client");

/** The byte size of a file the server serves at `urlPath`; null when it is not there. */
export function servedFileBytes(urlPath: string, root = clientBuildDir): number | null {
  try {
    const stat = statSync(path.join(root, path.posix.normalize(urlPath)));
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

export interface FeedSources {
  /**
   * The byte size of the image served at a path, for the RSS enclosure's `length` (RSS 2.0 wants
   * the real size; `0` is wrong). Null leaves the enclosure out: in development the images are
   * drawn on request (tools/vite-insights.ts) and there is no file to measure.
   */
  imageBytes: (urlPath: string) => number | null;
}

/**
 * Both feeds. They differ in how they name the author: RSS's `<author>` must be an e-mail
 * address, and the site publishes none for its writers, so the RSS items carry `dc:creator`
 * (Dublin Core, the usual element for a name) and no `<author>`; Atom's `<author>` is a name
 * with a link. So each gets its own Feed with its own items.
 */
export async function buildFeeds({ imageBytes }: FeedSources, limit = FEED_ITEMS_MAX) {
  const newest = insights[0];
  const options = {
    title: `${site.companyName}: Strategic Insights`,
    description: "Articles on website strategy, security and growth for founders and small businesses.",
    id: absoluteUrl(paths.insights),
    link: absoluteUrl(paths.insights),
    language: "en",
    image: absoluteUrl(siteOgImage),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${site.companyName}`,
    updated: newest ? new Date(isoDate(newest.updatedAt ?? newest.publishedAt)) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(feedPaths.rss), atom: absoluteUrl(feedPaths.atom) },
  } as const;
  const rss = new Feed(options);
  const atom = new Feed({ ...options, author: { name: site.ownerName, link: siteUrl() } });
  for (const insight of insights.slice(0, limit)) {
    const load = articles[insight.slug];
    if (!load) continue;
    const article = (await load()).default;
    const link = absoluteUrl(insightPath(insight.slug));
    const imagePath = ogImageFor(insight.slug);
    const bytes = imageBytes(imagePath);
    const item: Item = {
      title: insight.title,
      id: link,
      link,
      description: insight.excerpt,
      content: absoluteLinks(article.html),
      date: new Date(isoDate(insight.updatedAt ?? insight.publishedAt)),
      published: new Date(isoDate(insight.publishedAt)),
      category: [{ name: categoryName(insight.category) }],
      ...(bytes === null ? {} : { image: { url: absoluteUrl(imagePath), type: "image/png", length: bytes } }),
    };
    rss.addItem({ ...item, extensions: [{ name: "dc:creator", objects: { _text: insight.author } }] });
    atom.addItem({ ...item, author: [{ name: insight.author, link: siteUrl() }] });
  }
  return { rss: rss.rss2(), atom: atom.atom1() };
}

export function feeds(): Promise<{ rss: string; atom: string }> {
  built ??= buildFeeds({ imageBytes: (p) => servedFileBytes(p) }).catch((err: unknown) => {
    built = null;
    throw err;
  });
  return built;
}
