import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import { pageFor } from "#app/pages.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";

/** Absolute URL on the public site (SITE_URL, else content/site.ts): app/lib/site-url.ts. */
export { absoluteUrl };

/** The site's own Open Graph image (drawn at build time: tools/vite-insights.ts). */
export const siteOgImage = "/og/site.png";
const OG_IMAGE_SIZE = { width: "1200", height: "630" };

interface MetaInput {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** A path on this site; the site's image by default. */
  image?: string;
  imageAlt?: string;
  /** Open Graph article tags (SPEC §3 'Meta inputs'). */
  article?: { author: string; publishedTime: string; modifiedTime?: string; section: string; tags: readonly string[] };
  /** No social-card tags (a search result page: SPEC §2 'Insights full'). */
  social?: boolean;
  /**
   * No canonical link: for a view kept out of search results whose canonical would be another,
   * indexed URL (a search on /insights-full). A noindex page that names an indexed page as its
   * canonical sends search engines two signals that contradict each other, and the noindex may be
   * carried over to the page it names.
   */
  canonical?: boolean;
}

/** Title, description, canonical URL, robots and social-card tags for one page (DECISIONS 1). */
export function buildMeta({ title, description, path, noindex = false, type = "website", image = siteOgImage, imageAlt = title, article, social = true, canonical = true }: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: url }] : []),
  ];
  if (!social) return head;
  const imageUrl = absoluteUrl(image);
  return [
    ...head,
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: OG_IMAGE_SIZE.width },
    { property: "og:image:height", content: OG_IMAGE_SIZE.height },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...(article
      ? [
          { property: "article:author", content: article.author },
          { property: "article:published_time", content: article.publishedTime },
          ...(article.modifiedTime ? [{ property: "article:modified_time", content: article.modifiedTime }] : []),
          { property: "article:section", content: article.section },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
  ];
}

/** Metadata of a page of the route table (app/pages.ts; a path that is none throws, and its page answers 500). */
export function pageMeta(path: string): MetaDescriptor[] {
  const p = pageFor(path);
  return buildMeta({ title: p.title, description: p.description, path: p.path, noindex: p.noindex ?? false });
}
