import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../fixtures/customers';
import { buildPermissions, buildSession } from '../fixtures/entities';
import { userInfoResponse } from '../fixtures/responses';
import { answer, recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';
import { typeAtOnce } from '../support/typeAtOnce';

const owner = buildSession();

/** The signed-in frame, once its top bar offers the search (the menu rules are known). */
async function openDashboard(path = '/dashboard', session = owner) {
  const view = renderApp(path, { session });
  const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Buscar' });
  return { ...view, button };
}

const searchBox = () => screen.findByRole('combobox', { name: 'Buscar páginas, acciones y clientes' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');

/** The search answers María García López (balance 1250) to anything typed. */
function searchFindsMaria() {
  const search = recordCalls('/client/customer/search', () => ({
    body: { s: 'ok', m: '', customers: [buildCustomer()] },
  }));
  server.use(search.handler);
  return search;
}

describe('command palette', () => {
  it('opens with Ctrl+K, closes with Escape and gives the focus back', async () => {
    const { user, button } = await openDashboard();
    button.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await searchBox()).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Buscar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buscar' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("opens with '/' outside a text field, and not while one types a '/' in a field", async () => {
    const { user } = await openDashboard('/dashboard/customers');
    const listSearch = await screen.findByRole('searchbox', {
      name: 'Buscar por nombre, email, móvil o código',
    });
    await user.type(listSearch, '12/');
    expect(listSearch).toHaveValue('12/');
    expect(screen.queryByRole('dialog', { name: 'Buscar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('/');
    expect(await searchBox()).toHaveFocus();
    // The '/' opened the palette and was not typed into it.
    expect(await searchBox()).toHaveValue('');
  });

  it('offers only the pages the access rules give: an employee without permStore sees no settings pages', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    const { user } = await openDashboard('/dashboard', buildSession({ storeUserType: 'employee' }));
    await user.keyboard('{Control>}k{/Control}');
    await searchBox();
    const names = optionNames();
    expect(names.some((name) => name.includes('Clientes'))).toBe(true);
    for (const settings of ['Configuración', 'Empleados', 'Sucursales', 'Fidelización']) {
      expect(names.some((name) => name.includes(settings))).toBe(false);
    }
    await user.keyboard('{Escape}');
  });

  it('an owner is offered the settings pages and the page actions they may run', async () => {
    const { user } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await searchBox();
    await waitFor(() => expect(optionNames().some((name) => name.includes('Nuevo cliente'))).toBe(true));
    const names = optionNames();
    for (const expected of ['Configuración', 'Empleados', 'Dar puntos', 'Entregar premio']) {
      expect(names.some((name) => name.includes(expected))).toBe(true);
    }
  });

  it('finds customers on the server as one types, each with their balance, and the actions on the first', async () => {
    const search = searchFindsMaria();
    const { user } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await typeAtOnce(await searchBox(), 'maria');
    const customer = await screen.findByRole('option', {
      name: /María García López\s*Código A5u · 1250 puntos/,
    });
    expect(customer).toBeInTheDocument();
    // One search, after typing paused.
    expect(search.bodies).toEqual([{ query: 'maria', limit: 10 }]);
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Dar puntos a María García López');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ resultados/);
  });

  it('moves with the arrows and chooses with Enter: a customer opens their page', async () => {
    searchFindsMaria();
    const { user, router } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    const box = await searchBox();
    await user.type(box, 'maria');
    const customer = await screen.findByRole('option', { name: /María García López\s*Código/ });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    const steps = options.indexOf(customer);
    expect(steps).toBeGreaterThan(0);
    await user.keyboard('{ArrowDown}'.repeat(steps));
    expect(customer).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', customer.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers/5'));
    expect(screen.queryByRole('dialog', { name: 'Buscar' })).not.toBeInTheDocument();
  });

  it("'Dar puntos a …' opens giving points with the customer filled in, the points field ready", async () => {
    searchFindsMaria();
    const { user, router } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), 'maria');
    await screen.findByRole('option', { name: /Dar puntos a María García López/ });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Dar puntos: María García López/ });
    await waitFor(() => expect(within(dialog).getByLabelText(/Puntos a dar/)).toHaveFocus());
    expect(router.state.location.pathname).toBe('/dashboard/customers/5');
    // The request is handled once: it leaves the address (a navigation of its own, which the form may beat).
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("a page action opens its form on its page: 'Nuevo cliente'", async () => {
    server.use(answer('/client/customer/search', { s: 'ok', m: '', customers: [] }));
    const { user, router } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), 'nuevo cliente');
    await screen.findByRole('option', { name: /Nuevo cliente/ });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Nuevo cliente' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/customers');
  });

  it('shows recent choices first', async () => {
    const { user, router } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), 'emplead');
    await user.click(await screen.findByRole('option', { name: /^Páginas\s*:\s*Empleados/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/employees'));

    await user.keyboard('{Control>}k{/Control}');
    await searchBox();
    const [first] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(first).toHaveAccessibleName(/^Recientes\s*:\s*Empleados/);
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});
