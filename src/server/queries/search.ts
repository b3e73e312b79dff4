/**
 * The lists' free-text search in SQL, by the product's one rule (src/lib/searchText.ts): accents and
 * case ignored, every word of the search in one of the row's fields, in any order. The search is folded
 * in JavaScript (foldText) and the columns in SQL (foldedSql), to the same string on PGlite and
 * PostgreSQL; the customers' folded text is a stored column with a trigram index.
 */
import { and, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '../../lib/searchText';
import { foldedSql } from '../db/schema/columns';
import { containsPattern } from './paging';

/**
 * A field a search looks in, as the condition that it contains one folded word (given as a LIKE
 * pattern): a text column (folded here), an already folded column, or a condition on another table
 * (the row's customer).
 */
export type SearchField = (pattern: string) => SQL | undefined;

/** A text column, folded when searched. */
export const textField =
  (column: SQL | PgColumn): SearchField =>
  (pattern) =>
    like(foldedSql(column), pattern);

/** A column already holding folded text (customers.searchText), so its index serves the search. */
export const foldedField =
  (column: SQL | PgColumn): SearchField =>
  (pattern) =>
    like(column, pattern);

/**
 * Rows where every word of the search is in one of the fields (undefined when it has no words): each
 * word may be in a different field, so 'garcia 0042' finds García's ticket 0042.
 */
export function everyWordIn(search: string, fields: readonly SearchField[]): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(...fields.map((field) => field(pattern)));
    }),
  );
}
