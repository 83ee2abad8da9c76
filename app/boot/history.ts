/**
 * The back and forward buttons before the app runs. The app moves between its pages with
 * pushState, and a history entry it made may later be loaded as a page of its own (after a page
 * loaded as a new document, like the chat page, the back button reloads the entry before it).
 * Moving on from there to a neighbouring entry of the same app is then, for the browser, a move
 * inside this document: only the address changes, and popstate is all that happens. Until the
 * app runs nobody answers it, so the address would name one page while another is shown (and
 * the app, started later, would meet a page that is not the one it expects). So: while the app
 * has not begun, a popstate that changes the page loads the page at the new address. In-page
 * anchors (a change of the hash only) stay as they are.
 */
export function installHistory(appBegun: () => boolean): void {
  const page = () => location.pathname + location.search;
  let shown = page();
  addEventListener("popstate", () => {
    if (appBegun()) return;
    if (page() !== shown) location.reload();
  });
  // Same-document moves by the page itself (an anchor scroll) keep `shown` current.
  addEventListener("hashchange", () => {
    if (!appBegun()) shown = page();
  });
}
