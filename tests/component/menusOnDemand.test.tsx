import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '../fixtures/entities';
import { renderApp } from '../support/renderApp';

// The whole signed-in app renders; on a busy machine its first file load takes seconds.
vi.setConfig({ testTimeout: 30_000 });

async function openCustomers() {
  const view = renderApp('/dashboard/customers', { session: buildSession() });
  await screen.findByRole('table', { name: 'Clientes' }, { timeout: 15_000 });
  return view;
}

/** The top bar's and the list toolbar's menu buttons, by what a user reads on them. */
const BUTTONS = {
  user: () => screen.getByRole('button', { name: /Hola/ }),
  language: () => screen.getByRole('button', { name: 'ES Idioma' }),
  more: () => screen.getByRole('button', { name: 'Más acciones' }),
  // jsdom applies no media query: the phone's and the desktop's copies of the label are both read.
  columns: () => screen.getByRole('button', { name: /^Columnas/ }),
};

describe('the menus of the top bar and the list toolbar', () => {
  // Mounted from the start, Headless UI's menus and popovers cost every render of every signed-in page
  // their state machines and listeners; they are mounted when first opened.
  it('are collapsed buttons with nothing of Headless UI mounted until one is opened', async () => {
    await openCustomers();
    for (const button of Object.values(BUTTONS)) expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(BUTTONS.user()).toHaveAttribute('aria-haspopup', 'menu');
    expect(BUTTONS.more()).toHaveAttribute('aria-haspopup', 'menu');
    expect(document.querySelectorAll('[data-headlessui-state]')).toHaveLength(0);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('open at the first click, focused, and give the focus back on Escape', async () => {
    const { user } = await openCustomers();

    await user.click(BUTTONS.user());
    const userMenu = await screen.findByRole('menu');
    expect(within(userMenu).getByRole('menuitem', { name: 'Mi Perfil' })).toBeInTheDocument();
    expect(userMenu).toHaveFocus();
    expect(BUTTONS.user()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(BUTTONS.user()).toHaveFocus();

    await user.click(BUTTONS.more());
    const more = await screen.findByRole('menu');
    expect(within(more).getByRole('menuitem', { name: 'Dar puntos desde un archivo' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(BUTTONS.more()).toHaveFocus();

    await user.click(BUTTONS.columns());
    expect(await screen.findByRole('group', { name: 'Columnas' })).toBeInTheDocument();
    expect(BUTTONS.columns()).toHaveAttribute('aria-expanded', 'true');
  });

  it('open from the keyboard as a menu button does: Enter opens with the first choice active', async () => {
    const { user } = await openCustomers();
    BUTTONS.language().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: 'Español' });
    expect(menu).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Escape}');
    expect(BUTTONS.language()).toHaveFocus();
  });
});
