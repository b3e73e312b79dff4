import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldedSql } from '../db/schema/columns';

/**
 * ORDER BY a name as people read it, whatever the database's collation: by the name folded (lower
 * case, accents aside, as the search folds it), then by the name itself. Byte order (PGlite's C
 * collation) put 'Montevideo' before 'Málaga' and 'Ávila' after 'Zaragoza'. For the short lists
 * (cities, locations, products…); the long paged ones sort on their own indexed columns.
 */
export function byName(column: PgColumn): SQL[] {
  return [asc(foldedSql(column)), asc(column)];
}
