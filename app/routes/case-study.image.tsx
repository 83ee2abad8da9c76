import { caseStudyImage } from "#app/features/portfolio/case-study-images.server.ts";
import { gateState } from "#app/features/portfolio/case-study-gate.server.ts";
import { runtime } from "#app/runtime.server.ts";
import type { Route } from "./+types/case-study.image";

/**
 * The case study's images (DECISIONS 10): served only to a browser whose unlock is valid (the
 * portfolio_access cookie reaches this path: it is scoped to /portfolio). Anyone else gets a
 * plain 404, the same as for a file that does not exist. Never cached by a shared cache.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { cfg } = runtime();
  const notFound = () => new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  if (gateState(request, { password: cfg.portfolioPassword, secret: cfg.sessionSecret }) !== "unlocked") return notFound();
  const image = caseStudyImage(params.name);
  if (!image) return notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.type,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      Vary: "Cookie",
    },
  });
}
