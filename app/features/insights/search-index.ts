import { insightsPages } from "#content/pages/insights.ts";
import { badgeClass, categoryName } from "./category-badge.tsx";
import { longDate } from "./dates.ts";
import type { InsightSummary, PictureData } from "./types.ts";

/** One insight as /insights-full's filter draws its card (./insights-filter.enhancer.ts). */
export interface SearchIndexEntry {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  category: string;
  categoryName: string;
  badgeClass: string;
  featured: boolean;
  author: string;
  publishedAt: string;
  date: string;
  minutes: string;
  thumb: PictureData;
}

export function searchIndex(list: readonly InsightSummary[]): SearchIndexEntry[] {
  return list.map((i) => ({
    slug: i.slug,
    title: i.title,
    excerpt: i.excerpt,
    tags: i.tags,
    category: i.category,
    categoryName: categoryName(i.category),
    badgeClass: badgeClass(i.category),
    featured: i.featured,
    author: i.author,
    publishedAt: i.publishedAt,
    date: longDate(i.publishedAt),
    minutes: insightsPages.minRead(i.readingTime),
    thumb: i.thumbnail,
  }));
}
