import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { dashboardPath } from '../menu/dashboardPath';
import { PAGE_KEYS, type PageKey } from '../menu/pages';

/** The dashboard page at a path (`/dashboard/admin/store/payments/7` is 'admin/store/payments/:storeId'). */
export function pageKeyOf(pathname: string): PageKey | null {
  return PAGE_KEYS.find((key) => matchPath({ path: dashboardPath(key), end: true }, pathname)) ?? null;
}

/** The dashboard page being shown; null on a path that is no page. */
export function usePageKey(): PageKey | null {
  const { pathname } = useLocation();
  return useMemo(() => pageKeyOf(pathname), [pathname]);
}
