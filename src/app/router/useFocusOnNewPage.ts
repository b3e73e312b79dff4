import { type RefObject, useEffect, useRef } from 'react';
import { usePageChanges } from './navigationState';

/**
 * Moves focus to the element (the page's heading) when the user has gone to another page, as a full
 * page load would start a screen reader there; not on the first page, and not when only the query
 * changes (a list's filters kept in the address). The element needs tabIndex={-1}.
 */
export function useFocusOnNewPage<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const pageChanges = usePageChanges();
  useEffect(() => {
    if (pageChanges > 0) ref.current?.focus({ preventScroll: true });
  }, [pageChanges]);
  return ref;
}
