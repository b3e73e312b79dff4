import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';
import { type PageRoute as PageKey, ROUTE_ENTRIES } from '../../entities/generated/routes';
import { withoutTrailingSlash } from '../../lib/urlPath';
import { dashboardPath } from '../menu/dashboardPath';

interface PageHandle {
  pageKey: PageKey;
}

/** Every page's paths (its own, and its rows' detail pages when it has them), as the router ranks them. */
const PAGE_PATHS: RouteObject[] = ROUTE_ENTRIES.flatMap((entry) => {
  const handle: PageHandle = { pageKey: entry.route };
  const path = dashboardPath(entry.route);
  return entry.hasDetail
    ? [
        { path, handle },
        { path: `${path}/:rowId`, handle },
      ]
    : [{ path, handle }];
});

/**
 * The dashboard page at a path ('/dashboard/admin/store/payments/7' is 'admin/store/payments/:storeId',
 * '/dashboard/customers/12' is 'customers' when customers have a detail page), with react-router's own
 * ranking, so a static path wins over a parameter as it does in the routes.
 */
export function pageKeyOf(pathname: string): PageKey | null {
  const match = matchRoutes(PAGE_PATHS, pathname)?.at(-1);
  return (match?.route.handle as PageHandle | undefined)?.pageKey ?? null;
}

/** The dashboard page being shown; null on a path that is no page. */
export function usePageKey(): PageKey | null {
  const { pathname } = useLocation();
  return useMemo(() => pageKeyOf(pathname), [pathname]);
}

/**
 * The page whose first shape (PageFirstShape) fits the address while its code or data load: the page's
 * own address, not one of its rows' (a customer's detail is no list).
 */
export function useFirstShapeKey(): PageKey | null {
  const { pathname } = useLocation();
  const key = usePageKey();
  return key !== null && withoutTrailingSlash(pathname) === dashboardPath(key) ? key : null;
}
