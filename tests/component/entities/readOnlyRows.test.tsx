/**
 * Issue 14: rows that can no longer change (a notification already sent) offer no edit; they open to
 * be read, locked, with the reason, and nothing to save.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '../../fixtures/entities';
import { openAdminTable } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

async function expectReadOnly(dialog: HTMLElement, reason: RegExp) {
  expect(within(dialog).getByText(reason)).toBeInTheDocument();
  expect(await within(dialog).findByLabelText(/Título/)).toBeDisabled();
  expect(within(dialog).getByLabelText(/Descripción/)).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  // The footer's 'Cerrar' beside the title bar's.
  expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
}

describe('rows that cannot change (issue 14)', () => {
  it("a store's sent notification: 'Ver', not 'Editar', opens it read-only with the reason", async () => {
    const { user } = renderApp('/dashboard/notifications', { session: buildSession() });
    await screen.findByRole('table', { name: 'Notificaciones' });
    expect(screen.queryByRole('button', { name: 'Editar: Bienvenida la primavera' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver: Bienvenida la primavera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificación enviada' });
    await expectReadOnly(dialog, /ya se envió a los clientes: ya no se puede cambiar/);
  });

  it("the platform's sent notification too", async () => {
    const { user } = await openAdminTable('admin/notifications', 'Notificaciones');
    expect(
      screen.queryByRole('button', { name: 'Editar: Bienvenida a la plataforma' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar: Doble de puntos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver: Bienvenida a la plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificación enviada' });
    await expectReadOnly(dialog, /ya se envió a los clientes de todos los negocios/);
  });
});
