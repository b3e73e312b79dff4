import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { ServerErrorPage } from '../screens/errors/ServerErrorPage';
import { checkSignedIn } from '../session/sessionStore';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { TopProgressBar } from '../ui/TopProgressBar';
import type { PageHandle } from './layout/usePageKey';
import { PAGE_KEYS, type PageKey } from './menu/pages';
import { RootLayout } from './RootLayout';
import { signInPath } from './signInRedirect';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A route whose page is its own chunk, loaded when first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}

const pendingPage = page(
  () => import('../screens/pending/PendingPage'),
  (m) => m.PendingPage,
);

/** The screen of each dashboard page; pages not built yet say so. */
const DASHBOARD_PAGES: Partial<Record<PageKey, LazyRoute>> = {
  '': page(
    () => import('../screens/dashboard/HomePage'),
    (m) => m.HomePage,
  ),
};

const notFoundPage = page(
  () => import('../screens/errors/NotFoundPage'),
  (m) => m.NotFoundPage,
);

const signInPage = page(
  () => import('../screens/auth/SignInPage'),
  (m) => m.SignInPage,
);

function dashboardChild(key: PageKey): RouteObject {
  const handle: PageHandle = { pageKey: key };
  const lazyPage = DASHBOARD_PAGES[key] ?? pendingPage;
  return key === '' ? { index: true, handle, lazy: lazyPage } : { path: key, handle, lazy: lazyPage };
}

/** Protected pages: without a valid session, to sign-in, remembering where the user was going. */
function requireSession({ request }: { request: Request }) {
  if (checkSignedIn()) return null;
  const url = new URL(request.url);
  return redirect(signInPath(url));
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ServerErrorPage />,
    hydrateFallbackElement: (
      <>
        <TopProgressBar active />
        <PagePlaceholder />
      </>
    ),
    children: [
      { path: '/', lazy: signInPage },
      { path: '/signin', lazy: signInPage },
      {
        path: '/resetpassword',
        lazy: page(
          () => import('../screens/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/registro',
        lazy: page(
          () => import('../screens/auth/RegisterPage'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: '/dashboard',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layout/DashboardLayout')).DashboardLayout }),
        children: [
          {
            // A page that crashes shows the 500 page inside the frame; the rest of the app keeps working.
            errorElement: <ServerErrorPage />,
            children: [...PAGE_KEYS.map(dashboardChild), { path: '*', lazy: notFoundPage }],
          },
        ],
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];
