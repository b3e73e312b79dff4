import { lazy, type ReactNode, Suspense, useLayoutEffect, useMemo, useState, useTransition } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { useLeaveRequest } from '../../ui/unsavedChanges';
import { guardHistory } from './guardHistory';
import { NavigationStateContext } from './navigationState';

// The question about unsaved changes loads when first asked: pages without forms never need it.
const LeavePrompt = lazy(() => import('./LeavePrompt'));

/** The browser's history (or a memory history in tests and at build time), as react-router makes it. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * react-router's declarative <Router> over a history, as its BrowserRouter does, except that each
 * navigation is a transition of our own: React keeps the current page on screen while the next page's
 * code loads, and the app knows it is waiting (the top progress bar). The data router
 * (createBrowserRouter) did the same, but it is twice the router code on every page (about 16 KB
 * gzipped) for loaders and actions the app does not use; pages load their data through TanStack Query.
 */
export function AppRouter({ history: given, children }: { history: AppHistory; children: ReactNode }) {
  // Leaving a page with unsaved changes asks first (guardHistory.ts).
  const history = useMemo(() => guardHistory(given), [given]);
  const leaveRequest = useLeaveRequest();
  const [state, setState] = useState({ action: history.action, location: history.location, pageChanges: 0 });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() =>
          setState((previous) => ({
            action,
            location,
            pageChanges: previous.pageChanges + (location.pathname === previous.location.pathname ? 0 : 1),
          })),
        ),
      ),
    [history],
  );
  const navigation = useMemo(
    () => ({ pending, pageChanges: state.pageChanges }),
    [pending, state.pageChanges],
  );
  return (
    <NavigationStateContext value={navigation}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        {children}
        {leaveRequest && (
          <Suspense fallback={null}>
            <LeavePrompt request={leaveRequest} />
          </Suspense>
        )}
      </Router>
    </NavigationStateContext>
  );
}
