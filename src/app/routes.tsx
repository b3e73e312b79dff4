import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RESOURCE_LOADERS, ROUTE_ENTRIES } from '../entities/generated/routes';
import './apiWiring';
import { ensurePageTexts } from '../i18n/i18n';
import { SCREENS } from '../screens/screens';
// Not lazy: it holds the pages' own loading placeholder, so it must be there before they load.
import { DashboardPageFrame } from './layout/DashboardPageFrame';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';
import { RequireSession } from './router/RequireSession';

const NotFoundPage = lazyPage(
  () => import('../screens/errors/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const SignInPage = lazyPage(
  () => import('../screens/auth/SignInPage'),
  (m) => m.SignInPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../screens/auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const RegisterPage = lazyPage(
  () => import('../screens/auth/RegisterPage'),
  (m) => m.RegisterPage,
);
const DashboardLayout = lazyPage(
  // The pages' texts arrive with the frame, so no page shows before its words.
  () => Promise.all([import('./layout/DashboardLayout'), ensurePageTexts()]),
  ([m]) => m.DashboardLayout,
);

type RouteEntry = (typeof ROUTE_ENTRIES)[number];

/** A page's screen: hand-written, or the entity engine's page for its resource. */
function pageScreen(entry: RouteEntry): ComponentType {
  if (entry.screen !== null) return SCREENS[entry.screen];
  const loadResource = RESOURCE_LOADERS[entry.id];
  if (!loadResource) throw new Error(`No resource ${entry.id} for the page ${entry.route}`);
  return lazyPage(
    () => Promise.all([import('../entities/EntityPage'), loadResource()]),
    ([{ EntityPage }, { resource }]) =>
      function ResourcePage() {
        return <EntityPage resource={resource} />;
      },
  );
}

function dashboardChildren(entry: RouteEntry): RouteObject[] {
  const Page = pageScreen(entry);
  const key = entry.route;
  const routes: RouteObject[] = [
    key === '' ? { index: true, element: <Page /> } : { path: key, element: <Page /> },
  ];
  // A row's detail page, e.g. /dashboard/customers/123.
  if (entry.hasDetail) routes.push({ path: `${key}/:rowId`, element: <Page /> });
  return routes;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <SignInPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/resetpassword', element: <ResetPasswordPage /> },
      { path: '/registro', element: <RegisterPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            path: '/dashboard',
            element: <DashboardLayout />,
            children: [
              {
                element: <DashboardPageFrame />,
                children: [
                  ...ROUTE_ENTRIES.flatMap(dashboardChildren),
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page at the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
