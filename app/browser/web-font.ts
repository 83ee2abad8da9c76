import { afterNextFrame } from "#app/lib/tasks.ts";
import { whenPainted } from "./triggers";

/** The class on <html> that keeps the page in the fallback face until Inter is loaded (app/app.css). */
export const FONT_LATER_CLASS = "font-later";
/** The family app/app.css declares for the one typeface (docs/decisions/012). */
const FAMILY = '"Inter Variable"';

/**
 * When the one typeface (Inter, app/app.css) is fetched: docs/decisions/025-web-font-after-first-paint.md.
 *
 * - The first page of a visit (no referrer from this site, not a reload or a return): the page is
 *   painted first in the fallback face (Arial scaled to Inter's metrics) and Inter is fetched
 *   after that first paint, then swapped in. Fetched before it, on a phone's slow network the font
 *   shared the bandwidth with the document and the stylesheet the first paint waits for.
 * - Every later page (a link followed on this site, a reload, back or forward): Inter is almost
 *   certainly in the browser's cache. It is asked for at once, so it is there for the first paint.
 *
 * Runs while the <head> is parsed, before the stylesheet is applied: the class must be set before
 * the first style, or the stylesheet's font-family already asks for the font.
 */
export function installWebFont(fontUrl: string | undefined): void {
  if (!fontUrl) return;
  if (isLaterPage()) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = fontUrl;
    document.head.append(link);
    return;
  }
  const root = document.documentElement;
  root.classList.add(FONT_LATER_CLASS);
  // After the frame that follows the first paint: the swap's restyle is a task of its own. The
  // face is loaded first and the class removed when it is there, so the swap is one restyle with
  // no frame drawn in a half state. A failed load swaps too: the stylesheet then falls back to
  // the same fallback face it had.
  void whenPainted().then(() =>
    afterNextFrame(() => {
      const swap = () => root.classList.remove(FONT_LATER_CLASS);
      document.fonts.load(`1em ${FAMILY}`).then(swap, swap);
    }),
  );
}

/** A page reached from this site, or one reloaded or returned to: the font was fetched before. */
function isLaterPage(): boolean {
  const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (nav && (nav.type === "reload" || nav.type === "back_forward")) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
