/**
 * Issue 19, the forms' side: every text field of the registry checks what the contract says before
 * anything is sent — its length, its format (an email, a phone, an address) — and says it at the field
 * in the user's language, never with the server's technical text ('El campo 'password' debe tener…').
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RegistryForm, registryForms, renderRegistryForm, widgetOf } from '../../support/registryForms';

const TEXT_WIDGETS = new Set(['text', 'email', 'password']);

interface TextCheck {
  form: RegistryForm;
  field: string;
  /** A value the contract refuses, and what the field must say about it. */
  wrong: string;
  message: RegExp;
}

function checks(form: RegistryForm): TextCheck[] {
  const properties = form.definition.schema.properties as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([field, schema]): TextCheck[] => {
    if (!TEXT_WIDGETS.has(widgetOf(form.definition, field) ?? '')) return [];
    const found: TextCheck[] = [];
    if (typeof schema.maxLength === 'number')
      found.push({
        form,
        field,
        wrong: 'x'.repeat(schema.maxLength + 1),
        message: new RegExp(
          `Escriba como máximo ${new Intl.NumberFormat('es').format(schema.maxLength)} caracteres\\.`,
        ),
      });
    if (typeof schema.minLength === 'number' && schema.minLength > 1)
      found.push({
        form,
        field,
        wrong: 'x'.repeat(schema.minLength - 1),
        message: new RegExp(`Escriba al menos ${schema.minLength} caracteres\\.`),
      });
    if (widgetOf(form.definition, field) === 'email')
      found.push({ form, field, wrong: 'ana@', message: /Escriba un email válido\./ });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test('¿?'))
      found.push({ form, field, wrong: '¿?', message: /Escriba|Elija|El formato/ });
    return found;
  });
}

const all = (await registryForms()).flatMap(checks);

describe('the contract checked before sending, on every text field of the registry (issue 19)', () => {
  it('covers lengths, emails and formats', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it.each(
    all.map((check) => [`${check.form.name} ${check.field}: «${check.wrong.slice(0, 12)}»`, check] as const),
  )('%s is refused at the field, in Spanish', async (_name, check) => {
    const view = renderRegistryForm(check.form);
    const input = await waitFor(() => {
      const found = document.getElementById(view.fieldId(check.field));
      if (!(found instanceof HTMLInputElement)) throw new Error(`no input for ${check.field}`);
      return found;
    });
    await view.user.click(input);
    await view.user.paste(check.wrong);
    await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(`${input.id}__error`)?.textContent ?? '';
    // Other rules the value breaks may be said too (too long, and not a phone).
    expect(description).toMatch(check.message);
    expect(description).not.toMatch(/El campo '|must|should/);
    expect(view.sent).toEqual([]);
  });
});
