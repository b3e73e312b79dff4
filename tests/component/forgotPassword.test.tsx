import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getNotifications } from '../../src/ui/notifications';
import { failure, okResponse } from '../fixtures/responses';
import { recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

async function openRecovery() {
  const app = renderApp('/signin');
  await app.user.click(await screen.findByRole('button', { name: '¿Olvidó su contraseña?' }));
  const dialog = await screen.findByRole('dialog');
  return { ...app, dialog };
}

describe('forgot-password modal', () => {
  it('sends the recovery email, closes, and leaves a notice that stays', async () => {
    const recovery = recordCalls('/login/client/recovery-password', () => ({ body: okResponse() }));
    server.use(recovery.handler);
    const { user, dialog } = await openRecovery();

    await user.type(within(dialog).getByLabelText('Email'), 'Owner@Demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recovery.bodies).toEqual([{ email: 'owner@demo.test' }]);
    expect(await screen.findByText('Pedido recibido')).toBeInTheDocument();
    expect(
      screen.getByText('Le enviaremos un correo con un enlace para recuperar su contraseña.'),
    ).toBeInTheDocument();
    expect(getNotifications()).toEqual([
      expect.objectContaining({ title: 'Pedido recibido', persistent: true }),
    ]);

    // Reopened, the modal starts clean: no message, no email.
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's error inside the modal and keeps what was typed", async () => {
    server.use(
      recordCalls('/login/client/recovery-password', () => ({
        body: failure('Demasiados intentos. Pruebe de nuevo en unos minutos.'),
        status: 429,
      })).handler,
    );
    const { user, dialog } = await openRecovery();

    await user.type(within(dialog).getByLabelText('Email'), 'owner@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Pruebe de nuevo en unos minutos.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('owner@demo.test');
    expect(getNotifications()).toEqual([]);
  });

  it('asks for a valid email before calling', async () => {
    const recovery = recordCalls('/login/client/recovery-password', () => ({ body: okResponse() }));
    server.use(recovery.handler);
    const { user, dialog } = await openRecovery();

    await user.type(within(dialog).getByLabelText('Email'), 'owner@demo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Escriba un email válido.');
    expect(recovery.bodies).toEqual([]);
  });
});
