import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../src/entities/generated/routes';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { userInfoResponse } from '../../fixtures/responses';
import { answer } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

/** Every administrator page, with a store for the one that names one. */
const ADMIN_ROUTES = PAGE_ROUTES.filter((key) => key === 'admin' || key.startsWith('admin/')).map((key) =>
  key.replace(':storeId', '1'),
);

const owner = buildSession();
const employee = buildSession({
  email: 'empleado@demo.test',
  storeUserType: 'employee',
  permCreateCustomer: false,
});

describe('the administrator pages keep store users out', () => {
  it('covers every administrator route, the new admin/news and admin/audit included', () => {
    expect([...ADMIN_ROUTES].sort()).toEqual([
      'admin',
      'admin/audit',
      'admin/categories',
      'admin/cities',
      'admin/configuration',
      'admin/locations',
      'admin/news',
      'admin/notifications',
      'admin/offers',
      'admin/store/payments/1',
      'admin/stores',
      'admin/storetypes',
    ]);
  });

  it.each(ADMIN_ROUTES)('an owner opening /dashboard/%s sees the no-access page', async (route) => {
    renderApp(`/dashboard/${route}`, { session: owner });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });

  it.each(ADMIN_ROUTES)('an employee opening /dashboard/%s sees the no-access page', async (route) => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({
          storeUserType: 'employee',
          permStore: false,
          permCreateCustomer: false,
        }),
      }),
    );
    renderApp(`/dashboard/${route}`, { session: employee });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
