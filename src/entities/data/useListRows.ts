import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '../list/listState';
import { viewRows } from '../list/viewRows';
import type { Resource } from '../resource';
import { queryOperation } from './callOperation';
import { isRow, matches, type ParamContext, type Row, resolveParams } from './values';

/** What a list page shows: the rows of the view, and the state of loading them. */
export interface ListRows {
  /** The rows of the current page, searched and sorted. */
  rows: Row[];
  /** Every row the server answered (one page of a server-paged list). */
  all: Row[];
  /** How many rows match the view, across pages. */
  total: number;
  /** The whole answer, for what it carries beside the rows (flags, the parent's name). */
  answer: Row | null;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The request of a server-paged list for a view: page, size, sort and search (only when there is one). */
export function serverListBody(state: ListState, base: Row): Row {
  const body: Row = { ...base, page: state.page, pageSize: state.pageSize };
  if (state.sort) {
    body.sortBy = state.sort.field;
    body.sortDirection = state.sort.direction;
  }
  const search = state.search.trim();
  if (search) body.search = search;
  return body;
}

/**
 * A list's rows for a view: a server-paged list asks the server for the view's page (keeping the last
 * page on screen while the next loads); a list the server answers whole is searched, sorted and paged here.
 */
export function useListRows(
  resource: Resource,
  state: ListState,
  context: ParamContext,
  language: string,
  /** Request fields beside the params (a list's filters). */
  extra: Row = {},
): ListRows {
  const list = resource.list;
  const base = { ...resolveParams(list?.params, context), ...extra };
  const server = list?.paging === 'server';
  const body = server ? serverListBody(state, base) : base;
  const query = useQuery({
    queryKey: [list?.path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!list) throw new Error(`${resource.id} has no list operation`);
      return queryOperation(list.path, body, signal);
    },
    enabled: list !== null,
    placeholderData: server ? keepPreviousData : undefined,
  });
  const items = list && query.data ? query.data[list.items] : undefined;
  const all = Array.isArray(items) ? items.filter(isRow).filter((row) => matches(list?.only, row)) : [];
  let view: { rows: Row[]; total: number };
  if (server) {
    const total = query.data?.total;
    view = { rows: all, total: typeof total === 'number' ? total : all.length };
  } else {
    view = viewRows(all, state, list?.searchFields ?? [], language);
  }
  return {
    ...view,
    all,
    answer: query.data ?? null,
    isPending: query.isPending && list !== null,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
