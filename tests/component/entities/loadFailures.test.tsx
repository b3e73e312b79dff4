/**
 * What a user sees when a page's parts cannot load, on every page of the registry: a settings section
 * whose data fails says so and offers 'Reintentar', which loads it (SectionCard); a section's form or a
 * modal form whose code cannot be downloaded says so instead of showing a form that cannot be sent
 * (SectionForm, FormModal), and opening the form again loads it; an edit whose row fails to load says
 * why and sends nothing. The pages come from the generated registry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/api/queryClient';
import type { ApiPath } from '../../../src/contract/types';
import type { FormsModule, Resource } from '../../../src/entities/resource';
import { i18n } from '../../../src/i18n/i18n';
import { successFixtures } from '../../fixtures/responses';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { failWhile, UNAVAILABLE } from '../../support/failingCalls';
import { loadEngineCode, type RegistryPage, registryPages } from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

const singletons = await registryPages('singleton');
const collections = await registryPages('collection');

const withSections = singletons.map((page) => ({
  ...page,
  sections: page.resource.sections.filter((section) => page.can(section.access)),
}));
const withSectionForms = withSections
  .map((page) => ({ ...page, sections: page.sections.filter((section) => section.form !== null) }))
  .filter((page) => page.sections.length > 0);
const withCreate = collections.filter(
  (page) => page.resource.create !== null && page.can(page.resource.create.access),
);
const withLoadedEdit = collections.filter((page) => page.resource.get !== null && page.resource.update);

beforeAll(async () => {
  await loadEngineCode();
  // The product retries a failed load once, a second later; the test need not wait that second.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
});

/**
 * The resource's forms as a chunk that cannot be downloaded while `failing()` says so. The registry's
 * own object is the one the app renders from; its loader is put back after the test.
 */
const restores: (() => void)[] = [];
function formsFailWhile(module: Resource, failing: () => boolean): void {
  const original = module.forms;
  if (!original) throw new Error(`${module.id} has no forms`);
  module.forms = (): Promise<FormsModule> =>
    failing() ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original();
  restores.push(() => {
    module.forms = original;
  });
}
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

function open(page: RegistryPage) {
  return renderApp(page.path, { session: page.session });
}

describe("a settings section that cannot load says so and offers 'Reintentar', which loads it", () => {
  it.each(withSections)('$id', async (page) => {
    let failing = true;
    failWhile(
      page.sections.map((section) => section.load.path),
      () => failing,
    );
    const { user } = open(page);
    const regions = [];
    for (const section of page.sections) {
      const region = await screen.findByRole('region', { name: t(section.title) });
      const alert = await within(region).findByRole('alert');
      expect(alert).toHaveTextContent(t(page.resource.texts.loadFailed));
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      regions.push({ section, region });
    }

    failing = false;
    for (const { section, region } of regions) {
      // Sections loaded by the same call came back with the first one retried.
      const retry = within(region).queryByRole('button', { name: 'Reintentar' });
      if (retry) await user.click(retry);
      await waitFor(() => expect(within(region).queryByRole('alert')).not.toBeInTheDocument());
      if (section.form !== null)
        expect(
          await within(region).findByRole('button', { name: t(section.texts.submit) }),
        ).toBeInTheDocument();
    }
  });
});

describe('a section whose form cannot be downloaded says so, with no button to send it', () => {
  it.each(withSectionForms)('$id', async (page) => {
    formsFailWhile(page.module, () => true);
    open(page);
    for (const section of page.sections) {
      const region = await screen.findByRole('region', { name: t(section.title) });
      expect(await within(region).findByRole('alert')).toHaveTextContent(t('engine.loadFailed'));
      expect(within(region).queryByRole('button', { name: t(section.texts.submit) })).not.toBeInTheDocument();
    }
  });
});

describe('a create form that cannot be downloaded says so; opened again, it loads', () => {
  it.each(withCreate)('$id', async (page) => {
    let failing = true;
    formsFailWhile(page.module, () => failing);
    const { user } = open(page);
    const create = await screen.findByRole('button', { name: t(page.resource.texts.create) });
    await user.click(create);
    const title = t(page.resource.texts.createTitle);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('engine.loadFailed'));
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(create);
    const again = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an edit whose row cannot load says why and sends nothing; opened again, it starts from the row', () => {
  it.each(withLoadedEdit)('$id', async (page) => {
    const get = page.resource.get;
    const update = page.resource.update;
    if (!get || !update) throw new Error(`${page.id} loads no row to edit`);
    let failing = true;
    failWhile([get.path], () => failing);
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl(update.path as ApiPath), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(successFixtures[update.path as ApiPath]);
      }),
    );
    const { user } = open(page);
    const [edit] = await screen.findAllByRole('button', { name: /^Editar: / });
    if (!edit) throw new Error(`${page.id} offers no edit`);
    await user.click(edit);
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t('engine.loadFailed'));
    expect(alert).toHaveTextContent(UNAVAILABLE);
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(sent).toEqual([]);

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(edit);
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
