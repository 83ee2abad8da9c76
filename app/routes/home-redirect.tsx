import { redirect } from "react-router";

/** /home is an alias of / (SPEC §2): a permanent redirect keeps one address per page. */
export function loader() {
  throw redirect("/", 301);
}
