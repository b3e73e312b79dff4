/**
 * The maintainer's proof (DESIGN principle 2): a descriptor that exists only in this test, with its texts,
 * resolved against the real contract by the same code as `npm run gen`, gets a working list, create,
 * edit, delete and an action against MSW — and no component was written for it.
 */

import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFormValidator } from '../../../scripts/entities/compileValidator';
import { resolveDescriptor } from '../../../scripts/entities/resolveResource';
import bundledContract from '../../../src/contract/generated/openapi.json';
import type { ResourceDescriptor } from '../../../src/entities/descriptor';
import type { Resource } from '../../../src/entities/resource';
import { i18n } from '../../../src/i18n/i18n';
import es from '../../../src/i18n/locales/es.json';
import esPages from '../../../src/i18n/pages/es';
import { buildReward } from '../../fixtures/entities';
import { okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderResource } from '../../support/renderResource';

const descriptor: ResourceDescriptor = {
  id: 'perks',
  kind: 'collection',
  access: 'storeSettings',
  entity: 'Reward',
  operations: {
    list: { path: '/client/get-all-rewards', items: 'rewards' },
    create: { path: '/client/reward/add' },
    update: { path: '/client/reward/update', id: 'rewardId' },
    remove: { path: '/client/reward/delete', id: 'rewardId' },
  },
  columns: ['name', 'points'],
  searchFields: ['name'],
  form: { fields: ['name', 'points'] },
  actions: [
    {
      id: 'newToken',
      scope: 'page',
      icon: 'key',
      // Making the store's API key is the owner's (its operation's x-access); the page is the store settings'.
      access: 'owner',
      operation: { path: '/client/api/token/generate' },
      confirm: true,
      result: { kind: 'secret', field: 'token' },
    },
  ],
};

/** The descriptor's own texts, as its catalogue file would hold them. */
const texts = {
  entities: {
    perks: {
      title: 'Ventajas',
      create: 'Nueva ventaja',
      createTitle: 'Nueva ventaja',
      editTitle: 'Editar ventaja',
      created: 'Ventaja creada',
      updated: 'Ventaja actualizada',
      deleted: 'Ventaja eliminada',
      deleteConfirm: '¿Eliminar «{{name}}»?',
      fields: { points: 'Coste en puntos' },
      actions: {
        newToken: { label: 'Generar clave', confirm: '¿Generar una clave nueva?', success: 'Clave generada' },
      },
    },
  },
};

function compile(code: string): ValidatorFunctions {
  const exports: ValidatorFunctions = {};
  // The generator writes this code into a module at build time; a test evaluates it in place.
  new Function('exports', code)(exports);
  return exports;
}

let resource: Resource;

beforeAll(() => {
  const resolved = resolveDescriptor(descriptor, bundledContract, [es, esPages, texts]);
  expect(resolved.errors).toEqual([]);
  if (!resolved.resource) throw new Error('not a collection');
  const forms = resolved.forms;
  const validators = Object.fromEntries(
    Object.entries(forms).map(([key, form]) => [key, compile(compileFormValidator(form.schema))]),
  );
  resource = { ...resolved.resource, forms: async () => ({ forms, validators }) };
  i18n.addResourceBundle('es', 'translation', texts, true, true);
});

describe('a descriptor alone makes a working page', () => {
  it('lists, creates, edits, deletes and runs an action', async () => {
    const add = recordCalls('/client/reward/add', () => ({
      body: { s: 'ok', m: '', reward: buildReward({ id: 30 }) },
    }));
    const update = recordCalls('/client/reward/update', () => ({
      body: { s: 'ok', m: '', reward: buildReward() },
    }));
    const remove = recordCalls('/client/reward/delete', () => ({ body: okResponse() }));
    const token = recordCalls('/client/api/token/generate', () => ({
      body: {
        s: 'ok',
        m: '',
        token: 'lbo_0123456789abcdef0123456789abcdef',
        apiToken: { preview: 'lbo_0123…', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null },
      },
    }));
    server.use(add.handler, update.handler, remove.handler, token.handler);
    const { user } = await renderResource(resource);

    const table = await screen.findByRole('table', { name: 'Ventajas' });
    expect(within(table).getByRole('columnheader', { name: /Coste en puntos/ })).toBeInTheDocument();
    expect(within(table).getByText('Tarta del día')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nueva ventaja' }));
    const create = await screen.findByRole('dialog', { name: 'Nueva ventaja' });
    await user.type(await within(create).findByLabelText(/Nombre/), 'Té verde');
    await user.type(within(create).getByLabelText(/Coste en puntos/), '80');
    await user.click(within(create).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ventaja creada')).toBeInTheDocument();
    expect(add.bodies).toEqual([{ name: 'Té verde', points: 80 }]);

    await user.click(screen.getByRole('button', { name: 'Editar: Tarta del día' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar ventaja' });
    const name = await within(edit).findByLabelText(/Nombre/);
    await user.clear(name);
    await user.type(name, 'Tarta de la casa');
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ventaja actualizada')).toBeInTheDocument();
    // The fields the form does not show travel as the row has them.
    expect(update.bodies).toEqual([
      {
        rewardId: 12,
        name: 'Tarta de la casa',
        points: 300,
        description: 'Un café con leche en cualquier sucursal.',
        image: '',
        active: true,
        stock: 4,
      },
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Eliminar: Café con leche' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar' });
    expect(confirm).toHaveTextContent('¿Eliminar «Café con leche»?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ventaja eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ rewardId: 11 }]);

    await user.click(screen.getByRole('button', { name: 'Generar clave' }));
    const ask = await screen.findByRole('dialog', { name: 'Generar clave' });
    expect(ask).toHaveTextContent('¿Generar una clave nueva?');
    await user.click(within(ask).getByRole('button', { name: 'Generar clave' }));
    const shown = await screen.findByRole('dialog', { name: 'Generar clave' });
    expect(await within(shown).findByText('lbo_0123456789abcdef0123456789abcdef')).toBeInTheDocument();
    expect(screen.getByText('Clave generada')).toBeInTheDocument();
    expect(token.bodies).toEqual([{}]);
  });
});
