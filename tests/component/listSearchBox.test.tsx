/**
 * The search box keeps what is typed while the search before it reaches the URL: a pause mid-word
 * applies 'luc', and its echo through the URL must not take away the 'í' typed meanwhile (seen as
 * 'lucía gacía' searched under load by npm run bench:lists).
 */
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useCallback } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useListView } from '../../src/entities/list/useListView';
import { useSearchBoxText } from '../../src/entities/list/useSearchBoxText';
import type { Resource } from '../../src/entities/resource';

const resource = { id: 'test', list: { defaultSort: null }, filters: [] } as unknown as Resource;

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/dashboard/test']}>{children}</MemoryRouter>;
}

/** A list's view with its search box on it, as ListToolbar puts them together. */
function useListWithSearchBox() {
  const view = useListView(resource);
  const { dispatch } = view;
  const apply = useCallback((search: string) => dispatch({ type: 'search', search }), [dispatch]);
  const [searchText, setSearchText] = useSearchBoxText(view.state.search, apply);
  return { view: { ...view, searchText, setSearchText }, location: useLocation() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search box of a list', () => {
  it('keeps what was typed after the search it applied', () => {
    const { result } = renderHook(useListWithSearchBox, { wrapper });
    act(() => result.current.view.setSearchText('luc'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      // Typed before the applied search comes back from the URL.
      result.current.view.setSearchText('lucí');
    });
    expect(result.current.location.search).toBe('?q=luc');
    expect(result.current.view.searchText).toBe('lucí');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?q=luc%C3%AD');
    expect(result.current.view.searchText).toBe('lucí');
  });

  it('still shows a search that comes from elsewhere (back, a shared link)', () => {
    const { result } = renderHook(useListWithSearchBox, { wrapper });
    act(() => result.current.view.setSearchText('luc'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.view.dispatch({ type: 'search', search: 'garcía' }));
    expect(result.current.view.searchText).toBe('garcía');
  });
});
