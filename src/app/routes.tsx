import { type RouteObject, useRoutes } from 'react-router-dom';
import { ROUTE_ENTRIES } from '../entities/generated/routes';
import './apiWiring';
import { ensurePageTexts } from '../i18n/i18n';
// Not lazy: it holds the pages' own loading placeholder, so it must be there before they load.
import { DashboardPageFrame } from './layout/DashboardPageFrame';
import { lazyPage } from './lazyPage';
import { PAGE_SCREENS } from './pageScreens';
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

/**
 * Loads the signed-in frame's code (and the pages' texts) ahead of the first render of a dashboard
 * address: rendered once it is here, the frame shows at once instead of after a placeholder that React
 * keeps up for at least 300 ms. dashboard.html has the browser fetch it already.
 */
export function preloadDashboard(): Promise<void> {
  return DashboardLayout.preload();
}

type RouteEntry = (typeof ROUTE_ENTRIES)[number];

function dashboardChildren(entry: RouteEntry): RouteObject[] {
  const Page = PAGE_SCREENS[entry.route];
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
