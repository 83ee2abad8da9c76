import { data, Link } from "react-router";
import { logger } from "~/lib/logger.server";
import { paths } from "~/config/paths";
import { insightNotFoundTitle } from "~/pages";
import type { Route } from "./+types/insight";

/**
 * An article page. No insights are published yet, so every slug is unknown: the page says so
 * with SPEC's 'Insight Not Found' and answers HTTP 404, so search engines index nothing here.
 */
export function loader({ params }: Route.LoaderArgs) {
  logger.warn({ path: `/insights/${params.slug}` }, "insight not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: insightNotFoundTitle }, { name: "robots", content: "noindex, nofollow" }];

export default function Insight() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-28">
      <h1 className="text-4xl font-bold">Insight Not Found</h1>
      <Link to={paths.insights} className="mt-6 font-semibold text-brand underline underline-offset-4">
        ← Back to Insights
      </Link>
    </section>
  );
}
