import { handleAnchorClick } from "#app/lib/anchor.ts";

/**
 * SPEC's anchor rule for links to home's sections (/#strategy-options…) before the app runs:
 * on home a smooth scroll (with its retries), elsewhere a full load of /home#…. Listens on the
 * window, after the document: once the app runs, its own link handlers act first and prevent
 * the default, and this stands back.
 */
export function installAnchors(): void {
  addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || link.hasAttribute("download")) return;
    handleAnchorClick(event, link.getAttribute("href") ?? "");
  });
}
