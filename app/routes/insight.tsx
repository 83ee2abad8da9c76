import { data } from "react-router";
import { insightPath } from "~/config/paths";
import { categoryName } from "~/features/insights/category-badge";
import { isoDate } from "~/features/insights/dates";
import { InsightsNewsletter } from "~/features/insights/insights-newsletter";
import { ogImageFor } from "~/features/insights/structured-data";
import { islandPage } from "~/features/marketing/island-page";
import { logger } from "~/lib/logger.server";
import { buildMeta } from "~/lib/meta";
import { insightNotFoundTitle } from "~/pages";
import { AdoptedIsland } from "~/ui/adopted-island";
import type { Route } from "./+types/insight";

const page = islandPage(() => import("~/features/insights/island-pages/insight"));
if (import.meta.env.SSR) await (await page.load()).loadAllArticles();

/** What the page's head needs (its metadata); the article itself is in the HTML only. */
function headData(slug: string, m: Awaited<ReturnType<typeof page.load>>) {
  const insight = m.findInsight(slug);
  if (!insight) return null;
  const { thumbnail: _thumbnail, ...rest } = insight;
  return rest;
}

/** An unknown slug: 'Insight Not Found' with HTTP 404 (DECISIONS 3), and the path logged. */
export async function loader({ params }: Route.LoaderArgs) {
  const insight = headData(params.slug, await page.load());
  if (!insight) {
    logger.warn({ path: insightPath(params.slug) }, "insight not found");
    return data({ insight: null }, { status: 404 });
  }
  return { insight };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const m = await page.load();
  const insight = headData(params.slug, m);
  if (insight) await m.loadArticle(params.slug);
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

/** /insights/{slug} (SPEC §2 'Insight detail'): an island page, then the Insights sign-up. */
export default function Insight({ loaderData, params }: Route.ComponentProps) {
  const m = page.content();
  const found = loaderData.insight !== null;
  return (
    <>
      <AdoptedIsland
        name={found ? "insight" : "insight-not-found"}
        render={m && (() => {
          const insight = m.findInsight(params.slug);
          return insight ? <m.InsightPage insight={insight} /> : <m.InsightNotFound />;
        })}
      />
      {found && <InsightsNewsletter />}
    </>
  );
}
