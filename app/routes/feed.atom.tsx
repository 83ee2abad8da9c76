import { feeds } from "#app/features/insights/feeds.server.ts";
import { fixedFileResponse } from "#app/lib/fixed-file.server.ts";
import type { Route } from "./+types/feed.atom";

/** /atom.xml: the newest Insights as Atom, with each article's full content. */
export function loader({ request }: Route.LoaderArgs) {
  return fixedFileResponse(request, "atom", async () => (await feeds()).atom, {
    "Content-Type": "application/atom+xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
