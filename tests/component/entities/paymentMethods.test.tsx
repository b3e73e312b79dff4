import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, userInfoResponse } from '../../fixtures/responses';
import { buildPaymentMethod } from '../../fixtures/shop';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

async function openPayments() {
  const view = renderApp('/dashboard/payment', { session: owner });
  const table = await screen.findByRole('table', { name: 'Pagos' });
  return { ...view, table };
}

describe('payment methods page (descriptor schemas/resources/paymentMethods.json)', () => {
  it('lists the methods by name with their type in words and their instructions', async () => {
    const { table } = await openPayments();
    const [cash, transfer] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(cash).toHaveTextContent('Efectivo al recibir');
    expect(within(cash).getByText('Efectivo')).toBeInTheDocument();
    expect(transfer).toHaveTextContent('Transferencia bancaria');
    expect(transfer).toHaveTextContent('ES91 2100 0418 4502 0005 1332');
    // payment/save has no delete: the rows offer only editing.
    expect(within(transfer).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('creates a method through payment/save without an id: exact body, toast, closes', async () => {
    const save = recordCalls('/client/payment/save', () => ({
      body: { s: 'ok', m: '', paymentMethod: buildPaymentMethod({ id: 60 }) },
    }));
    server.use(save.handler);
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Nuevo método de pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo método de pago' });
    await user.selectOptions(await within(dialog).findByLabelText(/Tipo/), 'Enlace de pago');
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Pago con enlace');
    await user.type(within(dialog).getByLabelText(/Instrucciones/), 'Le enviaremos el enlace por email.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save.bodies).toEqual([
      {
        type: 'link',
        name: 'Pago con enlace',
        instructions: 'Le enviaremos el enlace por email.',
        active: true,
      },
    ]);
  });

  it('keeps the input and shows the failure title and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/payment/save', () => ({ body: failure('El nombre es obligatorio.'), status: 400 }))
        .handler,
    );
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Nuevo método de pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo método de pago' });
    await user.selectOptions(await within(dialog).findByLabelText(/Tipo/), 'Tarjeta');
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Datáfono');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el método de pago');
    expect(alert).toHaveTextContent('El nombre es obligatorio.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Datáfono');
    expect(within(dialog).getByLabelText(/Tipo/)).toHaveDisplayValue('Tarjeta');
  });

  it('edits a method through payment/save with its paymentMethodId', async () => {
    const save = recordCalls('/client/payment/save', () => ({
      body: { s: 'ok', m: '', paymentMethod: buildPaymentMethod() },
    }));
    server.use(save.handler);
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: 'Editar: Transferencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar método de pago' });
    expect(await within(dialog).findByLabelText(/Tipo/)).toHaveDisplayValue('Transferencia bancaria');
    await user.click(within(dialog).getByRole('switch', { name: /Activo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago actualizado')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        paymentMethodId: 51,
        type: 'transfer',
        name: 'Transferencia',
        instructions: 'ES91 2100 0418 4502 0005 1332',
        active: false,
      },
    ]);
  });

  it('is for owners only: closed to an employee, even with permStore', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: true }),
      }),
    );
    renderApp('/dashboard/payment', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
