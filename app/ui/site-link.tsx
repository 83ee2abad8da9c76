import type { ComponentProps } from "react";
import { Link } from "react-router";
import { handleAnchorClick } from "~/lib/anchor";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A link to any page of the site. Links to home anchors (/#strategy-options) follow SPEC's
 * anchor rule; every other internal link is a router link that prefetches on intent.
 */
export function SiteLink({ to, onClick, children, ...rest }: Props) {
  if (/^\/(home)?#/.test(to)) {
    return (
      <a
        href={to}
        onClick={(e) => {
          onClick?.(e);
          handleAnchorClick(e, to);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} prefetch="intent" onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
