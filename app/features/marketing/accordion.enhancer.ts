import { accordionKeyTarget } from "./accordion-keys.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * Accordions are <details name> (./accordion.tsx): the browser opens and closes them, keeps one
 * open and expands an item when find-in-page hits it, before and without any script. This adds
 * SPEC's keys (Home, End, wrapping arrows among enabled items), keeps disabled items shut, and
 * keeps one open where a browser ignores `name`. Loaded as soon as the first frame is painted
 * (until then Tab moves among the questions, as it always does); compiled as it loads, so the
 * first key is answered within a frame (decision 111).
 */
const summariesOf = (accordion: Element) => [...accordion.querySelectorAll<HTMLElement>(":scope > details > summary")];

export default defineEnhancer({ name: "accordion", trigger: "now", compiledOnLoad: true }, (accordion) =>
  cleanUp([
    listen(accordion, "keydown", (event) => {
      const summary = event.target instanceof Element ? event.target.closest("summary") : null;
      if (!summary || summary.closest("[data-accordion]") !== accordion) return;
      const list = summariesOf(accordion);
      const next = accordionKeyTarget(
        event.key,
        list.indexOf(summary),
        list.map((s) => s.getAttribute("aria-disabled") !== "true"),
      );
      if (next === null) return;
      event.preventDefault();
      list[next]?.focus();
    }),
    listen(accordion, "click", (event) => {
      const summary = event.target instanceof Element ? event.target.closest("summary") : null;
      if (summary?.getAttribute("aria-disabled") === "true") event.preventDefault();
    }),
    // 'toggle' does not bubble: heard in the capture phase.
    listen(
      accordion,
      "toggle",
      (event) => {
        const opened = event.target;
        if (!(opened instanceof HTMLDetailsElement) || !opened.open || opened.parentElement !== accordion) return;
        for (const d of accordion.querySelectorAll<HTMLDetailsElement>(":scope > details[open]")) if (d !== opened) d.open = false;
      },
      { capture: true },
    ),
  ]),
);
