/**
 * Proven on every form of the registry: the asterisk beside a label means the form will not be sent
 * without it. A text the contract requires but accepts empty (the support phone: empty hides the support
 * chat) carried the asterisk, yet an emptied one was saved as ''; such a field is now unmarked, not
 * announced as required, and starts as '' so the form is sent with it left empty.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registryForms, renderRegistryForm } from '../../support/registryForms';

const forms = await registryForms();

/**
 * The top-level text fields a user types in: each one's name and its input. A combobox (the customer, a
 * time zone) is a choice, not a text: its widget reports its own errors.
 */
function textFields(form: HTMLElement): { field: string; input: HTMLInputElement | HTMLTextAreaElement }[] {
  return [...form.querySelectorAll<HTMLElement>('[data-fields]')].flatMap((container) => {
    const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      ':is(input[type="text"], input[type="email"], input[type="password"], input:not([type]), textarea):not([role="combobox"])',
    );
    const field = container.dataset.fields?.split(' ')[0];
    return input && field && !input.readOnly && !input.disabled ? [{ field, input }] : [];
  });
}

function marked(input: HTMLElement): boolean {
  return document.querySelector(`label[for="${input.id}"]`)?.textContent?.trim().endsWith('*') ?? false;
}

function reportedMissing(input: HTMLElement): boolean {
  return document.getElementById(`${input.id}__error`) !== null;
}

const withTexts = forms.filter((form) =>
  Object.values(form.definition.schema.properties ?? {}).some(
    (schema) => typeof schema === 'object' && schema !== null && schema.type === 'string',
  ),
);

describe('the asterisk on every form of the registry', () => {
  it.each(withTexts.map((form) => [form.name, form] as const))(
    '%s: a text field typed in and emptied is reported missing exactly when it is marked',
    async (_name, form) => {
      const { user, container } = renderRegistryForm(form);
      const element = container.querySelector('form');
      if (!element) throw new Error('no form');
      const fields = textFields(element);
      for (const { input } of fields) {
        await user.type(input, '1');
        await user.clear(input);
      }
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(document.querySelector('[id$="__error"]') ?? element).toBeTruthy());
      for (const { field, input } of fields) {
        expect({ field, missing: reportedMissing(input) }).toEqual({ field, missing: marked(input) });
        expect({ field, required: input.required }).toEqual({ field, required: marked(input) });
      }
    },
  );

  it('a text that may be left empty is unmarked and sent as "" untouched: the support phone', async () => {
    const form = forms.find((candidate) => candidate.name === 'adminConfiguration/section.support');
    if (!form) throw new Error('no support form');
    const { user, sent } = renderRegistryForm(form);
    const phone = screen.getByLabelText('Teléfono de soporte');
    expect(phone).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toEqual([{ supportPhone: '' }]));
    expect(screen.queryByText('Este campo es obligatorio.')).toBeNull();
  });
});
