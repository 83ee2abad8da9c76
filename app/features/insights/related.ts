/** What the choice reads of an insight: all of it is in the index (virtual:insights), none in an article's file. */
export interface Relatable {
  slug: string;
  category: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
  id: number;
}

/** Newest first; the same day, the newer id first (the index's own order, tools/insights/load-insights.ts). */
const newestFirst = (a: Relatable, b: Relatable) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

/**
 * The insights to read after `current` (issue 24, 'Read next'): those of its category first, then
 * the most recent of the others, each group newest first; never `current` itself; at most `max`.
 * It reads the index only: an article page never loads another article's file to choose them
 * (docs/page-lifecycle.md, 'Prerendered pages').
 */
export function relatedInsights<T extends Relatable>(current: Relatable, all: readonly T[], max: number): T[] {
  const others = all.filter((i) => i.slug !== current.slug).sort(newestFirst);
  const same = others.filter((i) => i.category === current.category);
  const rest = others.filter((i) => i.category !== current.category);
  return [...same, ...rest].slice(0, Math.max(0, max));
}
