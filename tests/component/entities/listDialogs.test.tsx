/**
 * Issue 17, item 2: opening a list's form draws the form, not the list page under it. The page's
 * toolbar, rows and pager drawn again on each opening were a good part of a form's opening on a phone.
 */
import { screen, within } from '@testing-library/react';
import { type ComponentProps, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { answer } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

vi.setConfig({ testTimeout: 30_000 });

/** How many times the list's toolbar was drawn (rendered by React). */
const drawn = vi.hoisted(() => ({ toolbar: 0 }));

vi.mock('../../../src/entities/list/ListToolbar', async (original) => {
  const actual = await original<typeof import('../../../src/entities/list/ListToolbar')>();
  return {
    ...actual,
    ListToolbar: (props: ComponentProps<typeof actual.ListToolbar>) => {
      drawn.toolbar += 1;
      return createElement(actual.ListToolbar, props);
    },
  };
});

const customers = [
  buildCustomer({ id: 1, code: 'C1', first_name: 'Lola', last_name: 'Fernández' }),
  buildCustomer({ id: 2, code: 'C2', first_name: 'Pablo', last_name: 'Ruiz' }),
];

describe('a list page with a form open', () => {
  it('draws the form and not the page when the create form opens and closes', async () => {
    server.use(answer('/client/customer/all', customersResponse(customers, 2)));
    const { user } = renderApp('/dashboard/customers', { session: buildSession() });
    await screen.findByRole('link', { name: /^Lola\b/ }, { timeout: 15_000 });
    // Once, so that the form's code and texts are here (their arrival draws the page's texts again).
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    drawn.toolbar = 0;
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(drawn.toolbar).toBe(0);
  });

  it("draws the form and not the page when a row's action form opens and closes", async () => {
    server.use(answer('/client/customer/all', customersResponse(customers, 2)));
    const { user } = renderApp('/dashboard/customers', { session: buildSession(), width: 1280 });
    await screen.findByRole('link', { name: /^Lola\b/ }, { timeout: 15_000 });
    const takePoints = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Acciones de ${name}` }));
      await user.click(
        within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Descontar puntos' }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    };
    await takePoints('Lola Fernández');
    drawn.toolbar = 0;
    await takePoints('Pablo Ruiz');
    expect(drawn.toolbar).toBe(0);
  });
});
