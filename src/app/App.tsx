import type { ReactNode } from 'react';
import { type AppHistory, AppRouter } from './router/AppRouter';
import { AppRoutes } from './routes';

/**
 * The whole app over a history: the browser's, or a memory one in tests and at build time. `children`
 * render beside the pages, inside the router (tests watch the shown location with them).
 */
export function App({ history, children }: { history: AppHistory; children?: ReactNode }) {
  return (
    <AppRouter history={history}>
      <AppRoutes />
      {children}
    </AppRouter>
  );
}
