import { insightPath } from "#app/config/paths.ts";
import type { SearchIndexEntry } from "#app/features/insights/search-index.ts";
import { afterNextFrame } from "#app/lib/tasks.ts";

/**
 * The insights filter's cards for insights that are not in the page (insights-filter.enhancer.ts):
 * a copy of the page's card template filled in from the search index, its picture set a frame later.
 */
/**
 * The pictures of cards just drawn, set after the frame that shows them: an image's address
 * starts its request (the loading, not the drawing, is what shows it), ~0.3 ms a card at 4× CPU.
 */
const pictures: [Element, SearchIndexEntry["thumb"]][] = [];
function pictureLater(holder: Element, thumb: SearchIndexEntry["thumb"]) {
  if (pictures.push([holder, thumb]) === 1) afterNextFrame(() => pictures.splice(0).forEach(([h, t]) => setPicture(h, t)));
}

function setPicture(holder: Element, thumb: SearchIndexEntry["thumb"]) {
  for (const source of holder.querySelectorAll("source")) {
    const format = source.type.replace("image/", "");
    const srcset = thumb.sources[format];
    if (srcset) source.srcset = srcset;
  }
  const img = holder.querySelector("img");
  if (!img) return;
  img.src = thumb.img.src;
  img.srcset = thumb.sources.jpeg ?? thumb.sources.jpg ?? "";
  img.width = thumb.img.w;
  img.height = thumb.img.h;
}

/** A card for an insight that is not in the page: `card`, a blank copy of the template, filled in before it joins the page. */
export function drawCard(card: HTMLElement, e: SearchIndexEntry): HTMLElement {
  const titleId = `insight-card-${e.slug}`;
  const href = insightPath(e.slug);
  card.dataset.category = e.category;
  card.setAttribute("aria-labelledby", titleId);
  const [badge, featured] = card.querySelectorAll<HTMLElement>('[data-field="badges"] > span');
  if (badge) {
    badge.className = e.badgeClass;
    badge.textContent = e.categoryName;
  }
  if (featured) featured.hidden = !e.featured;
  const set = (field: string, value: string) => {
    const el = card.querySelector(`[data-field="${field}"]`);
    if (el) el.textContent = value;
  };
  set("author", e.author);
  set("minutes", e.minutes);
  set("excerpt", e.excerpt);
  const time = card.querySelector("time");
  if (time) {
    time.dateTime = e.publishedAt;
    time.textContent = e.date;
  }
  const title = card.querySelector<HTMLElement>('[data-field="title"]');
  if (title) {
    title.id = titleId;
    const link = title.querySelector("a");
    if (link) {
      link.href = href;
      link.textContent = e.title;
    }
  }
  const more = card.querySelector<HTMLAnchorElement>('[data-field="more"]');
  if (more) {
    more.href = href;
    more.setAttribute("aria-describedby", titleId);
  }
  const tags = card.querySelector('[data-field="tags"]');
  const tagTemplate = tags?.querySelector("li");
  if (tags && tagTemplate) {
    const shown = tags.querySelectorAll("li:not([hidden])").length;
    tags.replaceChildren(
      ...e.tags.map((t, n) => {
        const li = tagTemplate.cloneNode(true) as HTMLElement;
        li.textContent = t;
        li.hidden = n >= shown;
        return li;
      }),
    );
  }
  const thumb = card.querySelector('[data-field="thumb"]');
  if (thumb) pictureLater(thumb, e.thumb);
  return card;
}
