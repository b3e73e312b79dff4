import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiPath } from '../../../src/contract/types';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { successFixtures, userInfoResponse } from '../../fixtures/responses';
import { buildReview } from '../../fixtures/screens';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// The review's response form loads the forms' chunk on first use: slower on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();
const NEWEST_FIRST = { page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' };

/** Records what a tab's list operation receives, answering its default fixture. */
function record(path: ApiPath) {
  const calls = recordCalls(path, () => ({ body: successFixtures[path] }));
  server.use(calls.handler);
  return calls;
}

async function openActivity(path = '/dashboard/activity', session = owner, width = 1280) {
  const view = renderApp(path, { session, width });
  await screen.findByRole('tablist', { name: 'Tipos de actividad' });
  return view;
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('activity page (src/screens/activity, descriptors schemas/resources/activity*.json)', () => {
  it('opens on purchases, newest first, with money in the store’s currency and the day of each', async () => {
    const purchases = record('/client/activity/purchases');
    await openActivity();
    expect(tab('Compras')).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Compras' });
    const rows = within(table).getAllByRole('row').slice(1);
    const maria = within(rows[0] as HTMLElement);
    expect(maria.getByText('María García')).toBeInTheDocument();
    expect(maria.getByText('Compra')).toBeInTheDocument();
    expect(maria.getByText('24,50 €')).toBeInTheDocument();
    expect(maria.getByText(/14 mar 2026/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Puntos dados')).toBeInTheDocument();
    expect(purchases.bodies).toEqual([NEWEST_FIRST]);
  });

  it('filters purchases by a date range and a branch, on the server, keeping them in the URL', async () => {
    const purchases = record('/client/activity/purchases');
    const { user, router } = await openActivity();
    await screen.findByRole('table', { name: 'Compras' });
    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-31');
    const branch = screen.getByLabelText('Sucursal');
    await within(branch).findByRole('option', { name: 'Sucursal Norte' });
    expect(within(branch).getByRole('option', { name: 'Todas las sucursales' })).toBeInTheDocument();
    await user.selectOptions(branch, 'Sucursal Norte');
    await waitFor(() =>
      expect(purchases.bodies.at(-1)).toEqual({
        ...NEWEST_FIRST,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        locationId: 2,
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('purchases.startDate')).toBe('2026-03-01');
    expect(search.get('purchases.endDate')).toBe('2026-03-31');
    expect(search.get('purchases.locationId')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Desde')).toHaveValue(''));
    expect(screen.getByLabelText('Sucursal')).toHaveValue('');
  });

  it('switches tabs through the URL, each tab keeping its own filters', async () => {
    const purchases = record('/client/activity/purchases');
    const redeemeds = record('/client/activity/redeemeds');
    const { user, router } = await openActivity('/dashboard/activity?purchases.locationId=1');
    await screen.findByRole('table', { name: 'Compras' });
    expect(purchases.bodies).toEqual([{ ...NEWEST_FIRST, locationId: 1 }]);

    await user.click(tab('Canjes'));
    await waitFor(() => expect(tab('Canjes')).toHaveAttribute('aria-selected', 'true'));
    const table = await screen.findByRole('table', { name: 'Canjes' });
    expect(within(table).getByText('Pendiente')).toBeInTheDocument();
    expect(within(table).getByText('Pedido desde la app')).toBeInTheDocument();
    expect(redeemeds.bodies).toEqual([NEWEST_FIRST]);
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pendiente');
    await waitFor(() => expect(redeemeds.bodies.at(-1)).toEqual({ ...NEWEST_FIRST, status: 'pending' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('tab')).toBe('redemptions');
    expect(search.get('redemptions.status')).toBe('pending');
    expect(search.get('purchases.locationId')).toBe('1');

    await user.click(tab('Compras'));
    await screen.findByRole('table', { name: 'Compras' });
    expect(screen.getByLabelText('Sucursal')).toHaveValue('1');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBeNull();
  });

  it('opens the reviews of a shared link filtered, with their average rating and whether each was answered', async () => {
    const reviews = record('/client/activity/reviews');
    await openActivity('/dashboard/activity?tab=reviews&reviews.answered=false&reviews.startDate=2026-03-01');
    expect(tab('Reseñas')).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Reseñas' });
    expect(reviews.bodies).toEqual([{ ...NEWEST_FIRST, startDate: '2026-03-01', answered: false }]);
    expect(screen.getByLabelText('¿Respondida?')).toHaveValue('false');
    const average = screen.getByText('Valoración media').closest('div') as HTMLElement;
    expect(within(average).getByText('4,5')).toBeInTheDocument();
    const [jorge, maria] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(maria as HTMLElement).getByText('¡Gracias, María!')).toBeInTheDocument();
    expect(within(jorge as HTMLElement).getAllByText('—')).toHaveLength(2); // no response, no date
  });

  it('answers a review: the response goes with the review’s id, toasts and reloads the list', async () => {
    const reviews = record('/client/activity/reviews');
    const respond = recordCalls('/client/activity/review/response', () => ({
      body: successFixtures['/client/activity/review/response'],
    }));
    server.use(respond.handler);
    const { user } = await openActivity('/dashboard/activity?tab=reviews');
    await screen.findByRole('table', { name: 'Reseñas' });
    expect(
      screen.queryByRole('button', { name: 'Cambiar la respuesta: Jorge Martín' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Responder: Jorge Martín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responder a la reseña de Jorge Martín' });
    await user.type(
      await within(dialog).findByLabelText(/Respuesta/),
      'Gracias, Jorge. Ya somos más rápidos.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Respuesta publicada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(respond.bodies).toEqual([{ reviewId: 901, response: 'Gracias, Jorge. Ya somos más rápidos.' }]);
    await waitFor(() => expect(reviews.bodies).toHaveLength(2));
  });

  it('changes an answered review’s response starting from the one it has', async () => {
    const respond = recordCalls('/client/activity/review/response', () => ({
      body: { s: 'ok', m: '', review: buildReview({ id: 902, response: '¡Gracias!' }) },
    }));
    server.use(respond.handler);
    const { user } = await openActivity('/dashboard/activity?tab=reviews');
    await screen.findByRole('table', { name: 'Reseñas' });
    expect(screen.queryByRole('button', { name: 'Responder: María García' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar la respuesta: María García' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la respuesta a María García' });
    const response = await within(dialog).findByLabelText(/Respuesta/);
    expect(response).toHaveValue('¡Gracias, María!');
    await user.clear(response);
    await user.type(response, '¡Gracias!');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la respuesta' }));
    expect(await screen.findByText('Respuesta actualizada')).toBeInTheDocument();
    expect(respond.bodies).toEqual([{ reviewId: 902, response: '¡Gracias!' }]);
  });

  it('shows the surveys with the NPS of the answers matching the filters, or a dash when none', async () => {
    const surveys = record('/client/activity/surveys');
    const { user } = await openActivity('/dashboard/activity?tab=surveys');
    const table = await screen.findByRole('table', { name: 'Encuestas' });
    expect(within(table).getByText('Lo recomendaría a mis amigos.')).toBeInTheDocument();
    const nps = screen.getByText('NPS').closest('div') as HTMLElement;
    expect(within(nps).getByText('0')).toBeInTheDocument();
    server.use(answer('/client/activity/surveys', { s: 'ok', m: '', surveys: [], total: 0, nps: null }));
    const branch = screen.getByLabelText('Sucursal');
    await within(branch).findByRole('option', { name: 'Sucursal Centro' });
    await user.selectOptions(branch, 'Sucursal Centro');
    await waitFor(() => expect(within(nps).getByText('—')).toBeInTheDocument());
    expect(surveys.bodies).toEqual([NEWEST_FIRST]);
  });

  it('shows a card per review on a phone, named by its customer, its date among the values', async () => {
    record('/client/activity/reviews');
    await openActivity('/dashboard/activity?tab=reviews', owner, 375);
    const jorge = (await screen.findByText('Jorge Martín')).closest('li') as HTMLElement;
    expect(within(jorge).getAllByText('Jorge Martín')).toHaveLength(1);
    expect(within(jorge).getByText('Fecha')).toBeInTheDocument();
    expect(within(jorge).getByText(/13 mar 2026/)).toBeInTheDocument();
    expect(within(jorge).getByRole('button', { name: 'Responder: Jorge Martín' })).toBeInTheDocument();
  });

  it('exports the purchases of the view as CSV, written as the table shows it', async () => {
    record('/client/activity/purchases');
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:activity';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = await openActivity();
      await screen.findByRole('table', { name: 'Compras' });
      await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
      expect(await screen.findByText('Se exportaron 2 filas')).toBeInTheDocument();
      expect(blobs).toHaveLength(1);
      const lines = (await (blobs[0] as Blob).text()).replace('\uFEFF', '').split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('Fecha,Cliente,Tipo,Importe,Puntos,Número de ticket,Sucursal,Empleado');
      // Intl writes some spaces as no-break ones.
      expect(lines[1]).toMatch(
        /^"14\smar\s2026,\s\d{1,2}:30",María García,Compra,"24,50\s€",24,T-1042,Sucursal Centro,Pedro Ruiz$/,
      );
      expect(lines).toHaveLength(3);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });

  it('confirms and rejects pending redemptions there, one or the selected ones', async () => {
    record('/client/activity/redeemeds');
    const confirm = recordCalls('/client/customer/confirm-reward-requested', () => ({
      body: successFixtures['/client/customer/confirm-reward-requested'],
    }));
    const reject = recordCalls('/client/customer/delete-reward-requested', () => ({
      body: successFixtures['/client/customer/delete-reward-requested'],
    }));
    server.use(confirm.handler, reject.handler);
    const { user } = await openActivity('/dashboard/activity?tab=redemptions');
    const table = await screen.findByRole('table', { name: 'Canjes' });
    const [maria, jorge] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    // Only a pending one can be answered.
    expect(within(maria).queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    await user.click(within(jorge).getByRole('button', { name: /^Rechazar: Jorge Martín/ }));
    let ask = await screen.findByRole('dialog', { name: /Rechazar solicitud/ });
    expect(ask).toHaveTextContent(
      '¿Rechazar la solicitud de «Tarta del día»? Se devolverán 300 puntos al cliente.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Solicitud rechazada: se devolvieron 300 puntos al cliente.'),
    ).toBeInTheDocument();
    expect(reject.bodies).toEqual([{ redemptionId: 802 }]);

    // The selection's bulk action applies to its pending rows only, and says how many.
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar (1)' }));
    ask = await screen.findByRole('dialog', { name: 'Confirmar solicitud' });
    expect(ask).toHaveTextContent('¿Confirmar la solicitud seleccionada?');
    await user.click(within(ask).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se confirmó 1 solicitud')).toBeInTheDocument();
    expect(confirm.bodies).toEqual([{ redemptionId: 802 }]);
  });

  it('is for owners and employees with store permissions only', async () => {
    const employee = buildSession({ storeUserType: 'employee', email: 'empleado@demo.test' });
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/activity', { session: employee });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Compras' })).not.toBeInTheDocument();
  });
});
