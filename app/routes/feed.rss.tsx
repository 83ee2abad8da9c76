import { feeds } from "#app/features/insights/feeds.server.ts";
import { fixedFileResponse } from "#app/lib/fixed-file.server.ts";
import type { Route } from "./+types/feed.rss";

/** /rss.xml: the newest Insights as RSS 2.0, with each article's full content. */
export function loader({ request }: Route.LoaderArgs) {
  return fixedFileResponse(request, "rss", async () => (await feeds()).rss, {
    "Content-Type": "application/rss+xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
