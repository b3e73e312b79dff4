/**
 * Issue 4: edits are never lost without a word. A settings section shows it has changes not saved
 * (saving another section does not save them); leaving the page by a link or the browser's back
 * button asks first, and so does closing a modal form with changes.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession, buildStore } from '../../fixtures/entities';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

async function section(name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('button', { name: 'Guardar' });
  return region;
}

async function changeWelcomePoints(user: ReturnType<typeof renderApp>['user']) {
  const rules = await section('Reglas de fidelización');
  const welcome = within(rules).getByLabelText('Puntos de bienvenida');
  await user.clear(welcome);
  await user.type(welcome, '80');
  return { rules, welcome };
}

describe('unsaved changes (issue 4)', () => {
  it('a section says it has unsaved changes, and leaving by a link asks first', async () => {
    const saves = recordCalls('/client/store/save', () => ({
      body: { s: 'ok', m: '', store: buildStore() },
    }));
    server.use(saves.handler);
    const { user, router } = renderApp('/dashboard/loyalty', { session: owner });
    const { rules, welcome } = await changeWelcomePoints(user);
    expect(within(rules).getByRole('status')).toHaveTextContent('Cambios sin guardar');

    // Saving another section saves only that one: the first still says so.
    const emails = await section('Emails a los clientes');
    await user.click(within(emails).getAllByRole('switch')[0] as HTMLElement);
    expect(within(emails).getByRole('status')).toHaveTextContent('Cambios sin guardar');
    await user.click(within(emails).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(emails).getByRole('status')).toHaveTextContent(''));
    expect(within(rules).getByRole('status')).toHaveTextContent('Cambios sin guardar');

    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    const prompt = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(prompt).toHaveTextContent('Hay cambios sin guardar. Si sale ahora, se perderán.');
    await user.click(within(prompt).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/loyalty');
    expect(welcome).toHaveValue('80');

    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers'));
  });

  it('the browser’s back button asks first too', async () => {
    const { user, router, history } = renderApp('/dashboard/rewards', { session: owner });
    await screen.findByRole('table', { name: 'Premios' });
    history.push('/dashboard/loyalty');
    await changeWelcomePoints(user);
    history.go(-1);
    const prompt = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(router.state.location.pathname).toBe('/dashboard/loyalty');
    await user.click(within(prompt).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/rewards'));
  });

  it('closing a modal form with changes asks; a form without changes just closes', async () => {
    const { user } = renderApp('/dashboard/rewards', { session: owner });
    await screen.findByRole('table', { name: 'Premios' });
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    let form = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    await within(form).findByLabelText(/Nombre/);
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    form = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    await user.type(await within(form).findByLabelText(/Nombre/), 'Zumo natural');
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(prompt).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).not.toBeInTheDocument(),
    );
    expect(within(form).getByLabelText(/Nombre/)).toHaveValue('Zumo natural');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
