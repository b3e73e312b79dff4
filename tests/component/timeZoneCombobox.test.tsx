import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { TimeZoneCombobox } from '../../src/ui/TimeZoneCombobox';

function renderCombobox(initial = '', error?: string) {
  const changes = vi.fn<(zone: string) => void>();
  function Form() {
    const [zone, setZone] = useState(initial);
    return (
      <TimeZoneCombobox
        id="city-zone"
        label="Zona horaria"
        value={zone}
        error={error}
        onChange={(next) => {
          changes(next);
          setZone(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Form />
    </I18nextProvider>,
  );
  return { user, changes, input: screen.getByRole('combobox', { name: 'Zona horaria' }) };
}

describe('TimeZoneCombobox', () => {
  it('shows the current zone in a labelled field', () => {
    const { input } = renderCombobox('Europe/Madrid');
    expect(input).toHaveValue('Europe/Madrid');
    expect(input).toHaveAttribute('id', 'city-zone');
  });

  it('filters as the user types, whatever the case, and shows the offset of each zone', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'MADRID');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(/^Europe\/MadridUTC\+0[12]:00$/);
  });

  it('finds zones without their accents or separators', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'são paulo');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^America\/Sao_PauloUTC-0[23]:00$/),
    ]);
  });

  it('picks a zone with the mouse and reports it', async () => {
    const { user, input, changes } = renderCombobox();
    await user.type(input, 'buenos');
    await user.click(await screen.findByRole('option', { name: /Buenos_Aires/ }));
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls[0]?.[0]).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(input).toHaveValue(changes.mock.calls[0]?.[0]);
  });

  it('picks a zone with the keyboard', async () => {
    const { user, input, changes } = renderCombobox();
    await user.type(input, 'europe lisb');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenCalledWith('Europe/Lisbon');
    expect(input).toHaveValue('Europe/Lisbon');
  });

  it('says so when nothing matches, and keeps the chosen zone', async () => {
    const { user, input, changes } = renderCombobox('Europe/Madrid');
    await user.tripleClick(input);
    await user.keyboard('zona perdida');
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna zona horaria coincide con la búsqueda.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(changes).not.toHaveBeenCalled();
    expect(input).toHaveValue('Europe/Madrid');
  });

  it('opens the whole list from its button', async () => {
    const { user } = renderCombobox();
    await user.click(screen.getByRole('button', { name: /Mostrar las zonas horarias/ }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const zones = screen.getAllByRole('option').map((option) => option.firstChild?.textContent);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'Europe/Madrid', 'Asia/Tokyo']));
  });

  it('shows an error under the field and marks it invalid', () => {
    const { input } = renderCombobox('', 'Tiene que elegir una zona horaria.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tiene que elegir una zona horaria.');
  });
});
