import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminStore } from '../../fixtures/entities';
import { failure, okResponse, storesResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openStores = () => openAdminTable('admin/stores', 'Negocios');

/** The store form's fields as the create body sends them when left as they start. */
const DEFAULTS = {
  ruc: '',
  active: true,
  redeemBought: 0,
  monthFreeRedeems: 0,
  countryId: 1,
  planShowProducts: false,
  planShowOffers: false,
  planShowNews: false,
  planPushNotifications: false,
  planLocationLimit: 0,
};

describe('stores list (descriptor schemas/resources/stores.json)', () => {
  it('lists the stores with type, owner, customers and redemptions, the web app linked only for multi-store accounts', async () => {
    server.use(answer('/admin/store/get-all', { ...storesResponse(), withSubscription: false }));
    const { table } = await openStores();
    const [cafe, panaderia] = bodyRows(table) as [HTMLElement, HTMLElement];
    // The first cell is the row's selection box.
    expect(cellTexts(cafe).slice(1, 7)).toEqual([
      'Café Central',
      'Lucía Fernández',
      '2048',
      '120',
      'Sí',
      'cafe-central',
    ]);
    expect(within(cafe).getByRole('link', { name: 'cafe-central' })).toHaveAttribute(
      'href',
      'https://app.demo.test/cafe-central',
    );
    // Panadería Sol has one location: no web-app page to link.
    expect(within(panaderia).queryByRole('link')).not.toBeInTheDocument();
    expect(cellTexts(panaderia)[6]).toBe('—');
    // The store type and the owner's email are a click away in the columns menu.
    expect(within(table).queryByRole('columnheader', { name: /Tipo de negocio/ })).not.toBeInTheDocument();
  });

  it('has no subscription column when the platform charges no subscription', async () => {
    server.use(answer('/admin/store/get-all', { ...storesResponse(), withSubscription: false }));
    const { table } = await openStores();
    expect(within(table).getByRole('columnheader', { name: /Clientes/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Suscripción/ })).not.toBeInTheDocument();
  });

  it('shows each store subscription status when the platform charges a subscription', async () => {
    server.use(answer('/admin/store/get-all', { ...storesResponse(), withSubscription: true }));
    const { table } = await openStores();
    await within(table).findByRole('columnheader', { name: /Suscripción/ });
    const [cafe, panaderia] = bodyRows(table) as [HTMLElement, HTMLElement];
    expect(within(cafe).getByText('Activa')).toBeInTheDocument();
    expect(within(panaderia).getByText('Inactiva')).toBeInTheDocument();
  });

  it('asks the server for the page, the search and the sort', async () => {
    const list = recordCalls('/admin/store/get-all', () => ({ body: storesResponse() }));
    server.use(list.handler);
    const { user, table } = await openStores();
    expect(list.bodies[0]).toEqual({ page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar negocios' }), 'lucia');
    await waitFor(() =>
      expect(list.bodies.at(-1)).toEqual(expect.objectContaining({ search: 'lucia', page: 1 })),
    );
    const header = within(table).getByRole('columnheader', { name: /Nombre del negocio/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(list.bodies.at(-1)).toEqual(expect.objectContaining({ sortBy: 'name', sortDirection: 'asc' })),
    );
  });
});

describe('store modal', () => {
  it("creates a store with its owner: type 'new', the spec's defaults, 'Negocio creado', closes", async () => {
    const process = recordCalls('/admin/business/process', () => ({
      body: {
        s: 'ok',
        m: 'Negocio creado',
        store: buildAdminStore({ id: 9, name: 'Floristería Rosa' }),
        user: { id: 20, first_name: 'Marta', last_name: 'Gil', email: 'marta@rosa.test' },
      },
    }));
    server.use(process.handler);
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Nuevo negocio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo negocio' });
    // The spec's defaults (§3, §9).
    expect(await within(dialog).findByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Canjes comprados/)).toHaveValue('0');
    expect(within(dialog).getByLabelText(/Canjes gratis al mes/)).toHaveValue('0');
    expect(within(dialog).getByLabelText(/Límite de sucursales/)).toHaveValue('0');
    await waitFor(() => expect(within(dialog).getByLabelText(/País/)).toHaveDisplayValue('España'));
    for (const flag of ['Productos', 'Ofertas', 'Novedades', 'Notificaciones push'])
      expect(within(dialog).getByRole('switch', { name: flag })).not.toBeChecked();

    await user.type(within(dialog).getByLabelText(/Nombre del negocio/), 'Floristería Rosa');
    await user.selectOptions(within(dialog).getByLabelText(/Tipo de negocio/), 'Cafetería');
    await user.type(within(dialog).getByLabelText(/^Nombre \*?$/), 'Marta');
    await user.type(within(dialog).getByLabelText(/Apellido/), 'Gil');
    await user.type(within(dialog).getByLabelText(/Email/), 'marta@rosa.test');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'rosas-rojas-9');
    await user.click(within(dialog).getByRole('switch', { name: 'Ofertas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Negocio creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(process.bodies).toEqual([
      {
        ...DEFAULTS,
        type: 'new',
        name: 'Floristería Rosa',
        storeTypeId: 1,
        first_name: 'Marta',
        last_name: 'Gil',
        email: 'marta@rosa.test',
        password: 'rosas-rojas-9',
        planShowOffers: true,
      },
    ]);
  });

  it('needs the owner password to create a store, and calls nothing without it', async () => {
    const process = recordCalls('/admin/business/process', () => ({ body: okResponse() }));
    server.use(process.handler);
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Nuevo negocio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo negocio' });
    await user.click(await within(dialog).findByRole('button', { name: 'Guardar' }));
    const password = within(dialog).getByLabelText(/Contraseña/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(process.bodies).toEqual([]);
  });

  it("keeps the input and says 'No se pudo crear el Negocio' with the server's message", async () => {
    server.use(
      recordCalls('/admin/business/process', () => ({
        body: failure('Ya existe una cuenta con ese email.'),
        status: 409,
      })).handler,
    );
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Nuevo negocio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo negocio' });
    await user.type(await within(dialog).findByLabelText(/Nombre del negocio/), 'Floristería Rosa');
    await waitFor(() => expect(within(dialog).getByLabelText(/Tipo de negocio/)).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText(/Tipo de negocio/), 'Cafetería');
    await user.type(within(dialog).getByLabelText(/^Nombre \*?$/), 'Marta');
    await user.type(within(dialog).getByLabelText(/Apellido/), 'Gil');
    await user.type(within(dialog).getByLabelText(/Email/), 'owner@demo.test');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'rosas-rojas-9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el Negocio');
    expect(alert).toHaveTextContent('Ya existe una cuenta con ese email.');
    expect(within(dialog).getByLabelText(/Nombre del negocio/)).toHaveValue('Floristería Rosa');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('owner@demo.test');
  });

  it("opening an edit loads the store with its owner; saving sends type 'edit' with both ids: 'Negocio actualizado'", async () => {
    const get = recordCalls('/admin/business/get', () => ({
      body: {
        s: 'ok',
        m: '',
        store: buildAdminStore({ ruc: 'B12345678', planLocationLimit: 3 }),
        user: { id: 2, first_name: 'Lucía', last_name: 'Fernández', email: 'lucia@cafecentral.test' },
      },
    }));
    const process = recordCalls('/admin/business/process', () => ({
      body: {
        s: 'ok',
        m: 'Negocio actualizado',
        store: buildAdminStore(),
        user: { id: 2, first_name: 'Lucía', last_name: 'Fernández', email: 'lucia@cafecentral.test' },
      },
    }));
    server.use(get.handler, process.handler);
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Editar: Café Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar negocio' });
    // The owner's email comes from the loaded owner, not from the list's row.
    expect(await within(dialog).findByLabelText(/Email/)).toHaveValue('lucia@cafecentral.test');
    expect(get.bodies).toEqual([{ storeId: 1 }]);
    expect(within(dialog).getByLabelText(/Límite de sucursales/)).toHaveValue('3');
    expect(within(dialog).getByLabelText(/Contraseña/)).toHaveValue('');
    const limit = within(dialog).getByLabelText(/Límite de sucursales/);
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Negocio actualizado')).toBeInTheDocument();
    expect(process.bodies).toEqual([
      {
        type: 'edit',
        storeId: 1,
        userId: 2,
        name: 'Café Central',
        storeTypeId: 1,
        countryId: 1,
        ruc: 'B12345678',
        active: true,
        first_name: 'Lucía',
        last_name: 'Fernández',
        email: 'lucia@cafecentral.test',
        redeemBought: 120,
        monthFreeRedeems: 30,
        planShowProducts: true,
        planShowOffers: true,
        planShowNews: true,
        planPushNotifications: true,
        planLocationLimit: 5,
      },
    ]);
  });

  it("keeps the edit open and says 'No se pudo actualizar el Negocio' with the server's message", async () => {
    server.use(
      recordCalls('/admin/business/process', () => ({
        body: failure('El tipo de negocio no existe.'),
        status: 404,
      })).handler,
    );
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Editar: Café Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar negocio' });
    const name = await within(dialog).findByLabelText(/Nombre del negocio/);
    await user.type(name, ' Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo actualizar el Negocio');
    expect(alert).toHaveTextContent('El tipo de negocio no existe.');
    expect(name).toHaveValue('Café Central Norte');
  });

  it('says why when the store cannot be loaded for editing, and offers no form', async () => {
    server.use(
      recordCalls('/admin/business/get', () => ({ body: failure('No existe el negocio.'), status: 404 }))
        .handler,
    );
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Editar: Café Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar negocio' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No existe el negocio.');
    expect(within(dialog).queryByLabelText(/Nombre del negocio/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});

describe('store row actions', () => {
  it("deletes a store after a warning ('Negocio eliminado.'); a failure says 'No se pudo eliminar al negocio'", async () => {
    const remove = recordCalls('/admin/business/delete', () => ({ body: okResponse('Negocio eliminado.') }));
    server.use(remove.handler);
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Acciones de Café Central' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar negocio' });
    expect(dialog).toHaveTextContent('¿Eliminar «Café Central» con todos sus datos');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Negocio eliminado.')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ storeId: 1 }]);

    server.use(
      recordCalls('/admin/business/delete', () => ({ body: failure('No se pudo borrar.'), status: 500 }))
        .handler,
    );
    await user.click(screen.getByRole('button', { name: 'Acciones de Panadería Sol' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar al negocio')).toBeInTheDocument();
  });

  it("shows a store's activity: totals and the last months, labelled and written in Spanish", async () => {
    const activity = recordCalls('/admin/store/get-activity', () => ({
      body: {
        s: 'ok',
        m: '',
        activity: {
          customers: 2048,
          pointsGiven: 184200,
          pointsRedeemed: 96500,
          redemptions: 150,
          lastActivityAt: null,
          months: [
            { month: '2026-02', newCustomers: 120, pointsGiven: 15400, redemptions: 11 },
            { month: '2026-03', newCustomers: 98, pointsGiven: 12900, redemptions: 14 },
          ],
        },
      },
    }));
    server.use(activity.handler);
    const { user } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Actividad: Café Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actividad de «Café Central»' });
    expect(activity.bodies).toEqual([{ storeId: 1 }]);
    const totals = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Clientes', 'Puntos dados', 'Puntos canjeados', 'Canjes', 'Última actividad']);
    expect(totals).toEqual(['2048', '184.200', '96.500', '150', '—']);
    const months = within(dialog).getByRole('table');
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mes', 'Clientes nuevos', 'Puntos dados', 'Canjes']);
    expect(cellTexts(bodyRows(months)[0] as HTMLElement)).toEqual(['febrero de 2026', '120', '15.400', '11']);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens a store's payments page from its row", async () => {
    const { user, router } = await openStores();
    await user.click(screen.getByRole('button', { name: 'Acciones de Café Central' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pagos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin/store/payments/1'));
    expect(await screen.findByRole('table', { name: 'Pagos de Café Central' })).toBeInTheDocument();
  });
});
