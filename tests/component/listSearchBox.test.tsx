/**
 * The search box keeps what is typed while the search before it reaches the URL: a pause mid-word
 * applies 'luc', and its echo through the URL must not take away the 'í' typed meanwhile (seen as
 * 'lucía gacía' searched under load by npm run bench:lists), nor when two searches it applied come back
 * one after the other (seen as a search whose rows never showed, one run in six of the bench).
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

  it('keeps what was typed when two searches it applied come back from the URL one after the other', () => {
    // On a slow phone the rows of one search are still being drawn when the next pause applies another,
    // and the URL then gives back the first, then the second: neither is a search from elsewhere.
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useSearchBoxText(search, apply), {
      initialProps: { search: '' },
    });
    const type = (text: string) => act(() => result.current[1](text));
    type('l');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    type('lu');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(apply.mock.calls).toEqual([['l'], ['lu']]);
    type('luc');

    rerender({ search: 'l' });
    expect(result.current[0]).toBe('luc');
    rerender({ search: 'lu' });
    expect(result.current[0]).toBe('luc');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(apply).toHaveBeenLastCalledWith('luc');
    rerender({ search: 'luc' });
    expect(result.current[0]).toBe('luc');

    // A search from elsewhere after them is still shown.
    rerender({ search: 'garcía' });
    expect(result.current[0]).toBe('garcía');
  });

  it('still shows a search that comes from elsewhere (back, a shared link)', () => {
    const { result } = renderHook(useListWithSearchBox, { wrapper });
    act(() => result.current.view.setSearchText('luc'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.view.dispatch({ type: 'search', search: 'garcía' }));
    expect(result.current.view.searchText).toBe('garcía');
  });
});
