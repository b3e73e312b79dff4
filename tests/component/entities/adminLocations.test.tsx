import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminLocationsResponse } from '../../fixtures/admin';
import { buildLocation } from '../../fixtures/entities';
import { failure } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openLocations = () => openAdminTable('admin/locations', 'Sucursales');

describe("every store's locations (descriptor schemas/resources/adminLocations.json)", () => {
  it('lists the locations with their store and city, a page at a time from the server', async () => {
    const list = recordCalls('/admin/locations/get-all', () => ({ body: adminLocationsResponse() }));
    server.use(list.handler);
    const { table } = await openLocations();
    expect(bodyRows(table).map((row) => cellTexts(row).slice(0, 3))).toEqual([
      ['Sucursal Centro', 'Café Central', 'Madrid'],
      ['Panadería Sol Triana', 'Panadería Sol', 'Sevilla'],
    ]);
    expect(list.bodies[0]).toEqual({ page: 1, pageSize: 20, sortBy: 'name', sortDirection: 'asc' });
  });

  it('filters by city, keeping the choice in the address', async () => {
    const { user, router, table } = await openLocations();
    const city = screen.getByLabelText('Ciudad');
    await waitFor(() => expect(city).toBeEnabled());
    expect(city).toHaveDisplayValue('Todas las ciudades');
    // From here the server answers the locations of Sevilla.
    const filtered = recordCalls('/admin/locations/get-all', () => ({
      body: adminLocationsResponse([
        buildLocation({ id: 5, name: 'Panadería Sol Triana', cityId: 2, cityName: 'Sevilla' }),
      ]),
    }));
    server.use(filtered.handler);
    await user.selectOptions(city, 'Sevilla');
    await waitFor(() =>
      expect(filtered.bodies.at(-1)).toEqual(expect.objectContaining({ cityId: 2, page: 1 })),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(router.state.location.search).toContain('cityId=2');
    await user.selectOptions(city, 'Todas las ciudades');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(router.state.location.search).not.toContain('cityId');
  });

  it("moves a location to another city, the form starting at its current one: 'Ciudad cambiada'", async () => {
    const change = recordCalls('/admin/locations/change-city-id', () => ({
      body: { s: 'ok', m: '', location: buildLocation({ cityId: 2, cityName: 'Sevilla' }) },
    }));
    server.use(change.handler);
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Cambiar ciudad: Sucursal Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la ciudad de «Sucursal Centro»' });
    const city = await within(dialog).findByLabelText(/Ciudad/);
    await waitFor(() => expect(city).toHaveDisplayValue('Madrid'));
    await user.selectOptions(city, 'Sevilla');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar ciudad' }));
    expect(await screen.findByText('Ciudad cambiada')).toBeInTheDocument();
    expect(change.bodies).toEqual([{ locationId: 1, cityId: 2 }]);
  });

  it("keeps the city change open with the server's message when it fails", async () => {
    server.use(
      recordCalls('/admin/locations/change-city-id', () => ({
        body: failure('La ciudad no existe.'),
        status: 404,
      })).handler,
    );
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Cambiar ciudad: Sucursal Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la ciudad de «Sucursal Centro»' });
    const city = await within(dialog).findByLabelText(/Ciudad/);
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, 'Sevilla');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar ciudad' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cambiar la ciudad');
    expect(alert).toHaveTextContent('La ciudad no existe.');
  });
});
