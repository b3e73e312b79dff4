/**
 * A list the server answers whole (most of this product's lists are small), searched, sorted and paged
 * here exactly as a server-paged list would be, so the table shows both the same way.
 */
import { matchesWords, searchWords } from '../../lib/searchText';
import { isRow, type Row, valueAt } from '../data/values';
import type { ListState } from './listState';

export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1; // empty values last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/** The texts of a row a search looks in: its search fields' values that are set. */
function searchedTexts(row: Row, searchFields: string[]): string[] {
  return searchFields.flatMap((field) => {
    const value = valueAt(row, field);
    return value === null || value === undefined ? [] : [String(value)];
  });
}

export interface RowsView {
  rows: Row[];
  total: number;
}

export function viewRows(
  all: unknown[],
  state: ListState,
  searchFields: string[],
  language: string,
  /** Filters on the rows' own fields (ResolvedFilter target 'rows'): a row's value must equal it. */
  rowFilters: string[] = [],
): RowsView {
  let rows = all.filter(isRow);
  for (const field of rowFilters) {
    const wanted = state.filters?.[field] ?? '';
    if (wanted !== '') rows = rows.filter((row) => String(valueAt(row, field)) === wanted);
  }
  const words = searchWords(state.search);
  if (words.length > 0) rows = rows.filter((row) => matchesWords(words, searchedTexts(row, searchFields)));
  if (state.sort) {
    const { field, direction } = state.sort;
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const sign = direction === 'asc' ? 1 : -1;
    rows = [...rows].sort((a, b) => {
      const order = compareValues(valueAt(a, field), valueAt(b, field), collator);
      // Empty values stay last whichever the direction.
      const aEmpty = valueAt(a, field) === null || valueAt(a, field) === undefined;
      const bEmpty = valueAt(b, field) === null || valueAt(b, field) === undefined;
      return aEmpty || bEmpty ? order : order * sign;
    });
  }
  const start = (state.page - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}
