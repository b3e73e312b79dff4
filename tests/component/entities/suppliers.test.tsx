/**
 * The test-only suppliers entity (tests/fixtures/suppliers/) as a page: its descriptor resolved by the
 * generator's code against the contract bundled with its compact form, its texts from the fixture; the
 * list shows the rows, the search finds one, and a supplier is created through the modal.
 */

import { createConfig } from '@redocly/openapi-core';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleContract } from '../../../scripts/contract/bundleContract';
import { compileFormValidator } from '../../../scripts/entities/compileValidator';
import { resolveDescriptor } from '../../../scripts/entities/resolveResource';
import type { ResourceDescriptor } from '../../../src/entities/descriptor';
import type { Resource } from '../../../src/entities/resource';
import { i18n } from '../../../src/i18n/i18n';
import es from '../../../src/i18n/locales/es.json';
import esPages from '../../../src/i18n/pages/es';
import { supplierSources, supplierTexts } from '../../fixtures/suppliers/suppliers';
import descriptor from '../../fixtures/suppliers/suppliers.json';
import { TEST_ORIGIN } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderResource } from '../../support/renderResource';

const acme = {
  id: 1,
  name: 'Acme',
  email: 'pedidos@acme.test',
  phone: '600 000 000',
  notes: '',
  active: true,
};
const sol = { id: 2, name: 'Frutas Sol', email: 'hola@sol.test', phone: '', notes: 'Fruta', active: true };

function compile(code: string): ValidatorFunctions {
  const exports: ValidatorFunctions = {};
  // The generator writes this code into a module at build time; a test evaluates it in place.
  new Function('exports', code)(exports);
  return exports;
}

let resource: Resource;

beforeAll(async () => {
  const contract = await bundleContract(await createConfig({}), supplierSources.contract);
  const texts = supplierTexts('es');
  const resolved = resolveDescriptor(descriptor as ResourceDescriptor, contract, [es, esPages, texts]);
  expect(resolved.errors).toEqual([]);
  if (!resolved.resource) throw new Error('not a collection');
  const forms = resolved.forms;
  const validators = Object.fromEntries(
    Object.entries(forms).map(([key, form]) => [key, compile(compileFormValidator(form.schema))]),
  );
  resource = { ...resolved.resource, forms: async () => ({ forms, validators }) };
  i18n.addResourceBundle('es', 'translation', texts, true, true);
}, 60_000);

describe('a test-only entity as a page', () => {
  it('lists and searches suppliers, and creates one in the modal', async () => {
    const added: unknown[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/client/supplier/get-all`, () =>
        HttpResponse.json({ s: 'ok', m: '', suppliers: [acme, sol] }),
      ),
      http.post(`${TEST_ORIGIN}/client/supplier/add`, async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ s: 'ok', m: '', supplier: { ...acme, id: 3, name: 'Lácteos Norte' } });
      }),
    );
    const { user } = await renderResource(resource);

    const table = await screen.findByRole('table', { name: 'Proveedores' });
    expect(within(table).getByText('Acme')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'fruta');
    // The search runs over name, email and notes: 'fruta' is in Frutas Sol's notes and name only.
    await waitFor(() => expect(within(table).queryByText('Acme')).not.toBeInTheDocument());
    expect(within(table).getByText('Frutas Sol')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nuevo proveedor' }));
    const create = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
    await user.type(await within(create).findByLabelText(/Nombre/), 'Lácteos Norte');
    await user.type(within(create).getByLabelText(/Email/), 'leche@norte.test');
    await user.type(within(create).getByLabelText(/Teléfono/), '910 000 000');
    await user.type(within(create).getByLabelText(/Notas/), 'Reparto diario');
    await user.click(within(create).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Proveedor creado')).toBeInTheDocument();
    expect(added).toEqual([
      {
        name: 'Lácteos Norte',
        email: 'leche@norte.test',
        phone: '910 000 000',
        notes: 'Reparto diario',
        active: true,
      },
    ]);
  });
});
