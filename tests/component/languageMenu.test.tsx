import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { LanguageSwitcher } from '../../src/ui/LanguageSwitcher';

describe("the top bar's language menu", () => {
  afterEach(() => vi.restoreAllMocks());

  // Each Intl.DisplayNames loads its locale's data: five of them cost every signed-in page's first render
  // ~400 ms of a phone's CPU while the menu was closed.
  it('works out the languages’ names only when it opens', async () => {
    const Real = Intl.DisplayNames;
    const made = vi.spyOn(Intl, 'DisplayNames').mockImplementation(function made(locales, options) {
      return new Real(locales, options);
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher compact />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'ES Idioma' })).toBeInTheDocument();
    expect(made).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'ES Idioma' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['Español', 'English', '中文', 'Français', 'Italiano']);
  });
});
