import { insights } from "virtual:insights";
import { insightPath } from "./config/paths.ts";
import { prerenderAtStart } from "./pages.ts";

/**
 * The pages rendered once and served from memory (`prerender` in ./pages.ts; each rendered
 * on its first request, server/prerendered-pages.ts; docs/decisions/002, 054). A module of its own
 * because it reads every insight (build-time content the browser's copy of the route table has
 * no use for).
 */
export const prerenderedPaths: string[] = [
  ...prerenderAtStart,
  // Every insight: it needs no request data either (issue 13).
  ...insights.map((i) => insightPath(i.slug)),
];
