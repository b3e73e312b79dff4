/**
 * The form widgets when something is refused, missing or failing, on every form of the registry that
 * uses them: an image refused before it is sent (wrong type, over 5 MB) or by the server, and an image
 * removed (the save sends it empty); a list of choices that cannot load; the customer picker that finds
 * nobody or cannot search; and an employee's branch (OptionsObjectField), sent as `{ id }` or null.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/api/queryClient';
import type { ApiPath } from '../../../src/contract/types';
import type { FormDefinition } from '../../../src/entities/resource';
import { i18n } from '../../../src/i18n/i18n';
import { failure, successFixtures } from '../../fixtures/responses';
import { answer, answerFailure, apiUrl, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { failWhile } from '../../support/failingCalls';
import { loadEngineCode, type RegistryPage, registryPages } from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

type Body = Record<string, unknown>;
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

interface UiField {
  'ui:widget'?: string;
  'ui:field'?: string;
  'ui:options'?: { source?: { path: string } };
}

/** The fields of a form whose ui schema says so, with their labels' catalogue keys. */
function fieldsOf(form: FormDefinition | undefined, wanted: (ui: UiField) => boolean) {
  if (!form) return [];
  const properties = (form.schema.properties ?? {}) as Record<string, { title?: string }>;
  return Object.entries(form.uiSchema)
    .filter(([name, ui]) => !name.startsWith('ui:') && typeof ui === 'object' && wanted(ui as UiField))
    .map(([name, ui]) => ({ name, ui: ui as UiField, title: properties[name]?.title ?? name }));
}

const collections = await Promise.all(
  (await registryPages('collection')).map(async (page) => ({
    ...page,
    forms: page.resource.forms ? (await page.resource.forms()).forms : {},
  })),
);
type Page = (typeof collections)[number];
const formOf = (page: Page, kind: 'create' | 'update') => page.forms[page.resource.formKeys?.[kind] ?? kind];

const isImage = (ui: UiField) => ui['ui:widget'] === 'image';
const hasSource = (ui: UiField) => typeof ui['ui:options']?.source?.path === 'string';

const withImageEdit = collections
  .filter((page) => page.resource.update !== null && page.can(page.resource.update.access))
  .flatMap((page) => {
    const [image] = fieldsOf(formOf(page, 'update'), isImage);
    return image ? [{ ...page, image }] : [];
  });
const withOptionsCreate = collections
  .filter((page) => page.resource.create !== null && page.can(page.resource.create.access))
  .map((page) => ({ ...page, optionFields: fieldsOf(formOf(page, 'create'), hasSource) }))
  .filter((page) => page.optionFields.length > 0);
const customerPickers = collections.flatMap((page) =>
  page.resource.actions
    .filter((action) => action.scope === 'page' && action.form !== null && page.can(action.access))
    .filter(
      (action) => fieldsOf(page.forms[action.form ?? ''], (ui) => ui['ui:widget'] === 'customer').length > 0,
    )
    .map((action) => ({ ...page, action, name: `${page.id}: ${action.id}` })),
);

beforeAll(async () => {
  await loadEngineCode();
  // The product retries a failed load once, a second later; the test need not wait that second.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
});

function open(page: RegistryPage, search = '') {
  return renderApp(`${page.path}${search}`, { session: page.session });
}

/** A label, required fields' mark after it or not. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });

describe('an image field refuses what the server would, and an image removed is sent empty', () => {
  const BEFORE = '/uploads/demo/antes.png';

  it.each(withImageEdit)('$id', async (page) => {
    const list = page.resource.list;
    const update = page.resource.update;
    if (!list?.path || !update) throw new Error(`${page.id} edits no listed row`);
    const fixture = successFixtures[list.path as ApiPath] as Body;
    const field = page.image.name;
    // Every row has a picture to remove.
    const rows = (fixture[list.items] as Body[]).map((row) => ({ ...row, [field]: BEFORE }));
    server.use(
      http.post(apiUrl(list.path as ApiPath), () => HttpResponse.json({ ...fixture, [list.items]: rows })),
    );
    let uploads = 0;
    server.use(
      http.post(apiUrl('/general/upload-file/{modelType}'), () => {
        uploads += 1;
        return HttpResponse.json(failure('El archivo no es una imagen válida.'), { status: 400 });
      }),
    );
    const saved = recordCalls(update.path, () => ({ body: successFixtures[update.path as ApiPath] as Body }));
    server.use(saved.handler);
    open(page);
    // Files the browser's picker would hide (its accept attribute) can still be dropped or pasted.
    const user = userEvent.setup({ applyAccept: false });
    const [edit] = await screen.findAllByRole('button', { name: /^Editar: / });
    await user.click(edit as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const input = await within(dialog).findByLabelText(labelled(t(page.image.title)), {
      selector: 'input[type="file"]',
    });
    const widget = input.parentElement as HTMLElement;
    expect(
      within(widget.parentElement as HTMLElement).getByRole('img', { name: 'Vista previa' }),
    ).toHaveAttribute('src', expect.stringContaining(BEFORE));

    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await within(widget).findByRole('alert')).toHaveTextContent(
      'La imagen debe ser PNG, JPEG, GIF o WebP.',
    );
    const large = png();
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, large);
    expect(await within(widget).findByText('La imagen supera los 5 MB.')).toBeInTheDocument();
    expect(uploads).toBe(0);
    await user.upload(input, png());
    expect(
      await within(widget).findByText('No se pudo subir la imagen: El archivo no es una imagen válida.'),
    ).toBeInTheDocument();
    expect(uploads).toBe(1);

    await user.click(within(widget).getByRole('button', { name: 'Quitar imagen' }));
    expect(within(dialog).queryByRole('img', { name: 'Vista previa' })).not.toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Elegir imagen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(saved.bodies[0]).toEqual(expect.objectContaining({ [field]: '' }));
  });
});

describe('a list of choices that cannot load says so', () => {
  it.each(withOptionsCreate)('$id', async (page) => {
    failWhile(page.optionFields.map((field) => field.ui['ui:options']?.source?.path ?? ''));
    const { user } = open(page);
    await user.click(await screen.findByRole('button', { name: t(page.resource.texts.create) }));
    const dialog = await screen.findByRole('dialog', { name: t(page.resource.texts.createTitle) });
    for (const field of page.optionFields) {
      const select = await within(dialog).findByLabelText(labelled(t(field.title)), { selector: 'select' });
      await waitFor(() =>
        expect(within(select.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent(
          'No se pudieron cargar las opciones.',
        ),
      );
    }
  });
});

describe('the customer picker says when nobody matches, or when it cannot search', () => {
  it.each(customerPickers)('$name', async (page) => {
    server.use(answer('/client/customer/search', { s: 'ok', m: '', customers: [] }));
    const { user } = open(page, `?action=${page.action.id}`);
    const dialog = await screen.findByRole('dialog', { name: t(page.action.texts.title) });
    const picker = await within(dialog).findByPlaceholderText('Nombre, email, teléfono o código');
    await user.type(picker, 'zqxw');
    expect(await screen.findByText('Ningún cliente coincide.')).toBeInTheDocument();

    server.use(answerFailure('/client/customer/search', failure('El servicio no responde.'), 503));
    await user.type(picker, 'y');
    expect(await screen.findByText('No se pudieron cargar las opciones.')).toBeInTheDocument();
  });
});

describe("an employee's branch (OptionsObjectField)", () => {
  const employees = collections.find((page) => page.id === 'employees');

  it('starts from the branch, and sends the one chosen as { id } or all branches as null', async () => {
    if (!employees) throw new Error('No employees page in the registry');
    const update = recordCalls('/client/employee/update', () => ({
      body: successFixtures['/client/employee/update'] as Body,
    }));
    server.use(update.handler);
    const { user } = open(employees);

    await user.click(await screen.findByRole('button', { name: /^Editar: Marcos/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar empleado' });
    let branch = await within(dialog).findByRole('combobox', { name: 'Sucursal' });
    await waitFor(() => expect(branch).toHaveDisplayValue('Sucursal Centro'));
    await user.selectOptions(branch, 'Todas las sucursales');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toEqual(expect.objectContaining({ employeeId: 7, location: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Editar: Ana/ }));
    dialog = await screen.findByRole('dialog', { name: 'Editar empleado' });
    branch = await within(dialog).findByRole('combobox', { name: 'Sucursal' });
    await waitFor(() => expect(branch).toHaveDisplayValue('Todas las sucursales'));
    await waitFor(() => expect(within(branch).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(branch, 'Sucursal Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update.bodies).toHaveLength(2));
    expect(update.bodies[1]).toEqual(expect.objectContaining({ employeeId: 8, location: { id: 2 } }));
  });
});
