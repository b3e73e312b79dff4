import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether a frame's content is wider than the frame, so that it scrolls sideways: followed as the frame
 * (the window) or its content (the table: its columns, its rows' words) changes size. Told by the
 * observer's own first report and each after it, so reading it forces no layout of its own.
 */
export function useScrollsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSideways(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [frame]);
  return sideways;
}
