import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, okResponse, userInfoResponse } from '../../fixtures/responses';
import { buildOrder, buildOrderNote, ordersList } from '../../fixtures/shop';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

/** The orders list answering the fixture rows, recording each body it is called with. */
function recordList() {
  const list = recordCalls('/client/orders/get-all', () => ({
    body: { s: 'ok', m: '', orders: ordersList(), total: 3 },
  }));
  server.use(list.handler);
  return list;
}

async function openOrders(path = '/dashboard/orders') {
  const view = renderApp(path, { session: owner });
  const table = await screen.findByRole('table', { name: 'Órdenes' });
  await within(table).findByText('A77');
  return { ...view, table };
}

function row(table: HTMLElement, number: string): HTMLElement {
  const found = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(number));
  if (!found) throw new Error(`No row ${number}`);
  return found;
}

const FIRST_PAGE = { page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' };

describe('orders page (descriptor schemas/resources/orders.json)', () => {
  it('lists a page of orders, newest first, with customer, total, status in words and date', async () => {
    const list = recordList();
    const { table } = await openOrders();
    expect(list.bodies[0]).toEqual(FIRST_PAGE);
    const pending = row(table, 'A77');
    expect(pending).toHaveTextContent('María García');
    expect(pending).toHaveTextContent('48,80 €');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('14 mar 2026');
    expect(row(table, 'A99')).toHaveTextContent('Entregado');
    expect(within(pending).getByRole('link', { name: 'A77' })).toHaveAttribute(
      'href',
      '/dashboard/orders/A77',
    );
  });

  it('filters by status and date range: sends them to orders/get-all and keeps them in the URL', async () => {
    const list = recordList();
    const { user, router } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Enviado');
    await waitFor(() => expect(list.bodies.at(-1)).toEqual({ ...FIRST_PAGE, status: 'shipped' }));
    // A day is picked whole, as the browser's date picker sets it.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(list.bodies.at(-1)).toEqual({
        ...FIRST_PAGE,
        status: 'shipped',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('shipped');
    expect(router.state.location.search).toContain('startDate=2026-03-01');
    expect(router.state.location.search).toContain('endDate=2026-03-31');

    // Clearing them goes back to the unfiltered list (already cached, so no call is needed).
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Desde')).toHaveValue(''));
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('Todos');
  });

  it('opens with the filters and the page of a shared link applied', async () => {
    const list = recordList();
    await openOrders('/dashboard/orders?status=paid&startDate=2026-03-01&page=2');
    expect(list.bodies[0]).toEqual({ ...FIRST_PAGE, page: 2, status: 'paid', startDate: '2026-03-01' });
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('Pagado');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
  });

  it('offers only the status moves the order allows', async () => {
    recordList();
    const { table } = await openOrders();
    const pending = row(table, 'A77');
    expect(within(pending).getByRole('button', { name: 'Marcar como pagado: A77' })).toBeInTheDocument();
    const shipped = row(table, 'A88');
    expect(within(shipped).queryByRole('button', { name: /Marcar como pagado/ })).not.toBeInTheDocument();
    expect(within(shipped).getByRole('button', { name: 'Marcar como entregado: A88' })).toBeInTheDocument();
    // Delivered is final: only a note may be added.
    const delivered = row(table, 'A99');
    expect(
      within(delivered)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Añadir nota: A99']);
  });

  it('moves an order to paid after confirming: sends its id and the status, toasts', async () => {
    recordList();
    const update = recordCalls('/client/orders/update', () => ({
      body: { s: 'ok', m: '', order: buildOrder({ status: 'paid' }) },
    }));
    server.use(update.handler);
    const { user, table } = await openOrders();
    await user.click(within(row(table, 'A77')).getByRole('button', { name: 'Marcar como pagado: A77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagado' });
    expect(dialog).toHaveTextContent('¿Marcar el pedido A77 como pagado?');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    expect(await screen.findByText('Pedido A77: pagado')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ orderId: 7, status: 'paid' }]);
  });

  it('says that a delivered order gives the customer its points', async () => {
    recordList();
    const update = recordCalls('/client/orders/update', () => ({
      body: { s: 'ok', m: '', order: buildOrder({ id: 8, number: 'A88', status: 'delivered' }) },
    }));
    server.use(update.handler);
    const { user, table } = await openOrders();
    await user.click(within(row(table, 'A88')).getByRole('button', { name: 'Marcar como entregado: A88' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como entregado' });
    expect(dialog).toHaveTextContent('El cliente recibirá los puntos de sus productos');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como entregado' }));
    expect(
      await screen.findByText('Pedido A88 entregado: el cliente recibió los puntos de sus productos.'),
    ).toBeInTheDocument();
    expect(update.bodies).toEqual([{ orderId: 8, status: 'delivered' }]);
  });

  it('keeps the confirmation open with the server message when a move is refused', async () => {
    recordList();
    server.use(
      recordCalls('/client/orders/update', () => ({
        body: failure('Un pedido «Enviado» no puede pasar a «Cancelado».'),
        status: 409,
      })).handler,
    );
    const { user, table } = await openOrders();
    await user.click(within(row(table, 'A88')).getByRole('button', { name: 'Cancelar pedido: A88' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cambiar el estado del pedido');
    expect(alert).toHaveTextContent('Un pedido «Enviado» no puede pasar a «Cancelado».');
  });

  it('adds an internal note from a row: a text form, the order id and the text sent', async () => {
    recordList();
    const addNote = recordCalls('/client/orders/add-note', () => ({
      body: { s: 'ok', m: '', note: buildOrderNote({ id: 80 }) },
    }));
    server.use(addNote.handler);
    const { user, table } = await openOrders();
    await user.click(within(row(table, 'A99')).getByRole('button', { name: 'Añadir nota: A99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota interna del pedido A99' });
    await user.type(await within(dialog).findByLabelText(/Nota/), 'Factura enviada por email.');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir nota' }));
    expect(await screen.findByText('Nota añadida al pedido A99')).toBeInTheDocument();
    expect(addNote.bodies).toEqual([{ orderId: 9, text: 'Factura enviada por email.' }]);
  });

  it('is closed to an employee without permStore', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/orders', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});

describe('an order’s page (/dashboard/orders/:number)', () => {
  async function openOrder(number = 'A77') {
    const list = recordList();
    const view = renderApp(`/dashboard/orders/${number}`, { session: owner });
    await screen.findByRole('heading', { level: 1, name: number });
    return { ...view, list };
  }

  it('finds the order by its number and shows its fields, products and notes', async () => {
    const { list } = await openOrder();
    expect(list.bodies[0]).toEqual({ search: 'A77', pageSize: 100 });
    const details = screen.getByRole('region', { name: 'A77' });
    expect(details).toHaveTextContent('Calle Mayor 10, 2.º B, Madrid');
    expect(details).toHaveTextContent('45,30 €');
    expect(details).toHaveTextContent('maria@demo.test');
    const products = screen.getByRole('table', { name: 'Productos del pedido' });
    expect(within(products).getByText('Taza de cerámica')).toBeInTheDocument();
    expect(within(products).getByText('18,90 €')).toBeInTheDocument();
    const notes = screen.getByRole('table', { name: 'Notas internas' });
    expect(within(notes).getByText('El cliente pide entregar por la tarde.')).toBeInTheDocument();
    expect(within(notes).getByText('Lucía Fernández')).toBeInTheDocument();
  });

  it('deletes a note after confirming: sends the order id and the note id', async () => {
    const remove = recordCalls('/client/orders/delete-note', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openOrder();
    const notes = screen.getByRole('table', { name: 'Notas internas' });
    await user.click(
      within(notes).getByRole('button', { name: 'Eliminar: El cliente pide entregar por la tarde.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar nota' });
    expect(dialog).toHaveTextContent('¿Eliminar esta nota de Lucía Fernández?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Nota eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ orderId: 7, noteId: 71 }]);
  });

  it('adds a note from the notes list', async () => {
    const addNote = recordCalls('/client/orders/add-note', () => ({
      body: { s: 'ok', m: '', note: buildOrderNote({ id: 81 }) },
    }));
    server.use(addNote.handler);
    const { user } = await openOrder();
    const section = screen.getByRole('region', { name: 'Notas internas' });
    await user.click(within(section).getByRole('button', { name: 'Añadir nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva nota interna' });
    await user.type(await within(dialog).findByLabelText(/Nota/), 'Llamar antes de entregar.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nota añadida')).toBeInTheDocument();
    expect(addNote.bodies).toEqual([{ orderId: 7, text: 'Llamar antes de entregar.' }]);
  });

  it('moves the order from its page, with the moves its status allows', async () => {
    const update = recordCalls('/client/orders/update', () => ({
      body: { s: 'ok', m: '', order: buildOrder({ status: 'shipped' }) },
    }));
    server.use(update.handler);
    const { user } = await openOrder();
    const details = screen.getByRole('region', { name: 'A77' });
    await user.click(within(details).getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como enviado' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    expect(await screen.findByText('Pedido A77: enviado')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ orderId: 7, status: 'shipped' }]);
  });

  it('says so when no order has that number', async () => {
    recordList();
    renderApp('/dashboard/orders/A12', { session: owner });
    expect(await screen.findByText('No se encontró: puede que ya no exista.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
