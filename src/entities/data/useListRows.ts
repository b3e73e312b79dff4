import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListState } from '../list/listState';
import { viewRows } from '../list/viewRows';
import type { ResolvedFilter, Resource } from '../resource';
import { queryOperation } from './callOperation';
import { isRow, matches, type ParamContext, type Row, resolveParams } from './values';

export interface ListRows {
  rows: Row[];
  total: number;
  /** Every row of a list answered whole (for export and reordering); the page for a server-paged list. */
  all: Row[];
  /** The whole answer, for what it carries beside the rows (flags, the parent's name). */
  answer: Row | null;
  isPending: boolean;
  isFetching: boolean;
  /** The rows are the previous view's, kept while this view's answer comes. */
  isPrevious: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The body a list operation is called with: its params and, when the server pages, the view. */
export function listBody(resource: Resource, state: ListState, context: ParamContext): Row {
  const list = resource.list;
  if (!list) return {};
  const body = resolveParams(list.params, context);
  for (const filter of resource.filters ?? []) {
    const value = state.filters?.[filter.field] ?? '';
    if (filter.target === 'request' && value !== '') body[filter.field] = filterValue(value, filter.type);
  }
  if (list.paging !== 'server') return body;
  body.page = state.page;
  body.pageSize = state.pageSize;
  if (state.sort) {
    body.sortBy = state.sort.field;
    body.sortDirection = state.sort.direction;
  }
  if (state.search.trim() && list.search === 'server') body.search = state.search.trim();
  return body;
}

function filterValue(value: string, type: ResolvedFilter['type']): unknown {
  if (type === 'boolean') return value === 'true';
  if (type === 'number') return Number(value);
  return value;
}

/** The fields of the filters a list answered whole applies to its rows. */
export function rowFilterFields(resource: Resource): string[] {
  return (resource.filters ?? []).filter((f) => f.target === 'rows').map((f) => f.field);
}

/**
 * The rows a list shows. The query key is the operation and its body, so a view change (page, sort,
 * search, filters) is a new query; the superseded one is cancelled through its signal, and the previous
 * rows stay on screen until the new ones arrive. Rows that are the parent row's field need no call.
 */
export function useListRows(
  resource: Resource,
  state: ListState,
  context: ParamContext,
  language: string,
): ListRows {
  const list = resource.list;
  const path = list?.path ?? null;
  const body = listBody(resource, state, context);
  const query = useQuery({
    queryKey: [path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!path) throw new Error(`${resource.id} has no list operation`);
      return queryOperation(path, body, signal);
    },
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
  const fromParent = list !== null && path === null;
  const answer = fromParent ? context.parent : query.data;
  const items = list && answer ? answer[list.items] : undefined;
  // Rows the descriptor leaves out (categories without a Spanish name). One array per answer: a new one
  // on every render (a keystroke in the search box) would make the page relabel and redraw every row.
  const only = list?.only;
  const all = useMemo(
    () => (Array.isArray(items) ? items.filter(isRow).filter((row) => matches(only, row)) : []),
    [items, only],
  );
  const searchFields = list?.searchFields;
  const filterFields = useMemo(() => rowFilterFields(resource), [resource]);
  const clientView = useMemo(
    () =>
      list?.paging === 'server' ? null : viewRows(all, state, searchFields ?? [], language, filterFields),
    [list?.paging, all, state, searchFields, language, filterFields],
  );
  const base = {
    all,
    answer: fromParent ? null : (query.data ?? null),
    isPending: fromParent ? false : query.isPending,
    isFetching: fromParent ? false : query.isFetching,
    isPrevious: fromParent ? false : query.isPlaceholderData,
    error: fromParent ? null : query.error,
    refetch: () => void query.refetch(),
  };
  // A server-paged list: the page is the answer's rows (no view of them made here).
  if (clientView === null) {
    const total = typeof answer?.total === 'number' ? answer.total : all.length;
    return { ...base, rows: all, total };
  }
  return { ...base, ...clientView };
}
