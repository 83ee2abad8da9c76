import { sql } from "kysely";
import { caseFold, type DatabaseHandle } from "#app/db/connection.server.ts";

/** The owner's search over the inbox and the subscribers: words, each found in any of the fields, in any letter case. */

/** The owner's search: at most this many words, each one condition over four fields (a pasted paragraph costs no more). */
const SEARCH_WORDS_MAX = 8;
/** Each word the owner typed (at most SEARCH_WORDS_MAX), lower-cased. */
export const searchWords = (query: string | undefined) => (query ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);

/** The column holds the word, in any letter case. */
export function containsWord(database: DatabaseHandle, column: string, word: string) {
  // What was typed, found as typed: % and _ are the owner's characters, not wildcards.
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Folded as `word` was ("Émile" finds "émile" on SQLite too).
  return sql<boolean>`${caseFold(database, word)}(${sql.ref(column)}) like ${like} escape '\\'`;
}
