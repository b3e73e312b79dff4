/**
 * Issue 15, proven on every form of the registry: a form sent empty says, at each field that needs a
 * value, what is missing — whatever its widget (translations, a file, a list, options, an image, the
 * customer picker, the map point…) — and puts the cursor on the first one. Nothing is sent.
 */
import { getUiOptions } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mayBeLeftEmpty } from '../../../src/entities/form/emptyValue';
import type { FormDefinition } from '../../../src/entities/resource';
import { registryForms, renderRegistryForm } from '../../support/registryForms';

const forms = await registryForms();

/**
 * The fields a user must fill: required, without a default, and not a text that may be left empty (the
 * support phone, see registryRequiredMarks.test.tsx). A required list edited item by item may be
 * empty unless it has a minimum; one typed or read from a file is missing until something is.
 */
function neededFields(definition: FormDefinition): string[] {
  const properties = definition.schema.properties as Record<string, Record<string, unknown>>;
  const required = (definition.schema.required as string[] | undefined) ?? [];
  const order = (definition.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  return order.filter((field) => {
    const schema = properties[field] ?? {};
    if (!required.includes(field) || 'default' in schema) return false;
    const ui = definition.uiSchema[field] as Record<string, unknown> | undefined;
    if (mayBeLeftEmpty(schema, getUiOptions(ui ?? {}))) return false;
    const widget = ui?.['ui:field'];
    return (
      schema.type !== 'array' ||
      (typeof schema.minItems === 'number' && schema.minItems > 0) ||
      widget === 'lines' ||
      widget === 'idsFile'
    );
  });
}

/** Shown to the user: not inside anything the theme hides, and not a hidden input. */
function shown(element: Element): boolean {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  for (let node: Element | null = element; node; node = node.parentElement)
    if (node.classList.contains('hidden')) return false;
  return true;
}

/** The controls of a field: its own input, the inputs it is made of, or the widget that fills it. */
function controlsOf(form: HTMLElement, field: string): HTMLElement[] {
  const containers = [...form.querySelectorAll<HTMLElement>('[data-fields]')].filter((container) =>
    (container.dataset.fields ?? '').split(' ').includes(field),
  );
  return containers
    .flatMap((container) => [
      container,
      ...container.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]'),
    ])
    .filter((control) => shown(control) && control.matches('input, select, textarea, button, [tabindex]'));
}

/** What a control says about itself to a screen reader besides its value: its name and description. */
function spoken(control: HTMLElement): string {
  const ids = [control.getAttribute('aria-describedby'), control.getAttribute('aria-labelledby')]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const needing = forms.filter((form) => neededFields(form.definition).length > 0);

describe('every form of the registry, sent empty (issue 15)', () => {
  it('covers every create form of the registry', () => {
    const creates = forms.filter((form) => /(^|\.)create$/.test(form.key)).map((form) => form.name);
    expect(creates.length).toBeGreaterThan(20);
    expect(needing.map((form) => form.name)).toEqual(expect.arrayContaining(creates));
  });

  it.each(needing.map((form) => [form.name, form] as const))(
    '%s: says what is missing at each field and focuses the first',
    async (_name, form) => {
      const { user, sent, container } = renderRegistryForm(form);
      const element = container.querySelector('form');
      if (!element) throw new Error('no form');
      // Choices load first (their select is disabled meanwhile), as they have when a user gets to send.
      await waitFor(() => expect(element.querySelector('select:disabled')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      const fields = neededFields(form.definition);
      await waitFor(() => {
        for (const field of fields) {
          const controls = controlsOf(element, field);
          expect(controls, `${field} has a control`).not.toEqual([]);
          expect(controls.map(spoken).join(' '), `${field} says what is wrong`).toMatch(
            /obligatorio|Escriba|Elija|elija/,
          );
        }
      });
      const first = fields[0] ?? '';
      expect(controlsOf(element, first)).toContain(document.activeElement);
      expect(sent).toEqual([]);
    },
  );
});
