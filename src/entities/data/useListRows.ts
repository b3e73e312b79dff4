import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListState } from '../list/listState';
import { viewRows } from '../list/viewRows';
import type { Resource } from '../resource';
import { queryOperation } from './callOperation';
import { isRow, type ParamContext, type Row, resolveParams } from './values';

export interface ListRows {
  /** The rows to show now: the current page, sorted and searched. */
  rows: Row[];
  /** Every row the server answered (the whole list when it pages in the browser, else the page). */
  all: Row[];
  /** How many rows match, over all pages. */
  total: number;
  /** Nothing to show yet (the first load). */
  isPending: boolean;
  /** A newer view is loading while the previous one stays on screen. */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
}

/** A server-paged list's request: its params and the view's page, size, sort and search. */
export function listBody(resource: Resource, state: ListState, context: ParamContext): Row {
  const list = resource.list;
  const body = resolveParams(list?.params, context);
  if (list?.paging !== 'server') return body;
  body.page = state.page;
  body.pageSize = state.pageSize;
  if (state.sort) {
    body.sortBy = state.sort.field;
    body.sortDirection = state.sort.direction;
  }
  const search = state.search.trim();
  if (search && list.search === 'server') body.search = search;
  return body;
}

/**
 * A list's rows for a view. Server-paged lists ask for one page (keyed by the whole request, so each
 * view is cached and a superseded one is cancelled through the query's signal, its rows kept on
 * screen until the new ones arrive); the others load once and are searched, sorted and paged here.
 */
export function useListRows(
  resource: Resource,
  state: ListState,
  context: ParamContext,
  language: string,
): ListRows {
  const list = resource.list;
  const body = listBody(resource, state, context);
  const query = useQuery({
    queryKey: [list?.path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!list) throw new Error(`${resource.id} has no list operation`);
      return queryOperation(list.path, body, signal);
    },
    enabled: list !== null,
    placeholderData: list?.paging === 'server' ? keepPreviousData : undefined,
  });
  const items = list ? query.data?.[list.items] : undefined;
  const all = useMemo(() => (Array.isArray(items) ? items.filter(isRow) : []), [items]);
  const view = useMemo(() => {
    if (list?.paging === 'server') {
      const total = query.data?.total;
      return { rows: all, total: typeof total === 'number' ? total : all.length };
    }
    return viewRows(all, state, list?.searchFields ?? [], language);
  }, [all, list, state, language, query.data]);
  return {
    rows: view.rows,
    all,
    total: view.total,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
