import { data } from "react-router";
import { logger } from "#app/lib/logger.server.ts";
import { notFoundTitle } from "#app/pages.ts";
import { ErrorPage } from "#app/ui/error-page.tsx";
import type { Route } from "./+types/not-found";

/** Any path no page claims: the 404 page with HTTP status 404, and the path in the server log. */
export function loader({ request, url }: Route.LoaderArgs) {
  logger.warn({ path: url.pathname, referer: request.headers.get("referer") ?? undefined }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: notFoundTitle },
  { name: "description", content: "This page does not exist. Return to the home page to find what you were looking for." },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
