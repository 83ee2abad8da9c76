import { Feed } from "feed";
import { articles, insights } from "virtual:insights";
import { site } from "#content/site";
import { insightPath, paths } from "~/config/paths";
import { absoluteUrl, siteOgImage } from "~/lib/meta";
import { categoryName } from "./category-badge";
import { feedPaths } from "./feed-links";
import { isoDate } from "./dates";
import { ogImageFor } from "./structured-data";

/**
 * The Insights as RSS 2.0 and Atom, with each article's full content. Built once per server
 * process (the insights are fixed at build time) and served from memory.
 */
let built: Promise<{ rss: string; atom: string }> | null = null;

/** Links inside an article are site-relative; a feed reader needs them absolute. */
const absoluteLinks = (html: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${site.url}/`);

async function build() {
  const newest = insights[0];
  const feed = new Feed({
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
    feedLinks: { rss: `${site.url}${feedPaths.rss}`, atom: `${site.url}${feedPaths.atom}` },
    author: { name: site.ownerName, link: site.url },
  });
  for (const insight of insights) {
    const load = articles[insight.slug];
    if (!load) continue;
    const article = (await load()).default;
    const link = absoluteUrl(insightPath(insight.slug));
    feed.addItem({
      title: insight.title,
      id: link,
      link,
      description: insight.excerpt,
      content: absoluteLinks(article.html),
      author: [{ name: insight.author, link: site.url }],
      date: new Date(isoDate(insight.updatedAt ?? insight.publishedAt)),
      published: new Date(isoDate(insight.publishedAt)),
      category: [{ name: categoryName(insight.category) }],
      image: absoluteUrl(ogImageFor(insight.slug)),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}

export function feeds(): Promise<{ rss: string; atom: string }> {
  built ??= build().catch((err: unknown) => {
    built = null;
    throw err;
  });
  return built;
}
