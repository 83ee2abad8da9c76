import { cutText } from "#app/lib/cut-text.ts";

/**
 * SPEC §5 sanitising, in SPEC's order: trim, strip script and iframe blocks, strip
 * 'javascript:' text, strip inline event-handler attributes, strip all tags, truncate.
 * Control characters (except tab and newlines) are dropped too: they have no place in a lead.
 * So are the invisible format characters that change how text around them reads or that are
 * invisible on their own: bidirectional embeddings, overrides and isolates (a name that shows
 * reversed in the owner's inbox or e-mail subject), the zero-width space, word joiner and byte-order
 * mark. The zero-width joiner and non-joiner stay: emoji sequences and several scripts need them.
 *
 * Every step takes time in proportion to the text's length, whatever the text: the server runs
 * this on what anyone sends (issue 12: a backtracking tag expression made one 64 KB field cost
 * 3.4 s of CPU, and the whole server waited). Blocks and tags are found with fixed-length
 * patterns and indexOf instead of `[^>]*`-style expressions, and a search that finds no end
 * stops there: if no `>` (or closing tag) follows one opening, none follows a later one either.
 */
export function sanitizeText(value: string, maxLength: number): string {
  let s = value.trim();
  s = removeBlocks(s, SCRIPT_BLOCK);
  s = removeBlocks(s, IFRAME_BLOCK);
  // One start per 'javascript' and each whitespace run belongs to one start: linear.
  s = s.replace(/javascript\s*:/gi, "");
  // Each attempt starts at a whitespace + 'on' + letter; a quoted value runs to the next quote
  // of its kind (which a later attempt then starts after), so the work stays linear.
  s = s.replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
  s = removeTags(s);
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
  s = s.replace(/[\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g, "");
  return cutText(s.trim(), maxLength);
}

interface Block {
  open: RegExp;
  close: RegExp;
}
const SCRIPT_BLOCK: Block = { open: /<script\b/gi, close: /<\/script\s*>/gi };
const IFRAME_BLOCK: Block = { open: /<iframe\b/gi, close: /<\/iframe\s*>/gi };
const TAG_START = /<\/?[a-z!]/gi;

/** Removes `<tag …>…</tag >` blocks: what /<tag\b[^>]*>[\s\S]*?<\/tag\s*>/gi removes, in one pass. */
function removeBlocks(s: string, { open, close }: Block): string {
  let out = "";
  let from = 0;
  for (;;) {
    open.lastIndex = from;
    const start = open.exec(s);
    if (!start) break;
    const tagEnd = s.indexOf(">", open.lastIndex);
    if (tagEnd === -1) break;
    close.lastIndex = tagEnd + 1;
    if (!close.exec(s)) break;
    out += s.slice(from, start.index);
    from = close.lastIndex;
  }
  return out + s.slice(from);
}

/** Removes tags: what /<\/?[a-z!][^>]*>/gi removes, in one pass. */
function removeTags(s: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    TAG_START.lastIndex = from;
    const start = TAG_START.exec(s);
    if (!start) break;
    const tagEnd = s.indexOf(">", TAG_START.lastIndex);
    if (tagEnd === -1) break;
    out += s.slice(from, start.index);
    from = tagEnd + 1;
  }
  return out + s.slice(from);
}
