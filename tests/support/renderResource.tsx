import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Outlet, Route, Routes } from 'react-router-dom';
import { queryClient } from '../../src/api/queryClient';
import { accessContext } from '../../src/app/menu/accessContext';
import { AppRouter } from '../../src/app/router/AppRouter';
import { EntityPage } from '../../src/entities/EntityPage';
import type { Resource } from '../../src/entities/resource';
import { ensurePageTexts, i18n } from '../../src/i18n/i18n';
import { startSession } from '../../src/session/sessionStore';
import type { ShellContext } from '../../src/session/useShellAccess';
import { Toaster } from '../../src/ui/Toaster';
import { buildSession } from '../fixtures/entities';
import { memoryRouter } from './memoryRouter';
import { setWindowWidth } from './renderApp';

/** What the signed-in frame gives its pages, for a store owner whose plan has every feature. */
function ownerShell(): ShellContext {
  return {
    ready: true,
    generalConfiguration: { supportPhone: '', bannersEnabled: true },
    access: accessContext(
      { userType: 'client', storeUserType: 'owner' },
      { permStore: true, permGivePoints: true, permRedeem: true, permCreateCustomer: true },
      {
        store: {
          plan: {
            planShowProducts: true,
            planShowOffers: true,
            planShowNews: true,
            planPushNotifications: true,
            planLocationLimit: 0,
          },
        },
        generalConfiguration: { supportPhone: '', bannersEnabled: true },
      },
      { multistore: true, defaultBrand: true },
    ),
  };
}

function Frame() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet context={ownerShell()} />
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * Renders the engine's page for a resource that is not in the registry (a descriptor made by a test),
 * inside a frame like the dashboard's, at /dashboard/test.
 */
export async function renderResource(resource: Resource, path = '/dashboard/test') {
  await ensurePageTexts();
  setWindowWidth(1280);
  startSession(buildSession());
  const { history, probe, router } = memoryRouter(path);
  const user = userEvent.setup();
  // The app's router (src/app/router), so the page runs as it does in the app.
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppRouter history={history}>
        <Routes>
          <Route path="/dashboard" element={<Frame />}>
            <Route path="test" element={<EntityPage resource={resource} />} />
          </Route>
        </Routes>
        {probe}
      </AppRouter>
    </I18nextProvider>,
  );
  return { ...view, router, user };
}
