import { data } from "react-router";
import { redactQueryValues } from "#app/lib/log-redaction.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { notFoundTitle } from "#app/pages.ts";
import { ErrorPage } from "#app/ui/error-page.tsx";
import { noFooterNewsletter } from "#app/layout/newsletter-slot.tsx";
import type { Route } from "./+types/not-found";

/** DECISIONS 17: one clear next step here, not a sign-up. */
export const handle = noFooterNewsletter;

/**
 * Any path no page claims: the 404 page with HTTP status 404, and the path in the server log,
 * with the page that linked to it (its query's values left out, as in every request log line:
 * a search or an e-mail address in it can be personal).
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const referer = request.headers.get("referer");
  logger.warn({ path: url.pathname, referer: referer === null ? undefined : redactQueryValues(referer) }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: notFoundTitle },
  { name: "description", content: "This page does not exist. Return to the home page to find what you were looking for." },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NotFound() {
  return <ErrorPage status={404} waysOn />;
}
