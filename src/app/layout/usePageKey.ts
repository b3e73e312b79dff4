import { useMatches } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute as PageKey } from '../../entities/generated/routes';

export interface PageHandle {
  pageKey: PageKey;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'pageKey' in handle &&
    (PAGE_ROUTES as readonly unknown[]).includes(handle.pageKey)
  );
}

/** The dashboard page being shown, from its route's handle; null on a path that is no page. */
export function usePageKey(): PageKey | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isPageHandle(match.handle)) return match.handle.pageKey;
  }
  return null;
}
