import { type RouteObject, redirect } from 'react-router-dom';
import { type PageRoute as PageKey, RESOURCE_LOADERS, ROUTE_ENTRIES } from '../entities/generated/routes';
import './apiWiring';
import { ensurePageTexts } from '../i18n/i18n';
import { ServerErrorPage } from '../screens/errors/ServerErrorPage';
import { SCREENS } from '../screens/screens';
import { checkSignedIn } from '../session/sessionStore';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { TopProgressBar } from '../ui/TopProgressBar';
import type { PageHandle } from './layout/usePageKey';
import { type LazyRoute, lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';
import { signInPath } from './signInRedirect';

const notFoundPage = lazyPage(
  () => import('../screens/errors/NotFoundPage'),
  (m) => m.NotFoundPage,
);

const signInPage = lazyPage(
  () => import('../screens/auth/SignInPage'),
  (m) => m.SignInPage,
);

type RouteEntry = (typeof ROUTE_ENTRIES)[number];

/** A page's screen: hand-written, or the entity engine's page for its resource. */
function pageRoute(entry: RouteEntry): LazyRoute {
  if (entry.screen !== null) return SCREENS[entry.screen];
  const loadResource = RESOURCE_LOADERS[entry.id];
  if (!loadResource) throw new Error(`No resource ${entry.id} for the page ${entry.route}`);
  return async () => {
    const [{ EntityPage }, { resource }] = await Promise.all([
      import('../entities/EntityPage'),
      loadResource(),
    ]);
    return { Component: () => <EntityPage resource={resource} /> };
  };
}

function dashboardChildren(entry: RouteEntry): RouteObject[] {
  const key: PageKey = entry.route;
  const handle: PageHandle = { pageKey: key };
  const lazy = pageRoute(entry);
  const routes: RouteObject[] = [key === '' ? { index: true, handle, lazy } : { path: key, handle, lazy }];
  // A row's detail page, e.g. /dashboard/customers/123.
  if (entry.hasDetail) routes.push({ path: `${key}/:rowId`, handle, lazy });
  return routes;
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
        lazy: lazyPage(
          () => import('../screens/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/registro',
        lazy: lazyPage(
          () => import('../screens/auth/RegisterPage'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: '/dashboard',
        loader: requireSession,
        lazy: async () => {
          // The pages' texts arrive with the frame, so no page shows before its words.
          const [{ DashboardLayout }] = await Promise.all([
            import('./layout/DashboardLayout'),
            ensurePageTexts(),
          ]);
          return { Component: DashboardLayout };
        },
        children: [
          {
            // A page that crashes shows the 500 page inside the frame; the rest of the app keeps working.
            errorElement: <ServerErrorPage />,
            children: [...ROUTE_ENTRIES.flatMap(dashboardChildren), { path: '*', lazy: notFoundPage }],
          },
        ],
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];
