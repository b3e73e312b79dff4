import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Resource } from '../resource';
import {
  DEFAULT_PAGE_SIZE,
  type ListAction,
  type ListState,
  listReducer,
  readListState,
  writeListState,
} from './listState';

/**
 * How long typing pauses before a search runs (useSearchBoxText): short enough that the rows show within 300 ms of the
 * last keystroke (the server answers a search of 100,000 customers in about 10 ms: npm run
 * bench:lists), long enough that a word typed at speed is one search; a search typed past is
 * cancelled anyway.
 */
export const SEARCH_DEBOUNCE_MS = 150;

export interface ListView {
  state: ListState;
  dispatch: (action: ListAction) => void;
}

export function defaultListState(resource: Resource): ListState {
  return {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: resource.list?.defaultSort ?? null,
    search: '',
    filters: Object.fromEntries((resource.filters ?? []).map((filter) => [filter.field, ''])),
  };
}

/** A list's view kept in the URL (under a prefix for lists shown together). */
export function useListView(resource: Resource, prefix = ''): ListView {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultListState(resource), [resource]);
  const state = useMemo(() => readListState(params, defaults, prefix), [params, defaults, prefix]);
  const stateRef = useRef(state);
  stateRef.current = state;

  // The query as last written. react-router hands a functional update the query of the last render,
  // and applies a navigation later, so two changes in a row (a start and an end date) would lose the
  // first; the URL's query replaces this only when it changes.
  const written = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    written.current = params;
  }
  const dispatch = useCallback(
    (action: ListAction) => {
      const current = written.current;
      const next = writeListState(
        current,
        listReducer(readListState(current, defaults, prefix), action),
        defaults,
        prefix,
      );
      written.current = next;
      setParams(next, { replace: action.type === 'search' });
    },
    [setParams, defaults, prefix],
  );

  return { state, dispatch };
}
