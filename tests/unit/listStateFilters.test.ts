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
  sort: { field: 'createdAt', direction: 'desc' },
  search: '',
  filters: { status: '', startDate: '' },
};

describe('list filters in the URL (src/entities/list/listState.ts)', () => {
  it('reads each filter under its field name; unknown parameters are not filters', () => {
    const state = readListState(new URLSearchParams('status=paid&color=red&page=3'), defaults);
    expect(state.filters).toEqual({ status: 'paid', startDate: '' });
    expect(state.page).toBe(3);
  });

  it('a filter change goes back to the first page; clearing empties every filter', () => {
    const paged = { ...defaults, page: 4 };
    const filtered = listReducer(paged, { type: 'filter', field: 'status', value: 'shipped' });
    expect(filtered).toMatchObject({ page: 1, filters: { status: 'shipped', startDate: '' } });
    expect(listReducer(filtered, { type: 'filter', field: 'status', value: 'shipped' })).toBe(filtered);
    const cleared = listReducer({ ...filtered, page: 2 }, { type: 'clearFilters' });
    expect(cleared).toMatchObject({ page: 1, filters: { status: '', startDate: '' } });
  });

  it('writes only the filters that are set, keeping other parameters, under a prefix when given', () => {
    const state = { ...defaults, filters: { status: 'paid', startDate: '' } };
    expect(
      writeListState(new URLSearchParams('tab=x&startDate=2026-01-01'), state, defaults).toString(),
    ).toBe('tab=x&status=paid');
    expect(writeListState(new URLSearchParams(), state, defaults, 'orders').toString()).toBe(
      'orders.status=paid',
    );
  });
});
