import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, okResponse } from '../fixtures/responses';
import { recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

async function submit(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await screen.findByRole('button', { name: 'Guardar contraseña' });
  if (password) await user.type(screen.getByLabelText('Contraseña nueva'), password);
  if (confirmation) await user.type(screen.getByLabelText('Repita la contraseña'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('reset password', () => {
  it('asks for a password when both are empty, and calls nothing', async () => {
    const reset = recordCalls('/general/process-password-recovery', () => ({ body: okResponse() }));
    server.use(reset.handler);
    const { user } = renderApp('/resetpassword?token=reset-token-1');
    await submit(user, '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiene que indicar una contraseña.');
    expect(reset.bodies).toEqual([]);
  });

  it('says how long a password must be, and checks it before sending (issue 19)', async () => {
    const reset = recordCalls('/general/process-password-recovery', () => ({ body: okResponse() }));
    server.use(reset.handler);
    const { user } = renderApp('/resetpassword?token=reset-token-1');
    await screen.findByRole('button', { name: 'Guardar contraseña' });
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription('Al menos 8 caracteres.');
    await submit(user, 'corta', 'corta');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(screen.queryByText(/El campo 'password'/)).not.toBeInTheDocument();
    expect(reset.bodies).toEqual([]);
  });

  it('asks for equal passwords when they differ', async () => {
    const reset = recordCalls('/general/process-password-recovery', () => ({ body: okResponse() }));
    server.use(reset.handler);
    const { user } = renderApp('/resetpassword?token=reset-token-1');
    await submit(user, 'nueva-clave-1', 'nueva-clave-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas deben ser iguales.');
    expect(reset.bodies).toEqual([]);
  });

  it('sends the password with the token, says it worked and offers to sign in', async () => {
    const reset = recordCalls('/general/process-password-recovery', () => ({ body: okResponse() }));
    server.use(reset.handler);
    const { user, router } = renderApp('/resetpassword?token=reset-token-1');

    await submit(user, 'nueva-clave-1', 'nueva-clave-1');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'La contraseña fué cambiada con éxito. Ya puede usarla.',
    );
    expect(reset.bodies).toEqual([{ password: 'nueva-clave-1', token: 'reset-token-1' }]);
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("shows the server's message when the link has expired", async () => {
    server.use(
      recordCalls('/general/process-password-recovery', () => ({
        body: failure('El enlace de recuperación venció. Pida uno nuevo.'),
        status: 400,
      })).handler,
    );
    const { user } = renderApp('/resetpassword?token=old-token');
    await submit(user, 'nueva-clave-1', 'nueva-clave-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace de recuperación venció. Pida uno nuevo.',
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('nueva-clave-1');
  });

  it('says the link is not valid without a token', async () => {
    renderApp('/resetpassword');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido');
  });
});
