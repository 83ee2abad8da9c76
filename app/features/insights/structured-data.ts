import type { BlogPosting, BreadcrumbList, WithContext } from "schema-dts";
import { site } from "#content/site.ts";
import { insightDetail } from "#content/pages/insights.ts";
import { paths, insightPath } from "#app/config/paths.ts";
import { organizationId, personId } from "#app/lib/json-ld.tsx";
import { absoluteUrl } from "#app/lib/meta.ts";
import { categoryName } from "./category-badge.tsx";
import { isoDate } from "./dates.ts";
import { metaDescription } from "./meta-description.ts";
import type { InsightSummary } from "./types.ts";

export const ogImageFor = (slug: string) => `/og/${slug}.png`;

export function breadcrumbs(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, n) => ({ "@type": "ListItem", position: n + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/** Home › Insights, and › the searchable list on /insights-full: each trail ends at its own page. */
export const insightsBreadcrumbs = (page: "insights" | "insights-full" = "insights") =>
  breadcrumbs([
    { name: insightDetail.breadcrumbHome, path: paths.home },
    { name: insightDetail.breadcrumbInsights, path: paths.insights },
    ...(page === "insights-full" ? [{ name: insightDetail.searchPageName, path: paths.insightsFull }] : []),
  ]);

export function blogPosting(insight: InsightSummary, wordCount: number): WithContext<BlogPosting> {
  const url = absoluteUrl(insightPath(insight.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: insight.title,
    description: metaDescription(insight),
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(ogImageFor(insight.slug)),
    datePublished: isoDate(insight.publishedAt),
    dateModified: isoDate(insight.updatedAt ?? insight.publishedAt),
    author: insight.author === site.ownerName ? { "@type": "Person", "@id": personId(), name: insight.author, url: absoluteUrl(paths.about) } : { "@type": "Person", name: insight.author },
    publisher: { "@id": organizationId() },
    articleSection: categoryName(insight.category),
    keywords: insight.tags.join(", "),
    timeRequired: `PT${insight.readingTime}M`,
    wordCount,
    inLanguage: "en",
  };
}
