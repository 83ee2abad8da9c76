import type { InsightCategoryKey } from "#content/insights/categories.ts";

/** A responsive image from the build-time pipeline (vite-imagetools, `as=picture`). */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/** SPEC §3 'Insight', without its body: what lists, search, metadata and the sitemap need. */
export interface InsightSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** The search-result snippet when the author wrote one (≤ META_DESCRIPTION_MAX characters). */
  description?: string;
  category: InsightCategoryKey;
  author: string;
  /** A calendar date, YYYY-MM-DD. */
  publishedAt: string;
  updatedAt?: string;
  /** Minutes. */
  readingTime: number;
  imageAlt: string;
  tags: string[];
  featured: boolean;
  /** The article holds a social-network post embed (its frame is allowed on its page only). */
  embeds: boolean;
  thumbnail: PictureData;
}

/** SPEC §3 'Table of contents entry' (every heading 2-4; the page lists level 2). */
export interface TocEntry {
  level: 2 | 3 | 4;
  title: string;
  id: string;
}

/** An article's body, rendered at build time (tools/vite-insights.ts). */
export interface InsightArticle {
  html: string;
  headings: TocEntry[];
  /** Its words, counted at build time (the BlogPosting's wordCount). */
  wordCount: number;
  hero: PictureData;
}
