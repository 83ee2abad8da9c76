import { INSIGHTS } from "#app/config/insights.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * An insight's table of contents (SPEC §2 'Insight detail'): a click scrolls smoothly to the
 * section (at once with reduced motion), and the entry of the section whose heading has
 * scrolled to within 100 px of the top (INSIGHTS.activeSectionPx) is marked as current. Attached
 * at once.
 */
export default defineEnhancer({ name: "toc", trigger: "now" }, (element) => {
  const links = [...element.querySelectorAll<HTMLAnchorElement>("a[data-toc-link]")];
  const headings = links.map((a) => document.getElementById(a.dataset.tocLink ?? "")).filter((h): h is HTMLElement => h !== null);
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let active: string | null = null;

  const update = () => {
    frame = 0;
    let id: string | null = null;
    for (const h of headings) {
      if (h.getBoundingClientRect().top <= INSIGHTS.activeSectionPx) id = h.id;
      else break;
    }
    if (id === active) return;
    active = id;
    for (const a of links) {
      if (a.dataset.tocLink === id) a.setAttribute("aria-current", "location");
      else a.removeAttribute("aria-current");
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();

  return cleanUp([
    listen(window, "scroll", schedule, { passive: true }),
    listen(window, "resize", schedule, { passive: true }),
    listen(element, "click", (e) => {
      const link = (e.target as Element).closest<HTMLAnchorElement>("a[data-toc-link]");
      const target = link && document.getElementById(link.dataset.tocLink ?? "");
      if (!target || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      target.scrollIntoView({ behavior: reduced.matches ? "auto" : "smooth", block: "start" });
      history.replaceState(history.state, "", `#${target.id}`);
      // Keyboard and screen-reader users continue reading from the section.
      target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }),
    () => cancelAnimationFrame(frame),
  ]);
});
