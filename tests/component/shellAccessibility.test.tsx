import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../fixtures/entities';
import { userInfoResponse } from '../fixtures/responses';
import { answer } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('the browser tab names the page, in the interface language', () => {
  it('on a dashboard page, and again after switching language', async () => {
    const { user } = renderApp('/dashboard/customers', { session: buildSession() });
    await waitFor(() => expect(document.title).toBe('Clientes · Panel de control'));
    await user.click(await screen.findByRole('button', { name: 'ES Idioma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.title).toBe('Customers · Control panel'));
  });

  it('on the public pages and the error pages', async () => {
    const { user } = renderApp('/signin');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Panel de control'));
    await user.click(await screen.findByRole('link', { name: 'Registre su negocio' }));
    await waitFor(() => expect(document.title).toBe('Registre su negocio · Panel de control'));
  });

  it('on an unknown dashboard address', async () => {
    renderApp('/dashboard/no-such-page', { session: buildSession() });
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Panel de control'));
  });
});

describe('landmarks and headings of the frame', () => {
  it('keeps one main landmark, named by the page title, when the 404 shows inside the frame', async () => {
    renderApp('/dashboard/no-such-page', { session: buildSession() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps one main landmark for a page the user may not open', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/employees', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('gives the 404 its own main landmark and h1 outside the frame', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('puts the support chat link in the top bar (banner landmark), where it covers no page control', async () => {
    renderApp('/dashboard', { session: buildSession() });
    const link = await screen.findByRole('link', { name: 'Chat de soporte' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Chat de soporte' })).toBe(link);
  });

  it("names the language button by what it shows ('ES') and what it does", async () => {
    renderApp('/dashboard', { session: buildSession() });
    expect(await screen.findByRole('button', { name: 'ES Idioma' })).toBeInTheDocument();
  });
});

describe('keyboard and focus', () => {
  it('offers a skip link first, which moves focus to the page content', async () => {
    const { user } = renderApp('/dashboard', { session: buildSession() });
    await screen.findByRole('link', { name: 'Clientes' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main', { name: 'Inicio' })).toHaveFocus();
  });

  it('leaves focus alone on the first page, and moves it to the page heading after a navigation', async () => {
    const { user } = renderApp('/dashboard', { session: buildSession() });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    const customers = await within(menu()).findByRole('link', { name: 'Clientes' });
    expect(heading).not.toHaveFocus();
    await user.click(customers);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toHaveFocus());
  });

  it('moves focus to the heading of the next public page', async () => {
    const { user } = renderApp('/signin');
    await user.click(await screen.findByRole('link', { name: 'Registre su negocio' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Registre su negocio' })).toHaveFocus(),
    );
  });
});
