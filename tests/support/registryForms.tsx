import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../../src/api/queryClient';
import type { Row } from '../../src/entities/data/values';
import { EntityForm } from '../../src/entities/form/EntityForm';
import { RESOURCE_LOADERS } from '../../src/entities/generated/routes';
import type { FormDefinition, Resource } from '../../src/entities/resource';
import { i18n } from '../../src/i18n/i18n';
import { startSession } from '../../src/session/sessionStore';
import { buildSession } from '../fixtures/entities';

export interface RegistryForm {
  /** `<resource>/<form key>`, as a test names it. */
  name: string;
  resource: Resource;
  key: string;
  definition: FormDefinition;
  validators: Parameters<typeof EntityForm>[0]['validators'];
}

/** Every form of the generated registry: each resource's create, update, action and section forms. */
export async function registryForms(): Promise<RegistryForm[]> {
  const forms: RegistryForm[] = [];
  for (const load of Object.values(RESOURCE_LOADERS)) {
    const { resource } = await load();
    if (!resource.forms) continue;
    const module = await resource.forms();
    for (const [key, definition] of Object.entries(module.forms)) {
      const validators = module.validators[key];
      if (!validators) throw new Error(`${resource.id}: no validators for ${key}`);
      forms.push({ name: `${resource.id}/${key}`, resource, key, definition, validators });
    }
  }
  return forms;
}

/** The widget (or custom field) the generator chose for a field of a form. */
export function widgetOf(definition: FormDefinition, field: string): string | undefined {
  const ui = definition.uiSchema[field] as Record<string, unknown> | undefined;
  const widget = ui?.['ui:widget'] ?? ui?.['ui:field'];
  return typeof widget === 'string' ? widget : undefined;
}

/**
 * One registry form on its own, as the engine's modals and sections render it, with a submit button;
 * what it sends is recorded. The id prefix of its fields is `form<id>`.
 */
export function renderRegistryForm(form: RegistryForm, initialData: Row = {}) {
  startSession(buildSession());
  const sent: Row[] = [];
  let latest: Row = initialData;
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <EntityForm
          id="registry"
          definition={form.definition}
          validators={form.validators}
          initialData={initialData}
          currency="EUR"
          disabled={false}
          onSubmit={(data) => sent.push(data)}
          onDataChange={(data) => {
            latest = data;
          }}
        />
        <button type="submit" form="registry">
          Enviar
        </button>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    ...view,
    sent,
    user,
    /** The form's data as it stands (what would be sent). */
    data: () => latest,
    fieldId: (field: string) => `formregistry_${field}`,
  };
}
