import { isRevisit } from "#app/lib/revisit.ts";
import { idle } from "./triggers";

/** The class on <html> that keeps the first page of a visit in the fallback face (app/app.css). */
const FONT_LATER_CLASS = "font-later";
/** The family app/app.css declares for the one typeface (docs/decisions/012). */
const FAMILY = '"Inter Variable"';

/**
 * When the one typeface (Inter, app/app.css) is used: docs/decisions/025-web-font-after-first-paint.md.
 *
 * - The first page of a visit (no referrer from this site, not a reload or a return) is drawn in
 *   the fallback face (Arial scaled to Inter's metrics) from start to end. Inter is fetched once
 *   the page has loaded, into the cache, for the pages that follow. Fetched before the first
 *   paint, on a phone's slow network it shared the bandwidth with the document and the stylesheet
 *   the first paint waits for; swapped in once loaded, the text the visitor was reading moved
 *   (a layout shift: widths match Inter's only on average).
 * - Every later page (a link followed on this site, a reload, back or forward): Inter is almost
 *   certainly in the cache. It is asked for at once, so it draws the first paint; when it is not
 *   ready by then, the page stays in the fallback face (font-display: optional, app/app.css).
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
  document.documentElement.classList.add(FONT_LATER_CLASS);
  // In an idle moment after the load: the page's own requests come first. Nothing on this page
  // uses the face, so loading it changes nothing here; a failed load leaves the next page to ask.
  idle(() => void document.fonts.load(`1em ${FAMILY}`).catch(() => undefined));
}

/** A page reached from this site, or one reloaded or returned to: the font was fetched before. */
function isLaterPage(): boolean {
  if (isRevisit()) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
