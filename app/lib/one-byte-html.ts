/**
 * The same markup with every character beyond Latin-1 written as a character reference ('→'
 * becomes '&#8594;'): a browser reads the same text, and the JavaScript string holding it takes
 * one byte a character instead of two. For HTML kept in memory and joined at every request (the
 * cards of /insights-full): twelve cards with one '→' each made a two-byte string of ~160 KB,
 * which V8 puts straight into the old generation, and at 1,000 insights those set off a full
 * garbage collection every few dozen searches (docs/decisions/071). Markup only: never the
 * inside of a <script> or <style>, where a reference is not read as one.
 */
export const oneByteHtml = (html: string): string => html.replace(/[^\p{ASCII}\u0080-\u00ff]/gu, (c) => `&#${c.codePointAt(0)};`);
