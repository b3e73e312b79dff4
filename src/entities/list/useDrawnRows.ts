import { useDeferredValue } from 'react';
import type { ListRows } from '../data/useListRows';
import { useRowsInSlices } from './useRowsInSlices';

/**
 * The list as drawn: what the list's body, the figures above it and the pages below it all read, so none
 * of them moves ahead of the rows on screen.
 *
 * The rows a list draws follow its answer in a render React can interrupt. TanStack Query hands its
 * answers over through an external store, whose updates React renders in one go: a new page of 100
 * rows (a search run while the user goes on typing), or the first page of a list just opened, was one
 * long task with the keys and the page's load waiting behind it. From a deferred value React renders
 * them as a transition, in pieces of a few milliseconds with the main thread free in between, while the
 * rows already shown stay (for the first answer, the skeleton: `isPending` stays true until its rows are
 * drawn, so no empty table flashes between the skeleton and the rows, and the figures and pages painted
 * under the skeleton are not pushed down when the rows come). The rows are then put in the page a slice
 * at a time (`useRowsInSlices`): `all`, the answer and the total stay whole, for what is worked out over
 * every row.
 */
export function useDrawnRows(rows: ListRows): ListRows {
  const all = useDeferredValue(rows.all);
  const page = useDeferredValue(rows.rows);
  const answer = useDeferredValue(rows.answer);
  const total = useDeferredValue(rows.total);
  const sliced = useRowsInSlices(page);
  const catchingUp = answer === null && rows.answer !== null;
  return { ...rows, all, rows: sliced, answer, total, isPending: rows.isPending || catchingUp };
}
