import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/contract/types';
import { getSession } from '../../../src/session/sessionStore';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure } from '../../fixtures/responses';
import { buildApiToken, profileAnswer } from '../../fixtures/settings';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const NEW_TOKEN = 'lyt_Q7xZ8kPq2mWv5nRt9sYb3cDf6gHj';

/** A server that keeps the store's token: get answers what generate and delete left. */
function tokenServer(initial: Entity<'ApiToken'> | null) {
  let current = initial;
  const generate = recordCalls('/client/api/token/generate', () => {
    current = buildApiToken({ prefix: 'lyt_Q7xZ', createdAt: '2026-11-23T10:00:00.000Z', lastUsedAt: null });
    return { body: { s: 'ok', m: '', apiToken: current, token: NEW_TOKEN } };
  });
  const remove = recordCalls('/client/api/token/delete', () => {
    current = null;
    return { body: { s: 'ok', m: '' } };
  });
  server.use(
    recordCalls('/client/api/token/get', () => ({ body: { s: 'ok', m: '', apiToken: current } })).handler,
    generate.handler,
    remove.handler,
  );
  return { generate, remove };
}

async function openConfiguration() {
  const view = renderApp('/dashboard/configuration', { session: buildSession() });
  const token = await screen.findByRole('region', { name: 'Token de API' });
  const deletion = await screen.findByRole('region', { name: 'Eliminar la cuenta' });
  await within(deletion).findByRole('button', { name: 'Eliminar la cuenta' });
  return { ...view, token, deletion };
}

describe('configuration page (descriptor schemas/resources/configuration.json)', () => {
  it('shows the token by its first characters and dates, never whole', async () => {
    renderApp('/dashboard/configuration', { session: buildSession() });
    const token = await screen.findByRole('region', { name: 'Token de API' });
    expect(await within(token).findByText('lyt_3fA9')).toBeInTheDocument();
    expect(within(token).getByText('Creado')).toBeInTheDocument();
    expect(within(token).getByText('Último uso')).toBeInTheDocument();
    expect(within(token).getByRole('button', { name: 'Generar uno nuevo' })).toBeInTheDocument();
    expect(within(token).getByRole('button', { name: 'Eliminar el token' })).toBeInTheDocument();
    expect(within(token).queryByRole('button', { name: 'Generar token' })).not.toBeInTheDocument();
  });

  it('generates a first token and shows it once, with copy', async () => {
    const { generate } = tokenServer(null);
    const { user, token } = await openConfiguration();
    expect(await within(token).findByText('Todavía no tiene un token.')).toBeInTheDocument();
    await user.click(within(token).getByRole('button', { name: 'Generar token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Su nuevo token de API' });
    expect(within(dialog).getByText(NEW_TOKEN)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Cópielo ahora: por seguridad no se volverá a mostrar.');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await within(dialog).findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);
    expect(generate.bodies).toEqual([{}]);

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(token).findByText('lyt_Q7xZ')).toBeInTheDocument();
    expect(screen.queryByText(NEW_TOKEN)).not.toBeInTheDocument();
  });

  it('asks before replacing a token that exists, then shows the new one', async () => {
    const { generate } = tokenServer(buildApiToken());
    const { user, token } = await openConfiguration();
    await user.click(await within(token).findByRole('button', { name: 'Generar uno nuevo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generar un token nuevo' });
    expect(confirm).toHaveTextContent('El token actual dejará de funcionar al instante');
    expect(generate.bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Generar uno nuevo' }));
    expect(await screen.findByText(NEW_TOKEN)).toBeInTheDocument();
    expect(generate.bodies).toEqual([{}]);
  });

  it('deletes the token after a warning', async () => {
    const { remove } = tokenServer(buildApiToken());
    const { user, token } = await openConfiguration();
    await user.click(await within(token).findByRole('button', { name: 'Eliminar el token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar el token' });
    expect(dialog).toHaveTextContent(
      'Las integraciones que usan este token dejarán de funcionar al instante.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el token' }));
    expect(await screen.findByText('Token eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{}]);
    expect(await within(token).findByText('Todavía no tiene un token.')).toBeInTheDocument();
  });

  it("deletes the account only once the store's name is typed exactly, then ends the session at '/'", async () => {
    const deletion = recordCalls('/client/delete-account', () => ({
      body: { s: 'ok', m: 'La cuenta del negocio se ha eliminado.' },
    }));
    server.use(deletion.handler);
    const { user, router, deletion: region } = await openConfiguration();
    expect(region).toHaveTextContent('Se eliminarán «Café Central»');
    const submit = within(region).getByRole('button', { name: 'Eliminar la cuenta' });
    expect(submit).toBeDisabled();

    await user.type(within(region).getByLabelText(/^Contraseña/), 'demo1234');
    const name = within(region).getByLabelText(/^Nombre del negocio/);
    await user.type(name, 'café central');
    expect(submit).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Café Central');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    expect(await screen.findByText('La cuenta del negocio se ha eliminado.')).toBeInTheDocument();
    expect(deletion.bodies).toEqual([{ password: 'demo1234', confirmation: 'Café Central' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
  });

  it('keeps the input and says why when the deletion is refused', async () => {
    server.use(
      recordCalls('/client/delete-account', () => ({
        body: failure('La contraseña no es correcta.'),
        status: 400,
      })).handler,
    );
    const { user, router, deletion: region } = await openConfiguration();
    await user.type(within(region).getByLabelText(/^Contraseña/), 'otra');
    await user.type(within(region).getByLabelText(/^Nombre del negocio/), 'Café Central');
    await user.click(within(region).getByRole('button', { name: 'Eliminar la cuenta' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo eliminar la cuenta');
    expect(alert).toHaveTextContent('La contraseña no es correcta.');
    expect(within(region).getByLabelText(/^Nombre del negocio/)).toHaveValue('Café Central');
    expect(router.state.location.pathname).toBe('/dashboard/configuration');
    expect(getSession()).not.toBeNull();
  });

  it('links to the subscription page', async () => {
    const { user, router } = await openConfiguration();
    await user.click(screen.getByRole('link', { name: 'Suscripción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/recurringsubscription'));
  });

  it('is for the owner only', async () => {
    server.use(
      answer('/client/employee/info', {
        ...profileAnswer(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: true }),
      }),
    );
    renderApp('/dashboard/configuration', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
