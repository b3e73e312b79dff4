import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildRedemption,
  customerInfoResponse,
  customerPointsResponse,
  historyResponse,
  pointsAnswer,
} from '../../fixtures/customers';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { userInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();
const REDEEMABLE =
  'El premio ya puede canjearse: el cliente debe acercarse al negocio y mostrar su código QR para identificarse.';

/** The balance the server holds, which the points operations below change. */
function balanceServer(initial: number) {
  let balance = initial;
  const points = recordCalls('/client/customer/points', () => ({ body: customerPointsResponse(balance) }));
  const info = recordCalls('/client/customer/info', () => ({ body: customerInfoResponse() }));
  server.use(points.handler, info.handler);
  return {
    points,
    info,
    set: (next: number) => {
      balance = next;
    },
  };
}

async function openMaria() {
  const view = renderApp('/dashboard/customers/5', { session: owner });
  await screen.findByRole('heading', { level: 2, name: 'María García López' });
  return view;
}

function highlight(label: string): HTMLElement {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure ${label}`);
  return value;
}

describe('a customer’s page (/dashboard/customers/:id)', () => {
  it('shows their balance and level progress from customer/points, and their record and figures', async () => {
    const calls = balanceServer(1250);
    await openMaria();
    await waitFor(() => expect(highlight('Saldo')).toHaveTextContent('1250'));
    expect(highlight('Nivel')).toHaveTextContent('Plata');
    expect(highlight('Siguiente nivel')).toHaveTextContent('Oro');
    expect(highlight('Faltan para subir')).toHaveTextContent('700');
    expect(highlight('Código')).toHaveTextContent('A5u');
    expect(highlight('Compras')).toHaveTextContent('14');
    expect(highlight('Premios canjeados')).toHaveTextContent('3');
    expect(highlight('Fecha de nacimiento')).toHaveTextContent('17 may 1990');
    expect(calls.info.bodies).toEqual([{ customerId: 5 }]);
    expect(calls.points.bodies).toEqual([{ customerId: 5 }]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/dashboard/customers',
    );
  });

  it('gives points from the page and shows the new balance the server answers', async () => {
    const balance = balanceServer(1250);
    const add = recordCalls('/client/customer/add-points', () => {
      balance.set(1370);
      return { body: pointsAnswer({ type: 'grant', points: 120 }, 1370) };
    });
    server.use(add.handler);
    const { user } = await openMaria();
    await user.click(await screen.findByRole('button', { name: 'Dar puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos: María García López' });
    await user.type(await within(dialog).findByLabelText(/Puntos a dar/), '120');
    // The fixture's store asks for the ticket number when giving points (showTicketNumberField).
    await user.type(within(dialog).getByLabelText(/Número de ticket/), 'T-2001');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    expect(
      await screen.findByText('Se dieron 120 puntos a María. Nuevo saldo: 1370 puntos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(highlight('Saldo')).toHaveTextContent('1370'));
    expect(add.bodies).toEqual([{ customerId: 5, points: 120, description: '', ticketNumber: 'T-2001' }]);
  });

  it('lists the history page by page; only a grant not yet reversed can be reversed, after confirming', async () => {
    const balance = balanceServer(1250);
    const history = recordCalls('/client/transaction/customer', () => ({ body: historyResponse() }));
    const reverse = recordCalls('/client/customer/delete-points', () => {
      balance.set(1050);
      return { body: pointsAnswer({ type: 'deletion', points: -200 }, 1050) };
    });
    server.use(history.handler, reverse.handler);
    const { user } = await openMaria();
    const table = await screen.findByRole('table', { name: 'Historial de puntos' });
    await within(table).findByText('Cumpleaños');
    expect(history.bodies[0]).toEqual({
      customerId: 5,
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Puntos dados',
      'Compra',
      'Premio canjeado',
    ]);
    // The purchase is already reversed and the redemption took points: neither can be reversed.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
    const historyLoads = history.bodies.length;
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Anular/ }));
    const dialog = await screen.findByRole('dialog', { name: /Anular movimiento/ });
    // Named by what it is, not by its number in the database.
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      /^Anular movimiento: Puntos dados de 200 puntos del 2 abr 2026, \d{1,2}:15 \(María García López\)$/,
    );
    expect(dialog).toHaveTextContent(
      '¿Anular este movimiento de 200 puntos? Se restarán del saldo del cliente y quedará marcado como anulado en el historial.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Movimiento anulado. Nuevo saldo: 1050 puntos.')).toBeInTheDocument();
    expect(reverse.bodies).toEqual([{ movementId: 31 }]);
    await waitFor(() => expect(highlight('Saldo')).toHaveTextContent('1050'));
    await waitFor(() => expect(history.bodies.length).toBeGreaterThan(historyLoads));
  });

  it('confirms a pending reward request, saying the customer can now redeem it', async () => {
    balanceServer(1250);
    const confirm = recordCalls('/client/customer/confirm-reward-requested', () => ({
      body: { s: 'ok', m: '', redemption: buildRedemption({ status: 'confirmed' }) },
    }));
    const pending = recordCalls('/client/customer/pending-redemptions', () => ({
      body: { s: 'ok', m: '', redemptions: [buildRedemption()] },
    }));
    server.use(confirm.handler, pending.handler);
    const { user } = await openMaria();
    const table = await screen.findByRole('table', { name: 'Solicitudes de premios pendientes' });
    await within(table).findByText('Tarta del día');
    expect(pending.bodies[0]).toEqual({ customerId: 5 });
    await user.click(within(table).getByRole('button', { name: 'Confirmar: Tarta del día' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar solicitud: Tarta del día' });
    expect(dialog).toHaveTextContent('¿Confirmar la solicitud de «Tarta del día» (300 puntos)?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Solicitud de «Tarta del día» confirmada')).toBeInTheDocument();
    expect(screen.getByText(REDEEMABLE)).toBeInTheDocument();
    expect(confirm.bodies).toEqual([{ redemptionId: 41 }]);
  });

  it('rejects a pending reward request after confirming, giving the points back', async () => {
    balanceServer(1250);
    const reject = recordCalls('/client/customer/delete-reward-requested', () => ({
      body: { s: 'ok', m: '', redemption: buildRedemption({ status: 'cancelled' }) },
    }));
    server.use(reject.handler);
    const { user } = await openMaria();
    const table = await screen.findByRole('table', { name: 'Solicitudes de premios pendientes' });
    await user.click(await within(table).findByRole('button', { name: 'Rechazar: Tarta del día' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud: Tarta del día' });
    expect(dialog).toHaveTextContent('Se devolverán 300 puntos al cliente.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Solicitud rechazada: se devolvieron 300 puntos al cliente.'),
    ).toBeInTheDocument();
    expect(reject.bodies).toEqual([{ redemptionId: 41 }]);
  });

  it('an employee who may not redeem sees the requests but cannot confirm or reject them', async () => {
    balanceServer(1250);
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({
          storeUserType: 'employee',
          permStore: false,
          permRedeem: false,
          permGivePoints: false,
          permCreateCustomer: false,
        }),
      }),
    );
    renderApp('/dashboard/customers/5', {
      session: buildSession({ storeUserType: 'employee', permRedeem: false, permGivePoints: false }),
    });
    const table = await screen.findByRole('table', { name: 'Solicitudes de premios pendientes' });
    await within(table).findByText('Tarta del día');
    expect(within(table).queryByRole('button', { name: /Confirmar|Rechazar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar puntos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
