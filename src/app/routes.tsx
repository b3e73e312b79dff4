import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
// Not lazy: it holds the pages' own loading placeholder, so it must be there before they load.
import { DashboardPageFrame } from './layout/DashboardPageFrame';
import { PAGE_KEYS, type PageKey } from './menu/pages';
import { RootLayout } from './RootLayout';
import { RequireSession } from './router/RequireSession';

/** A page whose code is its own chunk, loaded when first shown. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const PendingPage = lazyPage(
  () => import('../screens/pending/PendingPage'),
  (m) => m.PendingPage,
);
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
  () => import('./layout/DashboardLayout'),
  (m) => m.DashboardLayout,
);

/** The screen of each dashboard page; pages not built yet say so. */
const DASHBOARD_PAGES: Partial<Record<PageKey, ComponentType>> = {
  '': lazyPage(
    () => import('../screens/dashboard/HomePage'),
    (m) => m.HomePage,
  ),
};

function dashboardChild(key: PageKey): RouteObject {
  const Page = DASHBOARD_PAGES[key] ?? PendingPage;
  return key === '' ? { index: true, element: <Page /> } : { path: key, element: <Page /> };
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
                children: [...PAGE_KEYS.map(dashboardChild), { path: '*', element: <NotFoundPage /> }],
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
