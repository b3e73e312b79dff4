/**
 * Each page's own HTML (src/app/pageShells.tsx, written by scripts/vite/prerender.ts) paints the page's
 * title and, on a list, its heading and search box before any script has run: checked here on every
 * page of the registry, in Spanish, with no catalogue key left untranslated.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageTitleKey } from '../../src/app/menu/pageTitle';
import { type PageShell, pageShells } from '../../src/app/pageShells';
import { PAGE_ENTRIES } from '../../src/entities/generated/pages';
import { i18n } from '../../src/i18n/i18n';

let shells: PageShell[];

beforeAll(async () => {
  shells = await pageShells();
});
afterEach(cleanup);

function renderShell(element: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

function shellOf(address: string): ReactElement {
  const shell = shells.find((candidate) => candidate.address === address);
  if (!shell) throw new Error(`No document for ${address}`);
  return shell.element;
}

describe("each page's own HTML", () => {
  it('exists for every page without a row in its address', () => {
    const expected = PAGE_ENTRIES.filter((page) => !page.route.includes(':')).map((page) =>
      page.route === '' ? '/dashboard' : `/dashboard/${page.route}`,
    );
    expect(shells.map((shell) => shell.address).sort()).toEqual(expected.sort());
    expect(expected).toContain('/dashboard/customers');
  });

  it("shows every page's title in the top bar, in Spanish, and no catalogue key anywhere", () => {
    for (const page of PAGE_ENTRIES.filter((entry) => !entry.route.includes(':'))) {
      const address = page.route === '' ? '/dashboard' : `/dashboard/${page.route}`;
      const { container } = renderShell(shellOf(address));
      const title = i18n.t(pageTitleKey(page.route));
      expect(title, address).not.toMatch(/^menu\./);
      expect(container.querySelector('[data-frame-shell] > div p:nth-of-type(2)')?.textContent, address).toBe(
        title,
      );
      expect(container.innerHTML, address).not.toMatch(/\b(entities|engine|menu|common)\.[a-zA-Z]/);
      cleanup();
    }
  });

  it("paints a list's heading and its search box where the list's own will be, taking no input yet", () => {
    renderShell(shellOf('/dashboard/customers'));
    expect(screen.getByRole('heading', { level: 2, name: 'Clientes', hidden: true })).toBeVisible();
    // Only a picture of the page to come: assistive technology hears it loading.
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const search = screen.getByPlaceholderText('Buscar por nombre, email, móvil o código');
    expect(search).toHaveAttribute('readonly');
    // Nobody can focus it or type into it yet, and assistive technology hears the page loading instead.
    expect(search.parentElement).toHaveAttribute('inert');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Cargando…' })).toBeVisible();
  });

  it('leaves the search box out of a list that has none, and lists out of the other pages', () => {
    renderShell(shellOf('/dashboard/customerlevels'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Niveles de clientes', hidden: true }),
    ).toBeVisible();
    expect(screen.queryByPlaceholderText(/Buscar/)).toBeNull();
    cleanup();
    renderShell(shellOf('/dashboard'));
    expect(screen.queryByRole('heading', { level: 2, hidden: true })).toBeNull();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeVisible();
  });
});
