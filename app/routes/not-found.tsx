import { data } from "react-router";
import { notFoundTitle } from "#app/pages.ts";
import { ErrorPage } from "#app/ui/error-page.tsx";
import { noFooterNewsletter } from "#app/layout/newsletter-slot.tsx";
import type { Route } from "./+types/not-found";

/** DECISIONS 17: one clear next step here, not a sign-up. */
export const handle = noFooterNewsletter;

/**
 * Any path no page claims: the 404 page with HTTP status 404. The server logs every 404 once,
 * with its path and the page that linked to it (server/request-log.ts).
 */
export function loader() {
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
