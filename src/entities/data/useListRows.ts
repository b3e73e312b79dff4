import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '../list/listState';
import { viewRows } from '../list/viewRows';
import type { ResolvedFilter, Resource } from '../resource';
import { queryOperation } from './callOperation';
import { type ParamContext, type Row, resolveParams } from './values';

export interface ListRows {
  rows: Row[];
  total: number;
  /** Every row of a list answered whole (for export and reordering); the page for a server-paged list. */
  all: Row[];
  /** The whole answer of the list operation (figures beside the rows: an average, a score), once loaded. */
  answer: Row | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
}

/** A filter's value from the URL as its request field wants it. */
function filterValue(filter: ResolvedFilter, value: string): string | number | boolean {
  if (filter.kind === 'boolean') return value === 'true';
  const numeric = filter.kind === 'number' || filter.numeric === true;
  if (numeric && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The body a list operation is called with: its params, its filters and, when the server pages, the view. */
export function listBody(resource: Resource, state: ListState, context: ParamContext): Row {
  const list = resource.list;
  if (!list) return {};
  const body = resolveParams(list.params, context);
  for (const filter of list.filters ?? []) {
    const value = state.filters[filter.field] ?? '';
    if (value !== '') body[filter.field] = filterValue(filter, value);
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

/**
 * The rows a list shows. The query key is the operation and its body, so a view change (page, sort,
 * search) is a new query; the superseded one is cancelled through its signal, and the previous rows stay
 * on screen until the new ones arrive.
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
      if (!list) throw new Error(`${resource.id} has no list`);
      return queryOperation(list.path, body, signal);
    },
    enabled: list !== null,
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const items = list && answer ? answer[list.items] : undefined;
  const all = Array.isArray(items) ? (items as Row[]) : [];
  const base = {
    all,
    answer,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
  if (list?.paging === 'server') {
    const total = typeof answer?.total === 'number' ? answer.total : all.length;
    return { ...base, rows: all, total };
  }
  return { ...base, ...viewRows(all, state, list?.searchFields ?? [], language) };
}
