import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A link to any page of the site: a plain link. Public pages have no client router: the next
 * page is a full load, usually already fetched by the browser's speculation rules (app/root.tsx)
 * and served from memory. Links to home anchors (/#strategy-options) follow SPEC's anchor rule
 * through the browser runtime (app/browser/anchors.ts).
 */
export function SiteLink({ to, children, ...rest }: Props) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
