/**
 * A list draws only the answer to what it now shows (issue 17, item 4): while the search box holds text
 * the list has not searched for, or while the rows are the previous view's, the rows on screen stay,
 * dimmed, and no further slice of them is put in the page. An answer to a search the user had already
 * typed past was drawn in full, four slices of 100 ms or more each on a slow phone, only to be replaced.
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRows } from '../../src/entities/data/useListRows';
import type { Row } from '../../src/entities/data/values';
import { ListSearchField } from '../../src/entities/list/ListSearchField';
import { useDrawnRows } from '../../src/entities/list/useDrawnRows';
import { SEARCH_DEBOUNCE_MS } from '../../src/entities/list/useListView';
import { ROWS_PER_SLICE, useRowsInSlices } from '../../src/entities/list/useRowsInSlices';

function rowsOf(prefix: string, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `${prefix}${index + 1}` }));
}

/** A list's rows as useListRows gives them: one answer, settled unless told otherwise. */
function answerOf(rows: Row[], more: Partial<ListRows> = {}): ListRows {
  return {
    rows,
    all: rows,
    total: rows.length,
    answer: { items: rows, total: rows.length },
    isPending: false,
    isFetching: false,
    isPrevious: false,
    error: null,
    refetch: () => {},
    ...more,
  };
}

describe('the rows a list draws', () => {
  it('stay as they are, dimmed, while the box holds text the list has not searched for', () => {
    const shown = rowsOf('Cliente', 10);
    const typedPast = rowsOf('Parcial', 10);
    const found = rowsOf('Encontrado', 3);
    const { result, rerender } = renderHook(({ rows, ahead }) => useDrawnRows(rows, ahead), {
      initialProps: { rows: answerOf(shown), ahead: false },
    });
    expect(result.current.rows).toBe(shown);
    expect(result.current.isFetching).toBe(false);

    // A key: nothing searched yet, the list says it is about to change.
    rerender({ rows: answerOf(shown), ahead: true });
    expect(result.current.rows).toBe(shown);
    expect(result.current.isFetching).toBe(true);

    // The answer to the search applied at the last pause comes while the user types on.
    rerender({ rows: answerOf(typedPast), ahead: true });
    expect(result.current.rows).toBe(shown);
    expect(result.current.total).toBe(10);
    expect(result.current.answer).toEqual({ items: shown, total: 10 });

    // The text is searched for: until its answer comes the query keeps the one typed past, not drawn.
    rerender({ rows: answerOf(typedPast, { isPrevious: true, isFetching: true }), ahead: false });
    expect(result.current.rows).toBe(shown);
    expect(result.current.isFetching).toBe(true);

    rerender({ rows: answerOf(found), ahead: false });
    expect(result.current.rows).toBe(found);
    expect(result.current.total).toBe(3);
    expect(result.current.isFetching).toBe(false);
  });

  it('keep the skeleton while the first answer is typed past', () => {
    const { result, rerender } = renderHook(({ rows, ahead }) => useDrawnRows(rows, ahead), {
      initialProps: { rows: answerOf([], { isPending: true, answer: null }), ahead: true },
    });
    expect(result.current.isPending).toBe(true);
    rerender({ rows: answerOf(rowsOf('Parcial', 5)), ahead: true });
    expect(result.current.isPending).toBe(true);
    expect(result.current.rows).toEqual([]);
  });

  it('put no further slice in the page while held, and go on once drawn again', async () => {
    const rows = rowsOf('Cliente', ROWS_PER_SLICE + 5);
    const { result, rerender } = renderHook(({ paused }) => useRowsInSlices(rows, paused), {
      initialProps: { paused: true },
    });
    expect(result.current).toHaveLength(ROWS_PER_SLICE);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toHaveLength(ROWS_PER_SLICE);
    rerender({ paused: false });
    await waitFor(() => expect(result.current).toHaveLength(ROWS_PER_SLICE + 5));
  });
});

/** The search box as the list's toolbar puts it, with the list's search in state (the URL's). */
function SearchBoxOfAList({ onTypingAhead }: { onTypingAhead: (ahead: boolean) => void }) {
  const [search, setSearch] = useState('');
  return (
    <ListSearchField label="Buscar" search={search} onSearch={setSearch} onTypingAhead={onTypingAhead} />
  );
}

describe('the search box of a list', () => {
  it('tells the list once when typing starts and once when its search is applied, not on every key', () => {
    vi.useFakeTimers();
    try {
      const onTypingAhead = vi.fn();
      render(<SearchBoxOfAList onTypingAhead={onTypingAhead} />);
      expect(onTypingAhead.mock.calls).toEqual([[false]]);
      const box = screen.getByRole('searchbox', { name: 'Buscar' });
      fireEvent.change(box, { target: { value: 'l' } });
      fireEvent.change(box, { target: { value: 'lu' } });
      fireEvent.change(box, { target: { value: 'luc' } });
      expect(onTypingAhead.mock.calls).toEqual([[false], [true]]);
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(onTypingAhead.mock.calls).toEqual([[false], [true], [false]]);
      expect(box).toHaveValue('luc');
    } finally {
      vi.useRealTimers();
    }
  });
});
