import { useDeferredValue } from 'react';
import type { ListRows } from '../data/useListRows';
import type { Row } from '../data/values';
import { useRowsInSlices } from './useRowsInSlices';

/** The rows a list draws, with the answer they came in. */
export interface DrawnRows {
  all: Row[];
  rows: Row[];
  answer: Row | null;
  /** The list's first answer is here but not drawn yet: the list goes on showing its skeleton. */
  catchingUp: boolean;
}

/**
 * The rows a list draws follow its answer in a render React can interrupt. TanStack Query hands its
 * answers over through an external store, whose updates React renders in one go: a new page of 100
 * rows (a search run while the user goes on typing), or the first page of a list just opened, was one
 * long task with the keys and the page's load waiting behind it. From a deferred value React renders
 * them as a transition, in pieces of a few milliseconds with the main thread free in between, while the
 * rows already shown stay (for the first answer, the skeleton: no empty table flashes between the
 * skeleton and the rows). The rows are then put in the page a slice at a time (`useRowsInSlices`):
 * `all` and the answer stay whole, for what is worked out over every row.
 */
export function useDrawnRows(rows: ListRows): DrawnRows {
  const all = useDeferredValue(rows.all);
  const page = useDeferredValue(rows.rows);
  const answer = useDeferredValue(rows.answer);
  const sliced = useRowsInSlices(page);
  const catchingUp = answer === null && rows.answer !== null;
  return { all, rows: sliced, answer, catchingUp };
}
