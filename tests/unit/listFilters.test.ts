import { describe, expect, it } from 'vitest';
import {
  type ListState,
  listReducer,
  readListState,
  writeListState,
} from '../../src/entities/list/listState';

const defaults: ListState = {
  page: 1,
  pageSize: 20,
  sort: null,
  search: '',
  filters: { status: '', dateFrom: '' },
};

describe('list filters in the view state', () => {
  it('reads each filter from the URL under its field name, only those the list has', () => {
    const state = readListState(new URLSearchParams('status=used&page=3&other=x'), defaults);
    expect(state.filters).toEqual({ status: 'used', dateFrom: '' });
    expect(state.page).toBe(3);
  });

  it('reads them under a prefix for a list shown inside a detail page', () => {
    const state = readListState(new URLSearchParams('status=used&h.status=expired'), defaults, 'h');
    expect(state.filters.status).toBe('expired');
  });

  it('writes only the filters that are set, keeping other parameters', () => {
    const next = writeListState(
      new URLSearchParams('action=upload&status=used'),
      { ...defaults, filters: { status: '', dateFrom: '2026-03-01' } },
      defaults,
    );
    expect(next.toString()).toBe('action=upload&dateFrom=2026-03-01');
  });

  it('goes back to the first page when a filter changes, and clears them all at once', () => {
    const filtered = listReducer(
      { ...defaults, page: 4 },
      { type: 'filter', field: 'status', value: 'used' },
    );
    expect(filtered).toMatchObject({ page: 1, filters: { status: 'used', dateFrom: '' } });
    const same = listReducer(filtered, { type: 'filter', field: 'status', value: 'used' });
    expect(same).toBe(filtered);
    const cleared = listReducer(
      { ...filtered, page: 2, filters: { status: 'used', dateFrom: '2026-03-01' } },
      { type: 'clearFilters' },
    );
    expect(cleared).toMatchObject({ page: 1, filters: { status: '', dateFrom: '' } });
  });
});
