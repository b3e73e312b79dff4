import { type SQL, sql } from 'drizzle-orm';
import { bigint, integer, numeric, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

/** Every table's key: an identity integer the server assigns (the contract's Id). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Money is exact: numeric(12,2), read as a JS number (amounts stay far below 2^53 cents). */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * A sum that grows without bound as the ledger moves (a balance, a store's points given): 64-bit, so
 * that no number of movements overflows it, read as a JS number (exact up to 2^53, which a sum of
 * movements of at most 100,000,000 points each would need 90 million of them to reach).
 */
export const counter = () => bigint({ mode: 'number' });

/** An instant, always with its time zone. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();

/**
 * `text` folded for search as src/lib/searchText.ts's foldText folds it in JavaScript: NFD, without the
 * combining marks U+0300–U+036F, lower case (both databases run UTF-8). Immutable, so a generated column
 * may use it; the search (src/server/queries/search.ts) folds the words typed with foldText.
 */
export function foldedSql(text: SQL | PgColumn): SQL {
  return sql`lower(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;
}
