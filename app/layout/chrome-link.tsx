import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/ui/site-link.tsx";

/**
 * A link of the site's chrome (the bar, the drawer, 'Work With Me', the footer): a SiteLink
 * that says it is the page being read (`aria-current="page"`: "current page" to a screen reader),
 * as the server renders each page. Chrome only: islands render outside the router and use
 * SiteLink. Not React Router's NavLink (the admin app's, app/features/admin/admin-shell.tsx): a
 * plain link, as every public page's.
 */
export function ChromeLink(props: ComponentProps<typeof SiteLink>) {
  const { pathname } = useLocation();
  return <SiteLink aria-current={pathname === props.to ? "page" : undefined} {...props} />;
}
