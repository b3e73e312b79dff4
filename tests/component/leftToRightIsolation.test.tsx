/**
 * Phone numbers, codes, emails and other runs without words keep their left-to-right order on a
 * right-to-left page (issue 15.20: '+34 625 735 419' read as '419 735 625'): the engine's cells and
 * inputs isolate them.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColumnFormat } from '../../src/entities/descriptor';
import { BaseInputTemplate } from '../../src/entities/form/theme/BaseInputTemplate';
import { CellValue } from '../../src/entities/list/CellValue';
import { i18n } from '../../src/i18n/i18n';

const format = { t: i18n.t.bind(i18n), language: 'es', currency: 'EUR' };

function cell(value: unknown, columnFormat: ColumnFormat = 'text') {
  const column = {
    field: 'value',
    label: 'fields.value',
    format: columnFormat,
    sortable: false,
    hidden: false,
  };
  render(
    <div dir="rtl">
      <CellValue row={{ value }} column={column} format={format} />
    </div>,
  );
}

describe('left-to-right runs on a right-to-left page', () => {
  it.each([
    ['a phone number', '+34 625 735 419', 'text'],
    ['a code', 'OTONO-003', 'code'],
    ['an amount', 29, 'money'],
    ['a number', 1500, 'number'],
  ] as const)('isolates %s in its cell', (_, value, columnFormat) => {
    cell(value, columnFormat);
    const shown = screen.getByText(/\d/);
    expect(shown.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('isolates an email in its cell', () => {
    cell('hola@cafecentral.demo.test', 'email');
    expect(screen.getByRole('link', { name: 'hola@cafecentral.demo.test' })).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['a phone number', '+34 625 735 419', 'text'],
    ['an amount', 1250.5, 'money'],
    ['an instant', '2026-04-02T09:15:00.000Z', 'datetime'],
  ] as const)('keeps %s on one line', (_, value, columnFormat) => {
    cell(value, columnFormat);
    expect(screen.getByText(/\d/)).toHaveClass('whitespace-nowrap');
  });

  it('lets words wrap', () => {
    cell('Calle Mayor 12, Madrid');
    expect(screen.getByText('Calle Mayor 12, Madrid').closest('.whitespace-nowrap')).toBeNull();
  });

  it('leaves words to their own direction', () => {
    cell('Café Central');
    expect(screen.getByText('Café Central').closest('[dir="ltr"]')).toBeNull();
  });

  it('types phone numbers, emails and addresses left to right', () => {
    const base = {
      id: 'phone',
      name: 'phone',
      value: '',
      required: false,
      disabled: false,
      readonly: false,
      autofocus: false,
      onChange: () => {},
      onBlur: () => {},
      onFocus: () => {},
      rawErrors: [],
      label: 'Teléfono',
      registry: {} as never,
    };
    const { rerender } = render(
      <BaseInputTemplate
        {...base}
        type="text"
        schema={{ type: 'string' }}
        options={{ patternMessage: 'validation.patterns.Phone' }}
      />,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('dir', 'ltr');
    rerender(<BaseInputTemplate {...base} type="email" schema={{ type: 'string' }} options={{}} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('dir', 'ltr');
    rerender(<BaseInputTemplate {...base} type="text" schema={{ type: 'string' }} options={{}} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('dir');
  });
});
