import { feeds } from "#app/features/insights/feeds.server.ts";

/** /atom.xml: the Insights as Atom, with each article's full content. */
export async function loader() {
  const { atom } = await feeds();
  return new Response(atom, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" } });
}
