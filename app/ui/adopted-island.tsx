import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { anchorAction, handleAnchorClick } from "~/lib/anchor";
import { needsDocumentLoad } from "~/config/own-policy-pages";

/**
 * Server-rendered content that the browser adopts instead of re-creating (docs/decisions/
 * 005-marketing-islands.md); named for that, not "static": the content may still change on a
 * client-side navigation, and enhancers attach behaviour to it. On the server, and on a client-side navigation (once the route's
 * clientLoader has loaded the content module), `render` draws the content as usual. While the
 * page hydrates, `render` is null: React keeps the server's DOM untouched, so the text of the
 * page is in the HTML once and never in the page's JavaScript.
 *
 * Because the adopted DOM has no React handlers, the island delegates: internal links go
 * through the router, home anchors (/#…) follow SPEC's anchor rule, and links marked
 * data-reload, to a page with its own security policy (~/config/own-policy-pages.ts), or
 * external ones load normally. Behaviour (accordion keys, the carousel, the
 * scroll-driven flow) comes from the boot runtime through `data-enhance` attributes in the
 * markup, in both cases (app/boot/enhancers.ts).
 */
export function AdoptedIsland({ name, render }: { name: string; render: (() => ReactNode) | null }) {
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest("a");
    if (!link || !e.currentTarget.contains(link) || link.target || link.hasAttribute("download") || link.hasAttribute("data-reload")) return;
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//") || needsDocumentLoad(href)) return;
    if (anchorAction(window.location.pathname, href).kind !== "none") {
      handleAnchorClick(e, href);
      return;
    }
    e.preventDefault();
    void navigate(href);
  };

  return render ? (
    // The wrapper only delegates clicks on the links inside it.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div data-island={name} onClick={onClick}>
      {render()}
    </div>
  ) : (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div data-island={name} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}
