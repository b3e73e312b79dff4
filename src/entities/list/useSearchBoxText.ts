import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './useListView';

/**
 * What a list's search box shows: the user's text at once, applied to the list (`apply`, which writes the
 * URL) once typing pauses. The text lives in the box, not in the page: a key redraws the box alone, where
 * it used to redraw the whole list page around it (measured: 40–150 ms of script per key on a 100-row
 * page, 4× slower CPU). `search` is the list's search as the URL has it.
 */
export function useSearchBoxText(search: string, apply: (text: string) => void) {
  const [text, setText] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  const searchRef = useRef(search);
  searchRef.current = search;
  // The search the box last applied: its echo through the URL must not overwrite what was typed since.
  const applied = useRef<string | null>(null);
  // A back/forward navigation or a shared link changes the search under the box: show it.
  useEffect(() => {
    if (search !== applied.current) setText(search);
    applied.current = null;
  }, [search]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const type = useCallback(
    (next: string) => {
      setText(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        applied.current = next === searchRef.current ? null : next;
        apply(next);
      }, SEARCH_DEBOUNCE_MS);
    },
    [apply],
  );
  return [text, type] as const;
}
