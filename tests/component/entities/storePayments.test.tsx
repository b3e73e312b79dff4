import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStorePayment } from '../../fixtures/admin';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openPayments = () => openAdminTable('admin/store/payments/1', 'Pagos de Café Central');

async function fillPayment(dialog: HTMLElement, user: Awaited<ReturnType<typeof openPayments>>['user']) {
  await waitFor(() => expect(within(dialog).getByLabelText(/Paquete/)).toBeEnabled());
  // The package fills its redemptions, its price, the platform's currency and today's date.
  await user.selectOptions(within(dialog).getByLabelText(/Paquete/), 'Paquete 100 canjes');
  await user.selectOptions(within(dialog).getByLabelText(/Medio de pago/), 'Transferencia');
  fireEvent.change(within(dialog).getByLabelText(/Fecha de pago/), { target: { value: '2026-03-20' } });
  await user.type(within(dialog).getByLabelText(/Referencia/), 'TR-77');
}

describe("a store's payments (descriptor schemas/resources/storePayments.json)", () => {
  it('choosing a package fills its redemptions, amount, currency and today’s date; retired ones are not offered (issue 17)', async () => {
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un pago' });
    const plan = await within(dialog).findByLabelText(/Paquete/);
    await waitFor(() => expect(plan).toBeEnabled());
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin paquete', 'Paquete 100 canjes', 'Paquete 500 canjes']);
    await user.selectOptions(plan, 'Paquete 500 canjes');
    expect(within(dialog).getByLabelText(/^Canjes/)).toHaveValue('500');
    expect(within(dialog).getByLabelText(/Importe/)).toHaveValue('199,00');
    expect(within(dialog).getByLabelText(/Moneda/)).toHaveValue('EUR');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(within(dialog).getByLabelText(/Fecha de pago/)).toHaveValue(day);
    // Another package replaces its figures; a date the user set stays.
    fireEvent.change(within(dialog).getByLabelText(/Fecha de pago/), { target: { value: '2026-03-20' } });
    await user.selectOptions(plan, 'Paquete 100 canjes');
    expect(within(dialog).getByLabelText(/^Canjes/)).toHaveValue('100');
    expect(within(dialog).getByLabelText(/Importe/)).toHaveValue('49,90');
    expect(within(dialog).getByLabelText(/Fecha de pago/)).toHaveValue('2026-03-20');
  });

  it('names the store in its title and lists its payments newest first, for the store of the address', async () => {
    const list = recordCalls('/admin/store/payments', () => ({
      body: {
        s: 'ok',
        m: '',
        store: { id: 1, name: 'Café Central' },
        payments: [
          buildStorePayment(),
          buildStorePayment({
            id: 62,
            planId: null,
            planName: '',
            redemptions: 20,
            amount: 10,
            method: 'cash',
            reference: '',
            paidAt: '2026-03-10',
          }),
        ],
      },
    }));
    server.use(list.handler);
    const { table } = await openPayments();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Pagos de Café Central' }),
    ).toBeInTheDocument();
    expect(list.bodies[0]).toEqual({ storeId: 1 });
    expect(bodyRows(table).map((row) => cellTexts(row).slice(1, 7))).toEqual([
      ['10 mar 2026', '—', '20', '10,00 €', 'Efectivo', '—'],
      ['1 mar 2026', 'Paquete 100 canjes', '100', '49,90 €', 'Transferencia', 'TR-2026-0042'],
    ]);
    // The stores page is the menu entry it belongs to.
    expect(screen.getByRole('link', { name: 'Negocios' })).toHaveAttribute('aria-current', 'page');
  });

  it("records a payment for the store of the address: 'Pago registrado'", async () => {
    const add = recordCalls('/admin/store/payment/add', () => ({
      body: { s: 'ok', m: '', payment: buildStorePayment({ id: 70 }) },
    }));
    server.use(add.handler);
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un pago' });
    await fillPayment(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(add.bodies).toEqual([
      {
        storeId: 1,
        planId: 1,
        redemptions: 100,
        amount: 49.9,
        currencyCode: 'EUR',
        method: 'transfer',
        paidAt: '2026-03-20',
        reference: 'TR-77',
        note: '',
      },
    ]);
  });

  it("keeps the input when recording fails: 'No se pudo registrar el pago' and the server's message", async () => {
    server.use(
      recordCalls('/admin/store/payment/add', () => ({ body: failure('El paquete no existe.'), status: 404 }))
        .handler,
    );
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un pago' });
    await fillPayment(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo registrar el pago');
    expect(alert).toHaveTextContent('El paquete no existe.');
    expect(within(dialog).getByLabelText(/Referencia/)).toHaveValue('TR-77');
  });

  it("deletes a payment after confirming: 'Pago eliminado'", async () => {
    const remove = recordCalls('/admin/store/payment/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user, table } = await openPayments();
    const [latest] = bodyRows(table) as [HTMLElement];
    await user.click(within(latest).getByRole('button', { name: /^Eliminar:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar pago' });
    expect(dialog).toHaveTextContent('Se descontarán los canjes que el negocio aún no haya usado.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Pago eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ paymentId: 62 }]);
  });
});
