/**
 * Issue 15 item 5: the loyalty settings 'pedir una descripción / número de ticket al dar puntos' make
 * the give-points and purchase forms require them; without the settings they stay optional.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCustomer, pointsAnswer } from '../../fixtures/customers';
import { buildSession, buildStore } from '../../fixtures/entities';
import { storeInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

function storeAsking(showDescriptionField: boolean, showTicketNumberField: boolean) {
  server.use(
    answer(
      '/client/get-store-info',
      storeInfoResponse(buildStore({ showDescriptionField, showTicketNumberField, useConversion: true })),
    ),
    recordCalls('/client/customer/search', () => ({
      body: { s: 'ok', m: '', customers: [buildCustomer()] },
    })).handler,
  );
}

async function openAction(action: string, title: string) {
  const view = renderApp(`/dashboard/customers?action=${action}`, { session: owner });
  const dialog = await screen.findByRole('dialog', { name: title });
  const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
  await view.user.type(picker, 'mar');
  await screen.findByRole('option', { name: /María García López/ });
  await view.user.keyboard('{ArrowDown}{Enter}');
  return { ...view, dialog };
}

describe('asking for a description and a ticket number when giving points (issue 15, item 5)', () => {
  it('give points: both required when the store asks for them, said at their fields', async () => {
    storeAsking(true, true);
    const add = recordCalls('/client/customer/add-points', () => ({
      body: pointsAnswer({ type: 'grant', points: 30 }, 1280),
    }));
    server.use(add.handler);
    const { user, dialog } = await openAction('addPoints', 'Dar puntos');
    await user.type(within(dialog).getByLabelText(/Puntos a dar/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    const description = within(dialog).getByLabelText(/Descripción/);
    const ticket = within(dialog).getByLabelText(/Número de ticket/);
    // Marked and announced as required alike (the label's asterisk, the input's `required`).
    expect(description).toBeRequired();
    expect(ticket).toBeRequired();
    await waitFor(() => expect(description).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(ticket).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(description).toHaveFocus();
    expect(add.bodies).toEqual([]);

    await user.type(description, 'Cumpleaños');
    await user.type(ticket, 'T-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    await waitFor(() =>
      expect(add.bodies).toEqual([
        { customerId: 5, points: 30, description: 'Cumpleaños', ticketNumber: 'T-1234' },
      ]),
    );
  });

  it('record a purchase: the ticket number required when the store asks for it', async () => {
    storeAsking(false, true);
    const add = recordCalls('/client/transaction/add', () => ({
      body: pointsAnswer({ type: 'purchase', points: 12 }, 1262),
    }));
    server.use(add.handler);
    const { user, dialog } = await openAction('recordPurchase', 'Registrar una compra');
    await user.type(within(dialog).getByLabelText(/Importe de la compra/), '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar compra' }));
    const ticket = within(dialog).getByLabelText(/Número de ticket/);
    await waitFor(() => expect(ticket).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(ticket).toBeRequired();
    expect(within(dialog).getByLabelText(/Descripción/)).not.toBeRequired();
    expect(within(dialog).getByLabelText(/Descripción/)).not.toHaveAttribute('aria-invalid');
    expect(add.bodies).toEqual([]);
  });

  it('neither is required when the store does not ask', async () => {
    storeAsking(false, false);
    const add = recordCalls('/client/customer/add-points', () => ({
      body: pointsAnswer({ type: 'grant', points: 30 }, 1280),
    }));
    server.use(add.handler);
    const { user, dialog } = await openAction('addPoints', 'Dar puntos');
    await user.type(within(dialog).getByLabelText(/Puntos a dar/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    await waitFor(() =>
      expect(add.bodies).toEqual([{ customerId: 5, points: 30, description: '', ticketNumber: '' }]),
    );
  });
});
