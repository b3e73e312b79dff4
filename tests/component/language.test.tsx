import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { DIRECTION_STORAGE_KEY, syncDocumentDirection } from '../../src/i18n/documentDirection';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../src/i18n/i18n';
import { buildSession } from '../fixtures/entities';
import { renderApp } from '../support/renderApp';

describe('languages', () => {
  it('switches the whole interface to English and remembers the choice', async () => {
    const { user } = renderApp('/dashboard', { session: buildSession() });
    await screen.findByRole('link', { name: 'Clientes' });

    await user.click(screen.getByRole('button', { name: 'ES Idioma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hello Lucía/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('switches the public pages with their own language picker', async () => {
    const { user } = renderApp('/signin');
    const picker = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Español',
      'English',
      '中文',
      'Français',
      'Italiano',
    ]);
    await user.selectOptions(picker, 'Italiano');
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });

  it('starts in the remembered language after a reload', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    vi.resetModules();
    const reloaded = await import('../../src/i18n/i18n');
    await reloaded.i18nReady;
    expect(reloaded.i18n.language).toBe('fr');
    expect(reloaded.i18n.t('signin.title')).toBe('Connexion');
  });

  it('starts in Spanish without a remembered choice, or with an unknown one', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    vi.resetModules();
    const reloaded = await import('../../src/i18n/i18n');
    await reloaded.i18nReady;
    expect(reloaded.i18n.language).toBe('es');
  });
});

describe('document direction', () => {
  it('follows the language: left to right for the five languages', async () => {
    const root = document.createElement('html');
    const stop = syncDocumentDirection(i18n, false, root);
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('lang', 'es');
    await i18n.changeLanguage('zh');
    expect(root).toHaveAttribute('lang', 'zh');
    expect(root).toHaveAttribute('dir', 'ltr');
    stop();
  });

  it("is right to left for a right-to-left language, as i18next's dir says", async () => {
    const arabic = i18next.createInstance();
    await arabic.init({ lng: 'ar', resources: { ar: { translation: {} } } });
    const root = document.createElement('html');
    syncDocumentDirection(arabic, false, root);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('is right to left whatever the language when the deployment forces it', async () => {
    const root = document.createElement('html');
    const stop = syncDocumentDirection(i18n, true, root);
    expect(root).toHaveAttribute('dir', 'rtl');
    await i18n.changeLanguage('en');
    expect(root).toHaveAttribute('dir', 'rtl');
    stop();
  });

  it('is right to left at run time when this browser chose it, whatever the language, without a rebuild', async () => {
    localStorage.setItem(DIRECTION_STORAGE_KEY, 'rtl');
    const root = document.createElement('html');
    const stop = syncDocumentDirection(i18n, false, root);
    expect(root).toHaveAttribute('dir', 'rtl');
    await i18n.changeLanguage('fr');
    expect(root).toHaveAttribute('lang', 'fr');
    expect(root).toHaveAttribute('dir', 'rtl');
    stop();
  });

  it('mirrors the layout: the sidebar and the content use start/end, not left/right', async () => {
    renderApp('/dashboard', { session: buildSession() });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(nav.className).toContain('start-0');
    expect(nav.className).toContain('border-e');
    await waitFor(() => expect(nav.parentElement?.querySelector('[class*="ms-["]')).not.toBeNull());
  });
});
