/**
 * The product's one rule for free-text search, shared by the browser (lists searched in the page, the
 * time-zone picker) and the server (whose SQL folds stored text the same way: `foldedSql` in
 * src/server/queries/search.ts): accents and case are ignored, and every word typed must appear, in
 * any order and in any of the searched fields. 'lola fernandez' finds 'Lola Fernández', and
 * 'gutierrez castro' finds 'Castro Gutiérrez'.
 */

/**
 * Combining marks of the Latin, Greek and Cyrillic scripts (U+0300–U+036F): what NFD splits from 'á',
 * 'ñ' or 'ü'. PostgreSQL's regular expressions have no \p{…} classes, so the server strips exactly this
 * range too, and both sides fold a text to the same string.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents: 'Núñez' -> 'nunez'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The distinct words of a search, folded: '  Lola  FERNÁNDEZ ' -> ['lola', 'fernandez']. */
export function searchWords(search: string): string[] {
  return [...new Set(foldText(search).split(/\s+/).filter(Boolean))];
}

/** True when every word appears in one of the texts (each folded with foldText). */
export function matchesWords(words: readonly string[], texts: readonly string[]): boolean {
  if (words.length === 0) return true;
  const folded = texts.map(foldText);
  return words.every((word) => folded.some((text) => text.includes(word)));
}
