import { matchesInsight, resultLine } from "~/features/insights/search";
import { filtersQuery, MAX_QUERY } from "~/features/insights/filters";
import { cleanUp, listen } from "~/lib/dom";
import type { Enhancer } from "../enhancers";

/**
 * /insights-full's filter with JavaScript (SPEC §2, §5): at each keystroke or category press
 * the cards are shown or hidden in place, the result line, empty state and clear button follow,
 * and the address bar keeps the query (so a reload or a shared link shows the same). The form
 * is the search form of app/features/insights/island-pages/insights-full.tsx; without
 * JavaScript it is a GET form the server answers.
 *
 * Cheap per keystroke however many insights there are: each card's words are read from the
 * page once, lowercased, and a keystroke only compares strings and flips `hidden` on the cards
 * whose state changes (cards off screen are not laid out: content-visibility).
 */
interface Card {
  element: HTMLElement;
  data: { title: string; excerpt: string; tags: string[]; category: string };
}

const text = (el: Element | null) => el?.textContent?.trim() ?? "";

const enhance: Enhancer = (element) => {
  const form = element as HTMLFormElement;
  const root = form.closest("[data-island]") ?? document;
  const input = form.querySelector<HTMLInputElement>('input[name="search"]');
  const clear = form.querySelector<HTMLAnchorElement>("[data-clear-search]");
  const current = form.querySelector<HTMLInputElement>("[data-current-category]");
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[name="category"]')];
  const line = root.querySelector<HTMLElement>("[data-result-line]");
  const empty = root.querySelector<HTMLElement>("[data-empty]");
  if (!input) return () => {};
  const cards: Card[] = [...root.querySelectorAll<HTMLElement>("[data-insight-card]")].map((card) => ({
    element: card,
    data: {
      title: text(card.querySelector('[data-field="title"]')),
      excerpt: text(card.querySelector('[data-field="excerpt"]')),
      tags: [...card.querySelectorAll('[data-field="tag"]')].map(text),
      category: card.dataset.category ?? "",
    },
  }));
  const names = new Map(buttons.map((b) => [b.value, text(b)]));
  let category: string | null = current?.value || null;

  const apply = () => {
    const query = input.value.slice(0, MAX_QUERY);
    let count = 0;
    for (const card of cards) {
      const show = matchesInsight(card.data, query, category);
      if (show) count++;
      if (card.element.hidden === show) card.element.hidden = !show;
    }
    if (line) line.textContent = resultLine(count, query, category ? (names.get(category) ?? null) : null);
    if (empty) empty.hidden = count > 0;
    if (clear) {
      clear.hidden = query === "";
      clear.href = `${form.action.split("?")[0]}${filtersQuery("", category)}`;
    }
    if (current) current.value = category ?? "";
    for (const b of buttons) {
      const active = (b.value || null) === category;
      b.setAttribute("aria-pressed", String(active));
      b.classList.toggle("bg-brand", active);
      b.classList.toggle("text-white", active);
      b.classList.toggle("border-brand", active);
      b.classList.toggle("bg-white", !active);
      b.classList.toggle("text-ink", !active);
      b.classList.toggle("border-slate-300", !active);
    }
    // The address says what is shown; the router's own history state is kept.
    history.replaceState(history.state, "", `${location.pathname}${filtersQuery(query, category)}${location.hash}`);
  };

  // Typed before the filter was attached: filter at once.
  if (input.value !== input.defaultValue) apply();

  return cleanUp([
    listen(input, "input", apply),
    listen(form, "submit", (e) => {
      e.preventDefault();
      const pressed = (e as SubmitEvent).submitter;
      if (pressed instanceof HTMLButtonElement && pressed.name === "category") category = pressed.value || null;
      apply();
    }),
    ...(clear
      ? [
          listen(clear, "click", (e) => {
            e.preventDefault();
            input.value = "";
            apply();
            input.focus();
          }),
        ]
      : []),
  ]);
};
export default enhance;
