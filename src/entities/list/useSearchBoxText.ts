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
  // The searches the box applied that the URL has not given back yet, oldest first: their echoes must not
  // overwrite what was typed since. On a slow phone a second pause can apply another search before the
  // first comes back; remembering only the last one, the first's echo was taken for a search from
  // elsewhere and put back in the box, and the keys typed meanwhile were lost.
  const applied = useRef<string[]>([]);
  // A back/forward navigation or a shared link changes the search under the box: show it.
  useEffect(() => {
    const echo = applied.current.indexOf(search);
    // The URL may skip an echo (two navigations drawn as one): the older ones are gone with it.
    applied.current = echo === -1 ? [] : applied.current.slice(echo + 1);
    if (echo === -1) setText(search);
  }, [search]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const type = useCallback(
    (next: string) => {
      setText(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (next !== searchRef.current) applied.current.push(next);
        apply(next);
      }, SEARCH_DEBOUNCE_MS);
    },
    [apply],
  );
  return [text, type] as const;
}
