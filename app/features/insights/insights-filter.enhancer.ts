import type { SearchIndexEntry } from "#app/features/insights/search-index.ts";
import { preparedMatcher, resultLine, searchText, typingSearch } from "#app/features/insights/search.ts";
import { filtersQuery, MAX_QUERY } from "#app/features/insights/filters.ts";
import { PILL_PRESSED, PILL_UNPRESSED } from "#app/features/insights/category-pill.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { afterNextFrame } from "#app/lib/tasks.ts";
import { drawCard } from "./insights-filter-card.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * /insights-full's filter with JavaScript (SPEC §2, §5): at each keystroke or category press the
 * results change in place, the result line, empty state and clear button follow, and the
 * address bar keeps the query (a reload or a shared link shows the same). The form is the
 * search form of app/features/insights/insights-full-page.tsx; without JavaScript it is
 * a GET form the server answers.
 *
 * Cheap per keystroke however many insights there are (docs/decisions/071). While every card is
 * in the page (`data-complete`), each card's words are read from the page once and a keystroke
 * only compares strings and flips `hidden` where it changes. With many insights the page holds
 * the first results only: the filter then fetches /insights-index.json once (at the first
 * search), and a keystroke draws at most a page of cards (copies of the page's card template),
 * a few per frame (DRAW_BUDGET_MS).
 */
interface Card {
  element: HTMLElement;
  category: string;
  /** Its words, prepared once (searchText). */
  text: string;
}

const text = (el: Element | null) => el?.textContent?.trim() ?? "";
const ADDRESS_DELAY_MS = 250;
/** After the search index failed to load, the least time before a keystroke asks for it again. */
export const INDEX_RETRY_MS = 10_000;
/** How long the index may take to arrive (a few hundred kB at 1,000 insights, on a slow phone). */
export const INDEX_TIMEOUT_MS = 15_000;
/** What the warm-up searches for (only the work matters): words found nowhere, and a letter found almost everywhere. */
const WARM_UP_QUERIES = ["warm up", "e"] as const;
/**
 * Drawing time per frame, counted from the keystroke (cards are drawn until it is spent, at least
 * one): with the search before it and the style and layout after it, a frame stays within 16 ms
 * at 4× CPU, where one card is about 1.5 ms; a fast device draws a page in the first frame.
 */
const DRAW_BUDGET_MS = 2;

/**
 * Attached at once (trigger "now"), so the first keystroke filters. Compiled as its chunk loads
 * (`compiledOnLoad`, decision 071): its first keystrokes compiled 6–9 ms of its code at 4× CPU;
 * compiled with the chunk, after the page's first paint, ~2.
 */
export default defineEnhancer({ name: "insights-filter", trigger: "now", compiledOnLoad: true }, (element) => {
  const form = element as HTMLFormElement;
  const root = form.closest("[data-island]") ?? document;
  const input = form.querySelector<HTMLInputElement>('input[name="search"]');
  const clear = form.querySelector<HTMLAnchorElement>("[data-clear-search]");
  const current = form.querySelector<HTMLInputElement>("[data-current-category]");
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[name="category"]')];
  const line = root.querySelector<HTMLElement>("[data-result-line]");
  const empty = root.querySelector<HTMLElement>("[data-empty]");
  const grid = root.querySelector<HTMLElement>("[data-insight-grid]");
  const showMore = root.querySelector<HTMLAnchorElement>("[data-show-more]");
  const template = root.querySelector<HTMLElement>("[data-card-template] [data-insight-card]");
  if (!input || !grid) return () => {};
  const complete = form.dataset.complete !== "false";
  const pageSize = Number(form.dataset.pageSize) || 12;
  let limit = Number(form.dataset.limit) || pageSize;
  const names = new Map(buttons.map((b) => [b.value, text(b)]));
  let category: string | null = current?.value || null;
  let lastQuery = input.value;
  let pressedCategory = category;
  /** The address to write once the typing pauses (one timer, not one per keystroke). */
  let address = "";
  let addressDue = 0;
  let addressTimer = 0;
  const writeAddress = () => {
    const wait = addressDue - performance.now();
    if (wait > 1) return void (addressTimer = window.setTimeout(writeAddress, wait));
    addressTimer = 0;
    history.replaceState(history.state, "", address);
  };
  /** The page the form asks (without JavaScript, a GET): the server's answer for a press or link. */
  const formPath = new URL(form.action).pathname;

  // Every card in the page: read once.
  const cards: Card[] = complete
    ? [...grid.querySelectorAll<HTMLElement>("[data-insight-card]")].map((card) => ({
        element: card,
        category: card.dataset.category ?? "",
        text: searchText({
          title: text(card.querySelector('[data-field="title"]')),
          excerpt: text(card.querySelector('[data-field="excerpt"]')),
          tags: [...card.querySelectorAll('[data-field="tag"]')].map(text),
          category: card.dataset.category ?? "",
        }),
      }))
    : [];

  // Many insights: the index, fetched once; the cards drawn so far, kept for the next keystroke.
  let index: ((query: string, category: string | null) => readonly (SearchIndexEntry & { text: string })[]) | null = null;
  const shownNow: HTMLElement[] = [];
  let loading: Promise<void> | null = null;
  /** The index could not be loaded (a press then goes to the server), and a press waits for it. */
  let failed = false;
  let waiting = false;
  const viaServer = () => location.assign(`${formPath}${filtersQuery(input.value.slice(0, MAX_QUERY), category, limit)}`);
  const drawn = new Map<string, HTMLElement>();
  for (const card of grid.querySelectorAll<HTMLElement>("[data-insight-card]")) {
    const slug = card.querySelector<HTMLAnchorElement>('[data-field="more"]')?.pathname.split("/").pop();
    if (slug) drawn.set(slug, card);
    shownNow.push(card);
  }
  let failedAt = 0;
  const loadIndex = (): Promise<void> => {
    // After a failure, keystrokes do not ask again at once (each letter was a request to a
    // server that had just failed): one new attempt per INDEX_RETRY_MS at most. Meanwhile what
    // is typed stays in the box, and a press goes to the server's page for it (press()).
    if (!loading && failed && performance.now() - failedAt < INDEX_RETRY_MS) return Promise.resolve();
    // Cut off after INDEX_TIMEOUT_MS: a request that hangs is a failure (a press then goes to the
    // server's page), not a wait that kept every press waiting with it.
    if (loading) return loading;
    const cutOff = new AbortController();
    const timer = window.setTimeout(() => cutOff.abort(), INDEX_TIMEOUT_MS);
    return (loading = fetch(form.dataset.index ?? "/insights-index.json", { signal: cutOff.signal })
      .then((r) => (r.ok ? (r.json() as Promise<SearchIndexEntry[]>) : Promise.reject(new Error(`index: ${r.status}`))))
      .then(
        (list) => {
          index = typingSearch(list.map((e) => ({ ...e, text: searchText(e) })));
          failed = waiting = false;
          warmUp();
        },
        (err: unknown) => {
          loading = null;
          failed = true;
          failedAt = performance.now();
          console.error("insights: the search index could not be loaded", err);
          if (waiting) viaServer();
        },
      )
      .finally(() => window.clearTimeout(timer)));
  };

  /**
   * Blank copies of the card template, made in idle moments (a copy made in a keystroke cost a
   * third of it at 4× CPU): a page of them, topped up after each search that used some.
   */
  const spares: HTMLElement[] = [];
  let toppingUp = false;
  const topUp = () => {
    if (toppingUp || !template || spares.length >= limit) return;
    toppingUp = true;
    (window.requestIdleCallback ?? setTimeout)(() => {
      toppingUp = false;
      const until = performance.now() + DRAW_BUDGET_MS;
      while (spares.length < limit && performance.now() < until) spares.push(template.cloneNode(true) as HTMLElement);
      topUp();
    });
  };
  const blankCard = (template: HTMLElement) => spares.pop() ?? (template.cloneNode(true) as HTMLElement);

  /**
   * Once the index is here (the visitor has reached for the box), idle moments prepare what a
   * keystroke needs: the blank cards, searches over the index and one run of the keystroke's own
   * path, so the first letters find that code warmed up (at 4× CPU they cost up to twice what
   * later ones did; its compiling is done as the chunk loads: compiledOnLoad).
   */
  const warmUp = () => {
    topUp();
    (window.requestIdleCallback ?? setTimeout)(() => {
      if (!index) return;
      for (const q of WARM_UP_QUERIES) index(q, null);
      // The keystroke's own path, for what is already shown: nothing on the page changes. (A
      // letter typed meanwhile has run it already.)
      if (input.value.slice(0, MAX_QUERY) === lastQuery) apply();
    });
  };

  /**
   * Shows a page of results: cards are drawn while this frame's drawing time lasts (at least
   * one), then the same after each frame, so no frame holds more than a few cards' drawing and
   * layout (a page of 12 at once took up to 34 ms at 4× CPU). A newer keystroke stops the cards
   * still to come.
   */
  let drawing = 0;
  const cardFor = (template: HTMLElement, e: SearchIndexEntry) => {
    let card = drawn.get(e.slug);
    if (!card) drawn.set(e.slug, (card = drawCard(blankCard(template), e)));
    return card;
  };
  const show = (results: SearchIndexEntry[], template: HTMLElement, started: number) => {
    const run = ++drawing;
    /** Draws and adds the next cards, until `until` (at least one). */
    const drawUntil = (until: number) => {
      const cards: HTMLElement[] = [];
      do cards.push(cardFor(template, results[shownNow.length + cards.length]!));
      while (shownNow.length + cards.length < results.length && performance.now() < until);
      grid.append(...cards);
      shownNow.push(...cards);
    };
    // The cards already in place for these results stay (the previous letter's drawing may not
    // have finished: it goes on from where it was); the others leave.
    let kept = 0;
    while (kept < shownNow.length && kept < results.length && drawn.get(results[kept]!.slug) === shownNow[kept]) kept++;
    const leaving = shownNow.splice(kept);
    if (kept) leaving.forEach((card) => card.remove());
    else grid.replaceChildren();
    if (shownNow.length < results.length) drawUntil(started + DRAW_BUDGET_MS);
    const next = () => {
      if (run !== drawing) return;
      if (shownNow.length >= results.length) return topUp();
      drawUntil(performance.now() + DRAW_BUDGET_MS);
      afterNextFrame(next);
    };
    afterNextFrame(next);
  };

  const apply = () => {
    const started = performance.now();
    const query = input.value.slice(0, MAX_QUERY);
    if (query !== lastQuery) limit = pageSize;
    lastQuery = query;
    let count = 0;
    if (complete) {
      const matches = preparedMatcher(query, category);
      for (const card of cards) {
        const show = matches(card.text, card.category);
        if (show) count++;
        if (card.element.hidden === show) card.element.hidden = !show;
      }
    } else {
      if (!index) {
        void loadIndex().then(() => index && apply());
        return;
      }
      const found = index(query, category);
      count = found.length;
      const results = found.slice(0, limit);
      // Only when the page of results changed (another letter often keeps the same first ones).
      const same = results.length === shownNow.length && results.every((e, n) => drawn.get(e.slug) === shownNow[n]);
      if (!same && template) show(results, template, started);
      if (showMore) {
        if (showMore.hidden !== count <= limit) showMore.hidden = count <= limit;
        const more = `${formPath}${filtersQuery(query, category, limit + pageSize)}`;
        // Set only when it changes: each set is a change to the page the browser restyles.
        if (showMore.getAttribute("href") !== more) showMore.href = more;
      }
    }
    const said = resultLine(count, query, category ? (names.get(category) ?? null) : null);
    if (line && line.textContent !== said) line.textContent = said;
    if (empty && empty.hidden !== count > 0) empty.hidden = count > 0;
    if (clear) {
      if (clear.hidden !== (query === "")) clear.hidden = query === "";
      const cleared = `${formPath}${filtersQuery("", category)}`;
      if (clear.getAttribute("href") !== cleared) clear.href = cleared;
    }
    if (category !== pressedCategory) {
      pressedCategory = category;
      if (current) current.value = category ?? "";
      for (const b of buttons) {
        const active = (b.value || null) === category;
        b.setAttribute("aria-pressed", String(active));
        for (const c of PILL_PRESSED) b.classList.toggle(c, active);
        for (const c of PILL_UNPRESSED) b.classList.toggle(c, !active);
      }
    }
    // The address says what is shown (the router's own history state kept); written once the
    // typing pauses, not at every keystroke.
    address = `${location.pathname}${filtersQuery(query, category, complete ? undefined : limit)}${location.hash}`;
    addressDue = performance.now() + ADDRESS_DELAY_MS;
    addressTimer ||= window.setTimeout(writeAddress, ADDRESS_DELAY_MS);
  };

  /**
   * A press (Enter, a category, Clear, Show more) is never lost: while the index loads it waits
   * for it, and when the index cannot be loaded the server answers it.
   */
  const press = () => {
    if (!complete && !index) {
      if (failed) return viaServer();
      waiting = true;
    }
    apply();
  };

  // Typed before the filter was attached: filter at once.
  if (input.value !== input.defaultValue) apply();

  return cleanUp([
    listen(input, "input", apply),
    // With many insights, the index is fetched as the visitor reaches for the search.
    listen(input, "focus", () => void (complete || loadIndex())),
    listen(form, "submit", (e) => {
      e.preventDefault();
      const pressed = (e as SubmitEvent).submitter;
      if (pressed instanceof HTMLButtonElement && pressed.name === "category") {
        category = pressed.value || null;
        limit = pageSize;
      }
      press();
    }),
    ...(clear
      ? [
          listen(clear, "click", (e) => {
            e.preventDefault();
            input.value = "";
            press();
            input.focus();
          }),
        ]
      : []),
    ...(showMore
      ? [
          listen(showMore, "click", (e) => {
            if (complete) return;
            e.preventDefault();
            limit += pageSize;
            press();
          }),
        ]
      : []),
    () => clearTimeout(addressTimer),
  ]);
});
