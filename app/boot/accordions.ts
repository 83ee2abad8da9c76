import { accordionKeyTarget } from "#app/ui/accordion-keys.ts";

/**
 * Accordions are <details name> (app/ui/accordion.tsx): the browser opens and closes them. This
 * adds SPEC's keys (Home, End, wrapping arrows among enabled items), keeps disabled items shut,
 * and keeps one open where a browser ignores `name`. Delegated from the document, so it works
 * from the first key press, on every page, and for accordions added later.
 */
const summariesOf = (accordion: Element) => [...accordion.querySelectorAll<HTMLElement>(":scope > details > summary")];

export function installAccordions(): void {
  document.addEventListener("keydown", (event) => {
    const summary = event.target instanceof Element ? event.target.closest("summary") : null;
    const accordion = summary?.closest("[data-accordion]");
    if (!summary || !accordion) return;
    const list = summariesOf(accordion);
    const next = accordionKeyTarget(
      event.key,
      list.indexOf(summary),
      list.map((s) => s.getAttribute("aria-disabled") !== "true"),
    );
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  });
  document.addEventListener("click", (event) => {
    const summary = event.target instanceof Element ? event.target.closest("[data-accordion] summary") : null;
    if (summary?.getAttribute("aria-disabled") === "true") event.preventDefault();
  });
  // 'toggle' does not bubble: listen in the capture phase.
  document.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const accordion = opened.parentElement?.closest("[data-accordion]");
      for (const d of accordion?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? []) if (d !== opened) d.open = false;
    },
    true,
  );
}
