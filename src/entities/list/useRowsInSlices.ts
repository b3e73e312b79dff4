import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Row } from '../data/values';

/**
 * Rows a list puts in the page at a time: more than a desktop's table or a phone's cards show on a
 * screen (about 15 rows, 6 cards), so the first slice fills it, and the list's default page of 20 is
 * drawn whole at once.
 */
export const ROWS_PER_SLICE = 25;

/**
 * A page of rows put in the page a slice at a time: the first slice at once, each next one in a task
 * of its own once the previous one is in the page. React renders in pieces it can interrupt, but puts
 * what it rendered in the page in one: 100 new rows (their elements, then the browser's style and
 * layout of them) were one frame of several hundred milliseconds on a slow phone, with the search box
 * frozen meanwhile. Each slice is now a frame of its own, with the keys typed in between. The answer
 * is the same array while nothing changes, so what is memo stays so. `paused`: no further slice until
 * it is false again.
 */
export function useRowsInSlices(rows: Row[], paused = false): Row[] {
  const [drawn, setDrawn] = useState({ rows, count: ROWS_PER_SLICE });
  // A new page starts again from its first slice (set while rendering: no frame shows the old count).
  const current = drawn.rows === rows ? drawn : { rows, count: ROWS_PER_SLICE };
  if (current !== drawn) setDrawn(current);
  const { count } = current;
  useEffect(() => {
    // Paused while the list holds what it drew (useDrawnRows): the slices go on once it draws again.
    if (paused || count >= rows.length) return;
    // A task of its own, after the browser has painted this slice and handled what was typed meanwhile;
    // rendered as a transition, so a key typed while the slice is rendered is handled first.
    const next = setTimeout(() =>
      startTransition(() =>
        setDrawn((now) => (now.rows === rows ? { rows, count: now.count + ROWS_PER_SLICE } : now)),
      ),
    );
    return () => clearTimeout(next);
  }, [rows, count, paused]);
  return useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
}
