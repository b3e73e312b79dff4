/**
 * Issue 4, proven on every form of the registry: a form just opened has nothing unsaved; a change
 * makes it unsaved (leaving then asks, and closing the tab gets the browser's question); undoing the
 * change makes it clean again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsaved } from '../../../src/ui/unsavedChanges';
import { registryForms, renderRegistryForm } from '../../support/registryForms';

const forms = await registryForms();

function closingTheTabIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes on every form of the registry (issue 4)', () => {
  it.each(forms.map((form) => [form.name, form] as const))('%s', async (_name, form) => {
    const view = renderRegistryForm(form);
    const element = view.container.querySelector('form');
    if (!element) throw new Error('no form');
    await waitFor(() => expect(element.querySelector('select:disabled')).toBeNull());
    expect(hasUnsaved()).toBe(false);
    expect(closingTheTabIsQuestioned()).toBe(false);

    const text = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="hidden"]):not([type="file"]):not([type="color"]):not([type="date"]):not([type="time"]):not([role="combobox"]), textarea',
    );
    const select = element.querySelector<HTMLSelectElement>('select');
    const changed = () => {
      expect(hasUnsaved()).toBe(true);
      expect(closingTheTabIsQuestioned()).toBe(true);
    };
    if (text) {
      const before = text.value;
      await view.user.type(text, '7');
      changed();
      await view.user.clear(text);
      if (before) await view.user.type(text, before);
    } else if (select) {
      const before = select.value;
      const other = [...select.options].find((option) => option.value !== before);
      if (!other) throw new Error(`${form.name}: a select with one choice`);
      await view.user.selectOptions(select, other);
      changed();
      await view.user.selectOptions(select, before);
    } else if (screen.queryAllByRole('switch').length > 0) {
      const toggle = screen.getAllByRole('switch')[0] as HTMLElement;
      await view.user.click(toggle);
      changed();
      await view.user.click(toggle);
    } else if (screen.queryByRole('button', { name: 'Añadir' })) {
      await view.user.click(screen.getByRole('button', { name: 'Añadir' }));
      changed();
      await view.user.click(screen.getByRole('button', { name: 'Quitar el n.º 1' }));
    } else {
      const picker = screen.getByRole('combobox');
      await view.user.type(picker, 'mar');
      await view.user.click(await screen.findByRole('option', { name: /María García López/ }));
      changed();
      await view.user.clear(picker);
    }
    expect(hasUnsaved()).toBe(false);
    expect(closingTheTabIsQuestioned()).toBe(false);
  });
});
