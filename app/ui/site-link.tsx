import type { ComponentProps } from "react";
import { Link } from "react-router";
import { handleAnchorClick } from "~/lib/anchor";
import { needsDocumentLoad } from "~/config/own-policy-pages";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A link to any page of the site. Links to home anchors (/#strategy-options) follow SPEC's
 * anchor rule; a page with its own Content-Security-Policy (payments, scheduler, case-study
 * preview) is loaded as a new document (~/config/own-policy-pages.ts); every other internal
 * link is a router link that prefetches on intent.
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
  if (needsDocumentLoad(to)) {
    return (
      <Link to={to} reloadDocument onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={to} prefetch="intent" onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
