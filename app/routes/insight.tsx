import { data } from "react-router";
import { insightPath } from "#app/config/paths.ts";
import { categoryName } from "#app/features/insights/category-badge.tsx";
import { isoDate } from "#app/features/insights/dates.ts";
import { InsightsNewsletter } from "#app/features/insights/insights-newsletter.tsx";
import { metaDescription } from "#app/features/insights/meta-description.ts";
import { ogImageFor } from "#app/features/insights/structured-data.ts";
import { findInsight, InsightNotFound, InsightPage, loadArticle } from "#app/features/insights/insight-page.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { insightNotFoundTitle } from "#app/pages.ts";
import type { Route } from "./+types/insight";

/** What the page's head needs (its metadata); the article itself is in the HTML only. */
function headData(slug: string) {
  const insight = findInsight(slug);
  if (!insight) return null;
  const { thumbnail: _thumbnail, ...rest } = insight;
  return rest;
}

/** An unknown slug: 'Insight Not Found' with HTTP 404 (DECISIONS 3; the server logs the 404: server/request-log.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const insight = headData(params.slug);
  if (!insight) return data({ insight: null }, { status: 404 });
  // Its article is read for its page's render (its own file; app/features/insights/insight-page.tsx).
  await loadArticle(params.slug);
  return { insight };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const insight = loaderData?.insight;
  if (!insight) return [{ title: insightNotFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
  return buildMeta({
    title: `${insight.title} | ${insight.author}`,
    description: metaDescription(insight),
    path: insightPath(insight.slug),
    type: "article",
    image: ogImageFor(insight.slug),
    imageAlt: insight.title,
    article: {
      author: insight.author,
      publishedTime: isoDate(insight.publishedAt),
      modifiedTime: insight.updatedAt ? isoDate(insight.updatedAt) : undefined,
      section: categoryName(insight.category),
      tags: insight.tags,
    },
  });
};

/** /insights/{slug} (SPEC §2 'Insight detail'), then the Insights sign-up. */
export default function Insight({ params }: Route.ComponentProps) {
  const insight = findInsight(params.slug);
  return (
    <>
      {insight ? <InsightPage insight={insight} /> : <InsightNotFound />}
      {insight && <InsightsNewsletter />}
    </>
  );
}
