import { handleAnchorClick } from "#app/lib/anchor.ts";

/**
 * SPEC's anchor rule for links to home's sections (/#strategy-options…), on every page: on home
 * a smooth scroll (with its retries), elsewhere a full load of /home#…. Listens on the window,
 * after the document, so a handler that already prevented the default (the admin app's router)
 * acts first, and this stands back.
 */
export function installAnchors(): void {
  addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || link.hasAttribute("download")) return;
    handleAnchorClick(event, link.getAttribute("href") ?? "");
  });
}
