import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS, type ViewportKind, viewportKind } from './viewport';

/** The kind of viewport, updated when the window has stopped resizing for a second (spec §9). */
export function useViewport(): ViewportKind {
  const [kind, setKind] = useState<ViewportKind>(() => viewportKind(window.innerWidth));
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setKind(viewportKind(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return kind;
}
