/**
 * The test-only suppliers entity (tests/fixtures/suppliers/) served by the reference server: its
 * compact contract bundled with the real one by the generator's own code, its one factory call added to
 * the product's handlers, its table made here. Over HTTP: list, create, update and delete for the
 * store's owner, each store's rows its own, and the x-access the compact contract gives enforced.
 */

import { createConfig } from '@redocly/openapi-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleContract } from '../../scripts/contract/bundleContract';
import type { ExtraHandler } from '../../src/server/app';
import { createSuppliersTable, supplierHandlers, supplierSources } from '../fixtures/suppliers/suppliers';
import { ADMIN, OWNER, OWNER2 } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;

beforeAll(async () => {
  const contract = (await bundleContract(
    await createConfig({}),
    supplierSources.contract,
  )) as unknown as Record<string, unknown>;
  const handlers: Record<string, ExtraHandler> = supplierHandlers;
  server = await createTestServer({}, { contract, handlers });
  await server.db.execute(sql.raw(createSuppliersTable));
  owner = await server.login(OWNER);
}, 120_000);
afterAll(() => server?.close());

const acme = { name: 'Acme', email: 'pedidos@acme.test', phone: '+34 600 000 000', notes: 'Los lunes' };

describe('a test-only entity on the server', () => {
  it('lists, creates, updates and deletes suppliers of the caller’s store', async () => {
    const added = await server.request('/client/supplier/add', acme, { token: owner });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      s: 'ok',
      m: 'Proveedor creado.',
      supplier: { id: expect.any(Number), ...acme, active: true },
    });
    const { supplier } = added.body as { supplier: { id: number } };

    const changed = { supplierId: supplier.id, ...acme, name: 'Acme Ibérica', active: false };
    const updated = await server.request('/client/supplier/update', changed, { token: owner });
    expect(updated.body).toMatchObject({
      s: 'ok',
      supplier: { id: supplier.id, name: 'Acme Ibérica', active: false },
    });

    const listed = await server.request('/client/supplier/get-all', {}, { token: owner });
    expect(listed.body).toMatchObject({ s: 'ok', suppliers: [{ id: supplier.id, name: 'Acme Ibérica' }] });

    const other = await server.login(OWNER2);
    expect((await server.request('/client/supplier/get-all', {}, { token: other })).body).toMatchObject({
      suppliers: [],
    });
    const stranger = await server.request(
      '/client/supplier/delete',
      { supplierId: supplier.id },
      { token: other },
    );
    expect(stranger).toMatchObject({ status: 404, body: { m: 'No se ha encontrado el proveedor.' } });

    const removed = await server.request(
      '/client/supplier/delete',
      { supplierId: supplier.id },
      { token: owner },
    );
    expect(removed.body).toMatchObject({ s: 'ok', m: 'Proveedor eliminado.' });
  });

  it('refuses what the contract refuses: a body that breaks the schema, no session, an administrator', async () => {
    const bad = await server.request(
      '/client/supplier/add',
      { ...acme, email: 'no-es-correo' },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    expect((await server.request('/client/supplier/get-all', {})).status).toBe(401);
    const admin = await server.login(ADMIN);
    expect((await server.request('/client/supplier/get-all', {}, { token: admin })).status).toBe(403);
  });
});
