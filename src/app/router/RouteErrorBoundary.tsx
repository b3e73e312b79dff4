import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ServerErrorPage } from '../../screens/errors/ServerErrorPage';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

/**
 * A page that crashes shows the 500 page in its place; going to another address tries again, so the
 * rest of the app keeps working. A page whose code fails to load (a deployment replaced it) lands here
 * too.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ServerErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
