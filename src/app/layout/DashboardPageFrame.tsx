import { Suspense } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';
import { usePageFallback } from './pageFallback';

/**
 * Around each dashboard page, inside the frame: its first shape while its code first loads, and the 500
 * page if it crashes, with the top bar and the sidebar still there. The frame's context (the shell)
 * passes through to the page.
 */
export function DashboardPageFrame() {
  const shell = useOutletContext();
  const fallback = usePageFallback() ?? <PagePlaceholder />;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={fallback}>
        <Outlet context={shell} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
