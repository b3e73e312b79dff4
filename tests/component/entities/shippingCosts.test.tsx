import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, okResponse, userInfoResponse } from '../../fixtures/responses';
import { buildShippingCost } from '../../fixtures/shop';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

async function openShippingCosts() {
  const view = renderApp('/dashboard/shippingcosts', { session: owner });
  const table = await screen.findByRole('table', { name: 'Costos de envío' });
  return { ...view, table };
}

async function openCreate(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Nuevo costo de envío' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo costo de envío' });
  const city = await within(dialog).findByLabelText(/Ciudad/);
  await waitFor(() => expect(city).toBeEnabled());
  return { dialog, city };
}

describe('shipping costs page (descriptor schemas/resources/shippingCosts.json)', () => {
  it('lists each cost with its city (or all other cities), price and free-from amount', async () => {
    const { table } = await openShippingCosts();
    const [madrid, rest] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(madrid).toHaveTextContent('Envío a Madrid');
    expect(madrid).toHaveTextContent('Madrid');
    expect(madrid).toHaveTextContent('3,50 €');
    expect(madrid).toHaveTextContent('30,00 €');
    expect(rest).toHaveTextContent('Resto de España');
    expect(within(rest).getByText('Todas las demás ciudades')).toBeInTheDocument();
    expect(within(rest).getByText('Nunca')).toBeInTheDocument();
  });

  it('creates a cost for a city chosen from the store cities: exact body, toast, closes', async () => {
    const add = recordCalls('/client/shippingcosts/add', () => ({
      body: { s: 'ok', m: '', shippingCost: buildShippingCost({ id: 45 }) },
    }));
    server.use(add.handler);
    const { user } = await openShippingCosts();
    const { dialog, city } = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Envío a Sevilla');
    await user.selectOptions(city, 'Sevilla');
    await user.type(within(dialog).getByLabelText(/Precio del envío/), '4,95');
    await user.type(within(dialog).getByLabelText(/Gratis desde/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Costo de envío creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      { name: 'Envío a Sevilla', cityId: 3, price: 4.95, freeFrom: 40, active: true },
    ]);
  });

  it('keeps the input and shows the failure title and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/shippingcosts/add', () => ({
        body: failure('Ya hay un costo de envío para todas las demás ciudades.'),
        status: 409,
      })).handler,
    );
    const { user } = await openShippingCosts();
    const { dialog, city } = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Península');
    await user.type(within(dialog).getByLabelText(/Precio del envío/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el costo de envío');
    expect(alert).toHaveTextContent('Ya hay un costo de envío para todas las demás ciudades.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Península');
    expect(city).toHaveDisplayValue('Todas las demás ciudades');
  });

  it('edits a cost from its row: the form starts with its values and the call names it', async () => {
    const update = recordCalls('/client/shippingcosts/update', () => ({
      body: { s: 'ok', m: '', shippingCost: buildShippingCost() },
    }));
    server.use(update.handler);
    const { user } = await openShippingCosts();
    await user.click(screen.getByRole('button', { name: 'Editar: Envío a Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar costo de envío' });
    const freeFrom = await within(dialog).findByLabelText(/Gratis desde/);
    expect(freeFrom).toHaveValue('30,00');
    await user.clear(freeFrom);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Costo de envío actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      { shippingCostId: 41, name: 'Envío a Madrid', cityId: 1, price: 3.5, freeFrom: null, active: true },
    ]);
  });

  it('deletes a cost after confirming, naming it, and toasts', async () => {
    const remove = recordCalls('/client/shippingcosts/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openShippingCosts();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Resto de España' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar costo de envío' });
    expect(dialog).toHaveTextContent('¿Eliminar el costo de envío «Resto de España»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Costo de envío eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ shippingCostId: 42 }]);
  });

  it('is closed to an employee without permStore', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/shippingcosts', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
