import { type RefObject, useEffect, useState } from 'react';

/**
 * How far outside the screen an element counts as near: a quarter of the screen's height, so that a
 * scroll starts drawing it a little before it shows. Not more: on Lighthouse's phone (412 × 823 px) the
 * home's chart starts 391 px below the fold, and a margin of half a screen would draw it during the load.
 */
export const NEAR_VIEWPORT_MARGIN = '25% 0px';

/**
 * True once the element has come near the viewport (NEAR_VIEWPORT_MARGIN), and from then on. Heavy
 * content below the fold (the home's points chart on a phone) is drawn when the user gets near it, not
 * during the page's load, where its code and first render would hold the main thread the page's first
 * use needs. Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
