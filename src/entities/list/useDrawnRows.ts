import { useDeferredValue } from 'react';
import type { ListRows } from '../data/useListRows';
import type { Row } from '../data/values';
import { useRowsInSlices } from './useRowsInSlices';

/** The rows a list draws, with the answer they came in. */
export interface DrawnRows {
  all: Row[];
  rows: Row[];
  answer: Row | null;
}

/**
 * The rows a list draws follow its answer in a render React can interrupt: a new page of 100 rows (a
 * search run while the user goes on typing) is drawn in slices between frames, so the search box keeps
 * up with the keys. The first rows are drawn at once, though: a table with no rows between the skeleton
 * and the rows would be a flash of an empty list. The page's rows are then put in the page a slice at a
 * time (`useRowsInSlices`): `all` and the answer stay whole, for what is worked out over every row.
 */
export function useDrawnRows(rows: ListRows): DrawnRows {
  const all = useDeferredValue(rows.all);
  const page = useDeferredValue(rows.rows);
  const answer = useDeferredValue(rows.answer);
  const nothingDrawnYet = page.length === 0 && all.length === 0;
  const drawn = nothingDrawnYet
    ? { all: rows.all, rows: rows.rows, answer: rows.answer }
    : { all, rows: page, answer };
  const sliced = useRowsInSlices(drawn.rows);
  return { ...drawn, rows: sliced };
}
