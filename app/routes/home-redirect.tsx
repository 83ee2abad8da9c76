import { redirect } from "react-router";
import { paths } from "#app/config/paths.ts";
import type { Route } from "./+types/home-redirect";

/**
 * /home is an alias of / (SPEC §2): a permanent redirect keeps one address per page. The query
 * goes along (campaign tags such as utm_source must reach the page they were meant for).
 */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(`${paths.home}${url.search}`, 301);
}
