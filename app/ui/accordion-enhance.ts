import { cleanUp, listen } from "~/lib/dom";
import { accordionKeyTarget } from "./accordion-keys";

const summariesOf = (accordion: Element) => [...accordion.querySelectorAll<HTMLElement>(":scope > details > summary")];

/** Adds keyboard navigation and single-open behaviour to every accordion under `root`. */
export function enhanceAccordions(root: HTMLElement): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    const summary = (e.target as Element).closest("summary");
    const accordion = summary?.closest("[data-accordion]");
    if (!summary || !accordion || !root.contains(accordion)) return;
    const list = summariesOf(accordion);
    const next = accordionKeyTarget(
      e.key,
      list.indexOf(summary),
      list.map((s) => s.getAttribute("aria-disabled") !== "true"),
    );
    if (next === null) return;
    e.preventDefault();
    list[next]?.focus();
  };
  const onClick = (e: MouseEvent) => {
    const summary = (e.target as Element).closest("summary");
    if (summary?.getAttribute("aria-disabled") === "true") e.preventDefault();
  };
  // 'toggle' does not bubble: listen in the capture phase.
  const onToggle = (e: Event) => {
    const opened = e.target;
    if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
    const accordion = opened.parentElement?.closest("[data-accordion]") ?? opened.parentElement;
    for (const d of accordion?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? []) {
      if (d !== opened) d.open = false;
    }
  };
  return cleanUp([listen(root, "keydown", onKeyDown), listen(root, "click", onClick), listen(root, "toggle", onToggle, { capture: true })]);
}
