// The Insights as built by tools/vite-insights.ts.
declare module "virtual:insights" {
  import type { InsightArticle, InsightSummary } from "#app/features/insights/types.ts";
  /** Every insight, newest first. */
  export const insights: InsightSummary[];
  /** Per slug, the loader of its article (one chunk each). */
  export const articles: Record<string, () => Promise<{ default: InsightArticle }>>;
}
