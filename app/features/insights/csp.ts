import { insights } from "virtual:insights";
import { insightPath } from "#app/config/paths.ts";

/**
 * The post embed's frame (tools/insights/render-markdown.ts) is allowed on the articles that
 * hold one, and nowhere else (server/csp-by-path.ts).
 */
export const insightEmbedsCsp = {
  paths: insights.filter((i) => i.embeds).map((i) => insightPath(i.slug)),
  add: { "frame-src": ["https://www.linkedin.com"] },
} as const;
