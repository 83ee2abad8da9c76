import { insights } from "virtual:insights";
import { insightPath } from "./config/paths";
import { pages } from "./pages";

/**
 * The pages rendered once and served from memory (`prerender` in ./pages.ts; each rendered
 * on its first request, server/prerendered-pages.ts; docs/decisions/002, 006). A module of its own so
 * that the browser's copy of the route table does not compute it.
 */
/** The static pages: rendered right after the server listens, in the background. */
export const prerenderAtStart: string[] = pages.filter((p) => p.prerender).map((p) => p.path);

export const prerenderedPaths: string[] = [
  ...prerenderAtStart,
  // Every insight: it needs no request data either (issue 13).
  ...insights.map((i) => insightPath(i.slug)),
];
