import { data } from "react-router";
import { insightPath } from "~/config/paths";
import { categoryName } from "~/features/insights/category-badge";
import { isoDate } from "~/features/insights/dates";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { ogImageFor } from "~/features/insights/structured-data";
import { findInsight, InsightNotFound, InsightPage, loadArticle } from "~/features/insights/insight-page";
import { logger } from "~/lib/logger.server";
import { buildMeta } from "~/lib/meta";
import { insightNotFoundTitle } from "~/pages";
import type { Route } from "./+types/insight";

/** What the page's head needs (its metadata); the article itself is in the HTML only. */
function headData(slug: string) {
  const insight = findInsight(slug);
  if (!insight) return null;
  const { thumbnail: _thumbnail, ...rest } = insight;
  return rest;
}

/** An unknown slug: 'Insight Not Found' with HTTP 404 (DECISIONS 3), and the path logged. */
export async function loader({ params }: Route.LoaderArgs) {
  const insight = headData(params.slug);
  if (!insight) {
    logger.warn({ path: insightPath(params.slug) }, "insight not found");
    return data({ insight: null }, { status: 404 });
  }
  // Its article is read for its page's render (its own file; app/features/insights/insight-page.tsx).
  await loadArticle(params.slug);
  return { insight };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const insight = loaderData?.insight;
  if (!insight) return [{ title: insightNotFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
  return buildMeta({
    title: `${insight.title} | ${insight.author}`,
    description: insight.excerpt,
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
