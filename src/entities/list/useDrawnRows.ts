import { useDeferredValue, useLayoutEffect, useRef } from 'react';
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
 *
 * Only the answer to what the list now shows is drawn. While the search box holds text the list has not
 * searched for yet (`typingAhead`), and while the rows are the previous view's (kept by the query until
 * this view's answer comes), the rows on screen stay as they are, dimmed, and their slices wait: an
 * answer to a search the user has already typed past was drawn in full (100 rows, four slices of 100 ms
 * or more each on a slow phone) only to be replaced by the next one, and those frames held up the keys
 * (npm run bench:lists, typing).
 */
export function useDrawnRows(rows: ListRows, typingAhead = false): ListRows {
  const all = useDeferredValue(rows.all);
  const page = useDeferredValue(rows.rows);
  const answer = useDeferredValue(rows.answer);
  const total = useDeferredValue(rows.total);
  const previous = useDeferredValue(rows.isPrevious);
  // The answer's own flag as well as its deferred one: when the box's search is applied, the deferred
  // rows may still be the answer typed past while the deferred flag still says they are current.
  const holding = typingAhead || previous || rows.isPrevious;
  const sliced = useRowsInSlices(page, holding);
  const catchingUp = answer === null && rows.answer !== null;
  const current = { ...rows, all, rows: sliced, answer, total, isPending: rows.isPending || catchingUp };
  // What the last commit showed: kept, as it was, while holding.
  const shown = useRef<ListRows | null>(null);
  const drawn = holding && shown.current ? { ...shown.current, isFetching: true } : current;
  useLayoutEffect(() => {
    shown.current = drawn;
  });
  return drawn;
}
