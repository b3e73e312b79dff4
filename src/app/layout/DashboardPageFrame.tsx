import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';

/**
 * Around each dashboard page, inside the frame: its placeholder while its code first loads, and the 500
 * page if it crashes, with the top bar and the sidebar still there.
 */
export function DashboardPageFrame() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
