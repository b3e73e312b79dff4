/**
 * A branch is what holds a bound employee to it: an employee bound to a branch can neither delete nor
 * change it (deleting it used to unbind them, and then they acted on every branch), and a branch with
 * employees bound to it is not deleted by anyone: the answer says how many are bound, and the owner
 * moves them first. The database refuses it too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/contract/types';
import { locations, stores, users } from '../../src/server/db/schema';
import { OWNER, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  // No plan limit of branches: each test makes its own.
  await server.db
    .update(stores)
    .set({ planLocationLimit: 0 })
    .where(eq(stores.id, await storeId(server.db, 'Café Central')));
});
afterAll(() => server.close());

const branchBody = (name: string) => ({
  name,
  address: 'Calle Mayor 1',
  phone: '',
  cityId: null,
  latitude: null,
  longitude: null,
  active: true,
});

async function newBranch(name: string): Promise<Entity<'Location'>> {
  return (await server.ok('/client/location/add', branchBody(name), { token: owner })).location;
}

let sequence = 0;

/** An employee of the owner's store bound to `locationId`; answers the record and a session. */
async function hire(locationId: number | null, permStore: boolean) {
  sequence += 1;
  const email = `sucursal.${sequence}@cafecentral.test`;
  const { employee } = await server.ok(
    '/client/employee/add',
    {
      first_name: 'Empleado',
      last_name: String(sequence),
      email,
      mobile: '',
      password: 'clave-de-prueba-1',
      location: locationId === null ? null : { id: locationId },
      permRedeem: true,
      permGivePoints: true,
      permCreateCustomer: true,
      permStore,
    },
    { token: owner },
  );
  return { employee, token: await server.login(email, 'clave-de-prueba-1') };
}

const boundTo = async (employeeId: number) =>
  (await server.db.select({ locationId: users.locationId }).from(users).where(eq(users.id, employeeId)))[0]
    ?.locationId;

const branchExists = async (id: number) =>
  (await server.db.select({ id: locations.id }).from(locations).where(eq(locations.id, id))).length === 1;

describe('a manager bound to a branch', () => {
  it('cannot delete it (403): the branch and the binding stay', async () => {
    const branch = await newBranch('Sucursal del gerente');
    const manager = await hire(branch.id, true);
    const refusal = await server.fail('/client/location/delete', { locationId: branch.id }, 403, {
      token: manager.token,
    });
    expect(refusal.m).toBe(
      'No puede cambiar ni eliminar la sucursal a la que está asignado: pídaselo al propietario.',
    );
    expect(await branchExists(branch.id)).toBe(true);
    expect(await boundTo(manager.employee.id)).toBe(branch.id);
  });

  it('cannot change it either (403), and it stays as it was', async () => {
    const branch = await newBranch('Sucursal fija');
    const manager = await hire(branch.id, true);
    const refusal = await server.fail(
      '/client/location/update',
      { locationId: branch.id, ...branchBody('Otra'), active: false },
      403,
      { token: manager.token },
    );
    expect(refusal.m).toMatch(/No puede cambiar ni eliminar la sucursal a la que está asignado/);
    const [row] = await server.db.select().from(locations).where(eq(locations.id, branch.id));
    expect(row).toEqual(expect.objectContaining({ name: 'Sucursal fija', active: true }));
  });
});

describe('a branch with employees bound to it', () => {
  it('is not deleted, even by the owner (409 naming how many, singular and plural)', async () => {
    const branch = await newBranch('Sucursal con plantilla');
    const first = await hire(branch.id, false);
    const one = await server.fail('/client/location/delete', { locationId: branch.id }, 409, {
      token: owner,
    });
    expect(one.m).toBe(
      'No se puede eliminar la sucursal: tiene 1 empleado asignado. Asígnele otra sucursal antes.',
    );
    const second = await hire(branch.id, false);
    const two = await server.fail('/client/location/delete', { locationId: branch.id }, 409, {
      token: owner,
    });
    expect(two.m).toBe(
      'No se puede eliminar la sucursal: tiene 2 empleados asignados. Asígneles otra sucursal antes.',
    );
    expect(await branchExists(branch.id)).toBe(true);
    expect(await boundTo(first.employee.id)).toBe(branch.id);
    expect(await boundTo(second.employee.id)).toBe(branch.id);
  });

  it('is deleted once the owner has moved them', async () => {
    const branch = await newBranch('Sucursal que cierra');
    const other = await newBranch('Sucursal que sigue');
    const { employee } = await hire(branch.id, false);
    const { id, createdAt: _createdAt, location: _location, ...editable } = employee;
    await server.ok(
      '/client/employee/update',
      { ...editable, employeeId: id, location: { id: other.id } },
      { token: owner },
    );
    await server.ok('/client/location/delete', { locationId: branch.id }, { token: owner });
    expect(await branchExists(branch.id)).toBe(false);
    expect(await boundTo(id)).toBe(other.id);
  });

  it('is refused by the database too: no silent unbinding on delete', async () => {
    const [employee] = await server.db
      .select({ id: users.id, locationId: users.locationId })
      .from(users)
      .where(eq(users.email, 'empleado@demo.test'));
    const locationId = employee?.locationId ?? 0;
    await expect(server.db.delete(locations).where(eq(locations.id, locationId))).rejects.toThrow();
    expect(await boundTo(employee?.id ?? 0)).toBe(locationId);
  });
});
