import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { Toaster } from '../ui/Toaster';
import { TopProgressBar } from '../ui/TopProgressBar';
import { useNavigationPending } from './router/navigationState';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';

/**
 * Around every page: the progress bar while the next page's code loads, the placeholder while the first
 * page's does, the 500 page if a page crashes, and the notifications.
 */
export function RootLayout() {
  const pending = useNavigationPending();
  return (
    <>
      <TopProgressBar active={pending} />
      <RouteErrorBoundary>
        <Suspense
          fallback={
            <>
              <TopProgressBar active />
              <PagePlaceholder />
            </>
          }
        >
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}
