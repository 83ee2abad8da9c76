import { feeds } from "#app/features/insights/feeds.server.ts";

/** /rss.xml: the Insights as RSS 2.0, with each article's full content. */
export async function loader() {
  const { rss } = await feeds();
  return new Response(rss, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" } });
}
