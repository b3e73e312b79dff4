import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../src/session/sessionStore';
import { SESSION_STORAGE_KEY } from '../../src/session/storedSession';
import { buildAdminSession, buildPermissions, buildSession } from '../fixtures/entities';
import { failure, userInfoResponse } from '../fixtures/responses';
import { answer, answerFailure } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

const employee = buildSession({
  email: 'empleado@demo.test',
  firstName: 'Marcos',
  storeUserType: 'employee',
  permCreateCustomer: false,
  locationId: 1,
  locationName: 'Sucursal Centro',
});

function asEmployee(permStore: boolean) {
  server.use(
    answer('/client/employee/info', {
      ...userInfoResponse(),
      permissions: buildPermissions({ storeUserType: 'employee', permStore, permCreateCustomer: false }),
    }),
  );
}

describe('route guards', () => {
  it('sends a visitor without a session to sign-in, remembering the page', async () => {
    const { router } = renderApp('/dashboard/rewards');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Frewards');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('ends a stored session that has a token but no userType', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...buildSession(), userType: undefined }));
    // The session store read the key at start: make it read again, as a reload would.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('shows "no access" for a page an employee may not see, typed in the address bar', async () => {
    asEmployee(false);
    renderApp('/dashboard/employees', { session: employee });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });

  it('opens the same page for an employee with permStore', async () => {
    asEmployee(true);
    renderApp('/dashboard/employees', { session: employee });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empleados' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sin acceso' })).not.toBeInTheDocument();
  });

  it('keeps store users out of the administrator pages', async () => {
    renderApp('/dashboard/admin/stores', { session: buildSession() });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });

  it('takes an administrator from the store home to the first page of their menu, titled with its name', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ userType: 'admin', storeUserType: null }),
      }),
    );
    const { router } = renderApp('/dashboard', { session: buildAdminSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'));
    // The top bar names the page, and so does the page itself.
    expect(
      await within(screen.getByRole('banner')).findByRole('heading', { name: 'Paquetes Canjes' }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'Paquetes Canjes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paquetes Canjes' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the 404 page for unknown addresses, inside and outside the dashboard', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the 404 page inside the frame for an unknown dashboard page', async () => {
    renderApp('/dashboard/no-such-page', { session: buildSession() });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it('signs out when the server says the session has expired', async () => {
    server.use(answerFailure('/client/get-store-info', failure('Su sesión venció. Ingrese de nuevo.'), 401));
    const { router } = renderApp('/dashboard/customers', { session: buildSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fcustomers');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says on the sign-in page that the session expired when the server ends it', async () => {
    server.use(answerFailure('/client/get-store-info', failure('Su sesión venció. Ingrese de nuevo.'), 401));
    const { router, user } = renderApp('/dashboard/customers', { session: buildSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su sesión ha caducado. Inicie sesión de nuevo.',
    );
    // The next attempt's own message replaces it.
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.queryByText('Su sesión ha caducado. Inicie sesión de nuevo.')).not.toBeInTheDocument();
  });

  it('says the store was deactivated when the platform deactivates it while its owner works', async () => {
    server.use(
      answerFailure(
        '/client/get-store-info',
        failure('El negocio está desactivado. Póngase en contacto con el soporte.', 'store-inactive'),
        401,
      ),
    );
    const { router } = renderApp('/dashboard/customers', { session: buildSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El negocio está desactivado. Póngase en contacto con el soporte.',
    );
  });

  it('shows no reason on a sign-in page opened by a visitor who was never signed in', async () => {
    renderApp('/dashboard/customers');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
