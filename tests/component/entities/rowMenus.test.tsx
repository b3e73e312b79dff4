import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { okResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { buttonsLabelled, findLinkByText } from '../../support/largePageQueries';
import { renderApp } from '../../support/renderApp';

// A page of 100 rows in jsdom takes seconds to draw on a busy machine, the file's first far longer.
vi.setConfig({ testTimeout: 60_000 });

/** A page of customers, each named apart (Cliente1 Prueba …). */
function customersNamedApart(count: number) {
  return Array.from({ length: count }, (_, index) =>
    buildCustomer({
      id: index + 1,
      code: `C${index + 1}`,
      first_name: `Cliente${index + 1}`,
      last_name: 'Prueba',
    }),
  );
}

const PHONE = 375;

/**
 * The customers page showing `count` customers of 250, as `?size=100` shows them. What holds for every
 * row (its name, no menu mounted) is proven on 100; how one menu opens and runs, on a few (a page of 100
 * takes seconds to draw in jsdom, and the rows around the one opened change nothing in how it opens).
 */
async function openPage(count: number, width?: number) {
  server.use(answer('/client/customer/all', customersResponse(customersNamedApart(count), 250)));
  const view = renderApp('/dashboard/customers?size=100', {
    session: buildSession(),
    ...(width ? { width } : {}),
  });
  await findLinkByText(new RegExp(`^Cliente${count}\\b`), 45_000);
  return view;
}
const openHundred = (width?: number) => openPage(100, width);
const openFew = (width?: number) => openPage(8, width);

const rowMenuButtons = () => buttonsLabelled('Acciones de ');

/** What Headless UI mounts for a menu in the rows (its state attribute on button and wrapper), and menus. */
function mountedMenus(): number {
  const inRows = rowMenuButtons()
    .map((button) => button.closest('tr, li'))
    .reduce((count, row) => count + (row?.querySelectorAll('[data-headlessui-state]').length ?? 0), 0);
  return inRows + screen.queryAllByRole('menu').length;
}

describe.each([
  ['desktop table', undefined],
  ['phone cards', PHONE],
] as const)('row menus on a page of 100 rows (%s)', (_, width) => {
  it("names each row's menu 'Acciones de …' with its row, translated once for the page, not per row", async () => {
    // Translated per row, the name cost i18next's lookup 100 times on each slice of rows drawn.
    const translate = vi.spyOn(i18n, 't');
    try {
      await openHundred(width);
      const names = rowMenuButtons().map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual(
        Array.from({ length: 100 }, (_, index) => `Acciones de Cliente${index + 1} Prueba`),
      );
      const menuNames = translate.mock.calls.filter(([key]) => key === 'engine.rowActions');
      expect(menuNames.length).toBeLessThanOrEqual(2);
    } finally {
      translate.mockRestore();
    }
  });

  it('mounts no menu until one is opened: 100 collapsed menu buttons, then one menu', async () => {
    const { user } = await openHundred(width);
    const buttons = rowMenuButtons();
    expect(buttons).toHaveLength(100);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(mountedMenus()).toBe(0);
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Acciones de Cliente7 Prueba' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Acciones de Cliente7 Prueba' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Only the opened row's menu exists.
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Acciones de Cliente8 Prueba' })).not.toHaveAttribute(
      'data-headlessui-state',
    );
  });

  it('opens by click with the menu focused, and a choice runs the row’s action', async () => {
    const remove = recordCalls('/client/customer/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openFew(width);
    await user.click(screen.getByRole('button', { name: 'Acciones de Cliente3 Prueba' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.click(within(menu).getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveTextContent('¿Eliminar a Cliente3 Prueba?');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])(
    'opens with %s on the focused button, the first action active; Escape gives focus back',
    async (_key, keys) => {
      const { user } = await openFew(width);
      const button = screen.getByRole('button', { name: 'Acciones de Cliente5 Prueba' });
      button.focus();
      await user.keyboard(keys);
      const menu = await screen.findByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', items[0]?.id));
      expect(items[0]).toHaveTextContent('Entregar premio');

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      const again = screen.getByRole('button', { name: 'Acciones de Cliente5 Prueba' });
      expect(again).toHaveFocus();
      expect(again).toHaveAttribute('aria-expanded', 'false');

      // Opened again from the keyboard, the last action chosen runs on the row.
      await user.keyboard('{Enter}');
      const reopened = await screen.findByRole('menu');
      await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant'));
      await user.keyboard('{End}{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar cliente' });
      expect(dialog).toHaveTextContent('¿Eliminar a Cliente5 Prueba?');
    },
  );
});
