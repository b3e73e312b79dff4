/** Paging, sorting and search of the lists that can grow large (the contract's ListQuery). */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';

export interface ListQuery {
  page: number;
  pageSize: number;
  sortBy?: string;
  sortDirection: 'asc' | 'desc';
  search?: string;
}

export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * The ORDER BY of a list: the requested field (400 for a field the list does not sort by) in the
 * requested direction, then the id the same way so pages never overlap or skip rows.
 */
export function orderOf<K extends string>(
  query: ListQuery,
  sortable: Record<K, PgColumn>,
  fallback: K,
  id: PgColumn,
): SQL[] {
  const field = query.sortBy ?? fallback;
  if (!Object.hasOwn(sortable, field)) {
    throw badRequest(messages.invalid.sortBy({ field, allowed: Object.keys(sortable).join(', ') }));
  }
  const column = sortable[field as K];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** `%text%` for LIKE, with the text's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search text, trimmed; undefined when there is nothing to search for. */
export function searchTerm(query: { search?: string }): string | undefined {
  const term = query.search?.trim();
  return term ? term : undefined;
}
