/**
 * Issue 16, proven on every number field of every form of the registry: numbers are typed and shown
 * in the user's language (a decimal comma in Spanish, a point in English), and what cannot be read is
 * kept as typed and said at the field, never dropped or cut short ('37,884' kept as 37).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../src/i18n/i18n';
import { type RegistryForm, registryForms, renderRegistryForm, widgetOf } from '../../support/registryForms';

const NUMBER_WIDGETS = new Set(['number', 'points', 'money']);

interface NumberField {
  form: RegistryForm;
  field: string;
  integer: boolean;
  money: boolean;
  min: number;
  max: number;
}

function numberFields(form: RegistryForm): NumberField[] {
  const properties = form.definition.schema.properties as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([field, schema]) => {
    const widget = widgetOf(form.definition, field) ?? '';
    if (!NUMBER_WIDGETS.has(widget)) return [];
    const types = [schema.type].flat();
    const minimum = [schema.minimum, schema.exclusiveMinimum].find((n) => typeof n === 'number');
    return [
      {
        form,
        field,
        integer: widget === 'points' || types.includes('integer'),
        money: widget === 'money',
        min: typeof minimum === 'number' ? minimum : Number.NEGATIVE_INFINITY,
        max: typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY,
      },
    ];
  });
}

const fields = (await registryForms()).flatMap(numberFields);

/** A value each field takes, written the user's way, with how the field shows it once left. */
function sample(field: NumberField, language: 'es' | 'en') {
  const comma = language === 'es';
  if (field.integer) {
    // Thousands typed with the language's grouping mark are read as such.
    if (field.max >= 1200 && field.min < 1200)
      return { typed: comma ? '1.200' : '1,200', value: 1200, shown: '1200' };
    return { typed: '12', value: 12, shown: '12' };
  }
  const value = field.min < 12.5 && field.max >= 12.5 ? 12.5 : field.min + 0.5;
  const typed = String(value).replace('.', comma ? ',' : '.');
  const shown = field.money ? value.toFixed(2) : String(value);
  return { typed, value, shown: comma ? shown.replace('.', ',') : shown };
}

describe('every number field of the registry (issue 16)', () => {
  it('covers the registry’s number, points and money fields', () => {
    expect(fields.length).toBeGreaterThan(40);
  });

  describe.each(['es', 'en'] as const)('in %s', (language) => {
    it.each(fields.map((field) => [`${field.form.name} ${field.field}`, field] as const))(
      '%s reads and shows the language’s numbers',
      async (_name, field) => {
        await chooseLanguage(language);
        const view = renderRegistryForm(field.form);
        const input = await waitFor(() => {
          const found = document.getElementById(view.fieldId(field.field));
          if (!(found instanceof HTMLInputElement)) throw new Error(`no input for ${field.field}`);
          return found;
        });
        const { typed, value, shown } = sample(field, language);
        await view.user.clear(input);
        await view.user.type(input, typed);
        expect(view.data()[field.field]).toBe(value);
        await view.user.tab();
        expect(input).toHaveValue(shown);
      },
    );
  });

  it.each(fields.map((field) => [`${field.form.name} ${field.field}`, field] as const))(
    '%s keeps what it cannot read and says so at the field',
    async (_name, field) => {
      const view = renderRegistryForm(field.form);
      const input = await waitFor(() => {
        const found = document.getElementById(view.fieldId(field.field));
        if (!(found instanceof HTMLInputElement)) throw new Error(`no input for ${field.field}`);
        return found;
      });
      await view.user.clear(input);
      // One thousand or one? Spanish groups thousands with a point: a number with decimals cannot tell.
      await view.user.type(input, field.integer ? '12,5' : '1.000');
      await view.user.tab();
      expect(input).toHaveValue(field.integer ? '12,5' : '1.000');
      await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          field.integer
            ? 'Escriba un número entero, sin decimales.'
            : 'Escriba un número, con coma para los decimales (37,5).',
        ),
      );
      expect(view.sent).toEqual([]);
    },
  );
});

describe('numbers in validation messages (issue 10)', () => {
  const plans = fields.find((field) => field.form.name === 'plans/create' && field.field === 'redemptions');

  it.each([
    ['es', '2.000.000', 'El valor máximo es 1.000.000.'],
    ['en', '2,000,000', 'The maximum value is 1,000,000.'],
  ] as const)('are written the %s way', async (language, typed, message) => {
    if (!plans) throw new Error('plans/create has no redemptions field');
    await chooseLanguage(language);
    const view = renderRegistryForm(plans.form);
    const input = await waitFor(() => {
      const found = document.getElementById(view.fieldId('redemptions'));
      if (!(found instanceof HTMLInputElement)) throw new Error('no redemptions input');
      return found;
    });
    await view.user.type(input, typed);
    await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  });
});
