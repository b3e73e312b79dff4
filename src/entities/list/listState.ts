/**
 * A list's view — page, page size, sort, search and filters — as a pure reducer mirrored in the URL's query, so
 * a reload or a shared link shows the same view (react-admin's queryReducer, in small). Lists shown
 * together (a detail page's related lists) keep their state under their own prefix.
 */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListState {
  page: number;
  pageSize: number;
  sort: SortState | null;
  search: string;
  /** Each filter's value by field, '' for none; the defaults name the list's filters. */
  filters: Record<string, string>;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; field: string }
  | { type: 'search'; search: string }
  | { type: 'filter'; field: string; value: string }
  | { type: 'clearFilters' };

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'search':
      return state.search === action.search ? state : { ...state, search: action.search, page: 1 };
    case 'filter':
      return state.filters[action.field] === action.value
        ? state
        : { ...state, filters: { ...state.filters, [action.field]: action.value }, page: 1 };
    case 'clearFilters':
      return {
        ...state,
        filters: Object.fromEntries(Object.keys(state.filters).map((field) => [field, ''])),
        page: 1,
      };
    case 'sort': {
      // A first click sorts ascending, a second descending, a third goes back to the default order.
      const current = state.sort?.field === action.field ? state.sort.direction : null;
      const sort: SortState | null =
        current === null
          ? { field: action.field, direction: 'asc' }
          : current === 'asc'
            ? { field: action.field, direction: 'desc' }
            : null;
      return { ...state, sort, page: 1 };
    }
  }
}

function names(prefix: string) {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key);
  return {
    page: name('page'),
    size: name('size'),
    sort: name('sort'),
    dir: name('dir'),
    q: name('q'),
    // A filter is kept under its request field's name (`status=used`); gen refuses the names above.
    filter: name,
  };
}

/** Query names a filter may not take: the view's own, and the page's `?action=`. */
export const RESERVED_QUERY_NAMES = ['page', 'size', 'sort', 'dir', 'q', 'action'];

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** The view a URL describes; whatever is missing or malformed takes its default. */
export function readListState(params: URLSearchParams, defaults: ListState, prefix = ''): ListState {
  const key = names(prefix);
  const size = positiveInt(params.get(key.size));
  const field = params.get(key.sort);
  const direction = params.get(key.dir);
  return {
    page: positiveInt(params.get(key.page)) ?? defaults.page,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
    sort:
      field === null
        ? defaults.sort
        : field === ''
          ? null
          : { field, direction: direction === 'desc' ? 'desc' : 'asc' },
    search: params.get(key.q) ?? defaults.search,
    filters: Object.fromEntries(
      Object.entries(defaults.filters ?? {}).map(([field, value]) => [
        field,
        params.get(filterName(prefix, field)) ?? value,
      ]),
    ),
  };
}

/** A filter's parameter: the field's own name, so a link reads `?status=paid`. */
function filterName(prefix: string, field: string): string {
  return prefix ? `${prefix}.${field}` : field;
}

/** The URL query for a view: only what differs from the defaults, other parameters kept. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  defaults: ListState,
  prefix = '',
): URLSearchParams {
  const key = names(prefix);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set(key.page, state.page === defaults.page ? null : String(state.page));
  set(key.size, state.pageSize === defaults.pageSize ? null : String(state.pageSize));
  const sameSort =
    state.sort?.field === defaults.sort?.field && state.sort?.direction === defaults.sort?.direction;
  set(key.sort, sameSort || !state.sort ? null : state.sort.field);
  set(key.dir, sameSort || !state.sort ? null : state.sort.direction);
  // No sort at all (the third click) differs from a default sort: say so explicitly.
  if (!state.sort && defaults.sort) set(key.sort, '');
  set(key.q, state.search === defaults.search ? null : state.search);
  for (const [field, value] of Object.entries(state.filters ?? {}))
    set(filterName(prefix, field), value === (defaults.filters?.[field] ?? '') ? null : value);
  return next;
}
