import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLocation, buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, okResponse, userInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();
const employee = buildSession({ storeUserType: 'employee', email: 'empleado@demo.test' });

function employeeWith(permStore: boolean) {
  server.use(
    answer('/client/employee/info', {
      ...userInfoResponse(),
      permissions: buildPermissions({ storeUserType: 'employee', permStore }),
    }),
  );
}

async function openLocations(session = owner) {
  const view = renderApp('/dashboard/locations', { session });
  const table = await screen.findByRole('table', { name: 'Sucursales' });
  return { ...view, table };
}

describe('locations page (descriptor schemas/resources/locations.json)', { timeout: 30_000 }, () => {
  it('lists the branches by name with their address, city and phone', async () => {
    const { table } = await openLocations();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Sucursal Centro',
      'Sucursal Norte',
    ]);
    const centre = within(rows[0] as HTMLElement);
    expect(centre.getByText('Calle Mayor 1')).toBeInTheDocument();
    expect(centre.getByText('Madrid')).toBeInTheDocument();
    expect(centre.getByText('910 000 001')).toBeInTheDocument();
  });

  it('creates a branch with a city of the store’s country and says «Sucursal creada»', async () => {
    const add = recordCalls('/client/location/add', () => ({
      body: { s: 'ok', m: '', location: buildLocation({ id: 3 }) },
    }));
    server.use(add.handler);
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Nueva sucursal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva sucursal' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Sucursal Playa');
    await user.type(within(dialog).getByLabelText(/Dirección/), 'Paseo Marítimo 4');
    const city = within(dialog).getByLabelText(/Ciudad/);
    await within(city).findByRole('option', { name: 'Valencia' });
    await user.selectOptions(city, 'Valencia');
    await user.type(within(dialog).getByLabelText(/Latitud/), '39.4699');
    await user.type(within(dialog).getByLabelText(/Longitud/), '-0.3763');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Sucursal Playa',
        phone: '',
        active: true,
        address: 'Paseo Marítimo 4',
        cityId: 2,
        latitude: 39.4699,
        longitude: -0.3763,
      },
    ]);
  });

  it('shows the plan’s limit from the server and keeps the input', async () => {
    server.use(
      recordCalls('/client/location/add', () => ({
        body: failure('Su plan permite como máximo 2 sucursales.'),
        status: 409,
      })).handler,
    );
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Nueva sucursal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva sucursal' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Sucursal Playa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear la sucursal');
    expect(alert).toHaveTextContent('Su plan permite como máximo 2 sucursales.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Sucursal Playa');
  });

  it('edits a branch: pre-filled, the city chosen, sends locationId and says «Sucursal actualizada»', async () => {
    const update = recordCalls('/client/location/update', () => ({
      body: { s: 'ok', m: '', location: buildLocation() },
    }));
    server.use(update.handler);
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Editar: Sucursal Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar sucursal' });
    const city = await within(dialog).findByLabelText(/Ciudad/);
    await waitFor(() => expect(city).toHaveDisplayValue('Madrid'));
    const phone = within(dialog).getByLabelText(/Teléfono/);
    await user.clear(phone);
    await user.type(phone, '910 000 009');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        locationId: 1,
        name: 'Sucursal Centro',
        phone: '910 000 009',
        active: true,
        address: 'Calle Mayor 1',
        cityId: 1,
        latitude: 40.4168,
        longitude: -3.7038,
      },
    ]);
  });

  it('sends no point when the coordinates are emptied', async () => {
    const update = recordCalls('/client/location/update', () => ({
      body: { s: 'ok', m: '', location: buildLocation() },
    }));
    server.use(update.handler);
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Editar: Sucursal Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar sucursal' });
    await user.clear(await within(dialog).findByLabelText(/Latitud/));
    await user.clear(within(dialog).getByLabelText(/Longitud/));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(update.bodies).toEqual([expect.objectContaining({ latitude: null, longitude: null })]);
  });

  it('deletes a branch after confirming and says «Sucursal eliminada»', async () => {
    const remove = recordCalls('/client/location/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Sucursal Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar sucursal' });
    expect(dialog).toHaveTextContent('¿Eliminar la sucursal «Sucursal Norte»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Sucursal eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ locationId: 2 }]);
  });

  it('is for store settings: an employee without permStore has no access', async () => {
    employeeWith(false);
    renderApp('/dashboard/locations', { session: employee });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens for an employee with permStore', async () => {
    employeeWith(true);
    await openLocations(employee);
    expect(screen.getByRole('button', { name: 'Nueva sucursal' })).toBeInTheDocument();
  });
});
