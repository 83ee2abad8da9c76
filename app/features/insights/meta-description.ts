import { cutText } from "#app/lib/cut-text.ts";

/**
 * An insight's description for search results and link previews (its meta description, its Open
 * Graph and Twitter descriptions, its BlogPosting's description). SPEC's excerpts run to 400
 * characters, made for cards; a search engine shows about 155-160 and cuts the rest wherever it
 * falls. So the author's own `description` is used when there is one, and otherwise the excerpt
 * is cut at the last whole word that fits, with an ellipsis. Cards, feeds and the share e-mail
 * keep the whole excerpt.
 */
export const META_DESCRIPTION_MAX = 160;

export function metaDescription(insight: { excerpt: string; description?: string }): string {
  return insight.description ?? cutAtWord(insight.excerpt, META_DESCRIPTION_MAX);
}

/** `text` if it fits in `max` characters, else its longest whole-word start that fits with "…". */
export function cutAtWord(text: string, max: number): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  const room = cutText(whole, max); // the ellipsis takes the last character
  const lastSpace = room.lastIndexOf(" ");
  // One word longer than the room (a URL): cut inside it (never inside a character) rather than leave nothing.
  const start = lastSpace > 0 ? room.slice(0, lastSpace) : cutText(whole, max - 1);
  // Punctuation left at the cut ("the plan," / "a site:") reads as a fault before an ellipsis.
  return `${start.replace(/[\s,;:–—-]+$/u, "")}…`;
}
