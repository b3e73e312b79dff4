import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { useDocumentTitle } from '../documentTitle';
import { pageTitleKey } from '../menu/pageTitle';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';
import { usePageKey } from './usePageKey';

/**
 * Around each dashboard page, inside the frame: its name in the browser tab, its placeholder while its
 * code first loads, and the 500 page if it crashes, with the top bar and the sidebar still there.
 */
export function DashboardPageFrame() {
  const { t } = useTranslation();
  const pageKey = usePageKey();
  // On a path that is no page, the 404 page names the tab itself.
  useDocumentTitle(pageKey === null ? undefined : t(pageTitleKey(pageKey)));
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
