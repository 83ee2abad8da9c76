/**
 * The end of a page's first view: an empty, hidden element placed after its h1 and the lead
 * beneath it (on an article and the insights index, after the cover too). The document's head asks
 * the browser not to paint before this element is in the document (`<link rel="expect"
 * blocking="render">`, app/root.tsx), so the first frame already holds the page's largest text.
 * Without it a phone's browser painted the header first and the headline a frame or more later
 * (About: FCP 1.45 s, LCP 1.86 s on the phone profile), which issue 48's budget forbids (the LCP
 * element in the first contentful frame; decision 044).
 *
 * A marker after the first view, not an id on its container: Chromium lifts the block as soon as
 * the element is connected, before its children are parsed (seen: the first frame had the
 * container and not yet its h1). Exactly one per public page (tests/e2e/first-view.spec.ts).
 */
export const FIRST_VIEW_END_ID = "first-view-end";

export function FirstViewEnd() {
  return <span id={FIRST_VIEW_END_ID} hidden />;
}
