import { type PointerEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The highlight of the table row under the mouse, drawn by one element of its own over the table and
 * moved to the row, instead of a `:hover` background on every row.
 *
 * Why: any change of how a row looks makes the browser record the painting of the whole page again, and
 * a page of 100 rows is ~4,900 px of cells. Scrolling with the wheel over the rows changes the hovered
 * row at every notch: with `hover:bg-…` on the rows each such frame took 67–100 ms at the 95th percentile
 * on a 4× slower CPU (a trace: Paint 657 ms of 1,582 ms of tasks), against 17 ms with no change painted.
 * The highlight has its own compositor layer (`will-change: transform`), so moving it repaints nothing
 * else: 33–50 ms, with the highlight kept.
 *
 * Only for a mouse or a pen: a touch has no hover. The rows are given so that, when they are drawn again
 * under a still pointer (a search's answer, the next slice of a page), the highlight follows its row, or
 * goes when that row is gone.
 */
export function useRowHoverHighlight(rows: unknown) {
  const highlight = useRef<HTMLDivElement>(null);
  const hovered = useRef<HTMLTableRowElement | null>(null);

  const place = useCallback((row: HTMLTableRowElement | null) => {
    const box = highlight.current;
    const frame = box?.parentElement;
    if (!box || !frame) return;
    if (!row?.isConnected) {
      hovered.current = null;
      box.hidden = true;
      return;
    }
    hovered.current = row;
    const rowBox = row.getBoundingClientRect();
    const top = rowBox.top - frame.getBoundingClientRect().top;
    box.style.transform = `translateY(${top}px)`;
    box.style.height = `${rowBox.height}px`;
    box.style.width = `${rowBox.width}px`;
    box.hidden = false;
  }, []);

  // After each render of the table: when its rows are new, where the hovered row is now.
  const placedFor = useRef(rows);
  useLayoutEffect(() => {
    if (placedFor.current === rows) return;
    placedFor.current = rows;
    if (hovered.current) place(hovered.current);
  });

  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLTableSectionElement>) => {
      if (event.pointerType === 'touch' || !(event.target instanceof Element)) return;
      const row = event.target.closest('tr');
      if (row !== hovered.current) place(row);
    },
    [place],
  );
  const hide = useCallback(() => place(null), [place]);

  return {
    highlight,
    /** For the table's body: where the pointer is, and when it leaves or a row is dragged. */
    bodyEvents: { onPointerOver, onPointerLeave: hide, onDragStart: hide },
  };
}
