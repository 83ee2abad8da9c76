/**
 * Marks <html> while a modal dialog (or an overlay that cannot be one: the checkout panel,
 * `data-hides-nav` / `data-locks-scroll`) is in the page: `data-nav-hidden` hides the navigation
 * bar (SPEC §2: every modal but the cookie ones, `data-keeps-nav`) and `data-scroll-locked` keeps
 * the page still behind it (app/styles/chrome.css).
 *
 * Why not `:root:has(dialog:modal, …)` in CSS, which needs no script: with it, every change to
 * the page's text or elements made the browser walk the whole document again to re-match it, so
 * each keystroke of the insights filter paid ~2.6 ms at 4× CPU for it (a text change on
 * /insights-full: 5.4 ms with it, 2.8 ms without). Watching the few attributes that open and
 * close these (a dialog's `open`, however it was opened or closed) and the elements added or
 * removed costs next to nothing. The CSS rule stays for pages without scripting.
 */
const NAV_HIDING = "dialog:modal:not([data-keeps-nav]), [data-hides-nav]";
const SCROLL_LOCKING = "dialog:modal, [data-locks-scroll]";
const WATCHED = "dialog, [data-hides-nav], [data-locks-scroll]";

const concerns = (node: Node) => node instanceof Element && (node.matches(WATCHED) || node.querySelector(WATCHED) !== null);

function update() {
  const root = document.documentElement;
  root.toggleAttribute("data-nav-hidden", document.querySelector(NAV_HIDING) !== null);
  root.toggleAttribute("data-scroll-locked", document.querySelector(SCROLL_LOCKING) !== null);
}

export function installModalState(): void {
  // Its callback runs before the next frame is drawn: no frame shows the bar over a modal.
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes" || [...r.addedNodes].some(concerns) || [...r.removedNodes].some(concerns)) return update();
    }
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open", "data-keeps-nav", "data-hides-nav", "data-locks-scroll"],
  });
  update();
}
