/**
 * What an employee cannot give themselves: a manager (an employee with permStore) manages the other
 * employees, but never edits their own permissions or location, never grants permStore, never changes
 * another employee's sign-in (email, password) and never touches another manager; only the owner does.
 * And an employee bound to a branch reverses only the points given at that branch.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/contract/types';
import { pointsMovements, users } from '../../src/server/db/schema';
import { EMPLOYEE, locationsOf, newCustomer, OWNER, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let places: { id: number; name: string }[];

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  places = await locationsOf(server.db, await storeId(server.db, 'Café Central'));
});
afterAll(() => server.close());

const permissions = { permRedeem: true, permGivePoints: true, permCreateCustomer: true };

/** An employee made by the owner; answers the record and a session of it. */
async function hire(
  name: string,
  permStore: boolean,
  locationId: number | null,
): Promise<{ employee: Entity<'Employee'>; token: string }> {
  const email = `${name.toLowerCase()}@cafecentral.test`;
  const { employee } = await server.ok(
    '/client/employee/add',
    {
      first_name: name,
      last_name: 'Prueba',
      email,
      mobile: '',
      password: 'clave-de-prueba-1',
      location: locationId === null ? null : { id: locationId },
      ...permissions,
      permStore,
    },
    { token: owner },
  );
  return { employee, token: await server.login(email, 'clave-de-prueba-1') };
}

/** The update body that leaves an employee as they are, with `changes` on top. */
function updateOf(employee: Entity<'Employee'>, changes: Record<string, unknown> = {}) {
  const { id, createdAt: _createdAt, location, ...editable } = employee;
  return { ...editable, employeeId: id, location: location ? { id: location.id } : null, ...changes };
}

async function stored(employeeId: number) {
  const [row] = await server.db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      locationId: users.locationId,
      permStore: users.permStore,
      permCreateCustomer: users.permCreateCustomer,
    })
    .from(users)
    .where(eq(users.id, employeeId));
  return row;
}

describe('a manager (an employee with permStore)', () => {
  let manager: { employee: Entity<'Employee'>; token: string };
  let clerk: { employee: Entity<'Employee'>; token: string };

  beforeAll(async () => {
    manager = await hire('Gerente', true, places[1]?.id ?? null);
    clerk = await hire('Dependiente', false, places[1]?.id ?? null);
  });

  it('cannot change their own permissions or location (403), and nothing changes', async () => {
    const before = await stored(manager.employee.id);
    for (const changes of [{ permCreateCustomer: false }, { location: null }, { first_name: 'Otro' }]) {
      const refusal = await server.fail('/client/employee/update', updateOf(manager.employee, changes), 403, {
        token: manager.token,
      });
      expect(refusal.m).toMatch(/No puede cambiar sus propios permisos ni su sucursal/);
    }
    expect(await stored(manager.employee.id)).toEqual(before);
  });

  it('cannot create another manager (403), and no account is created', async () => {
    const refusal = await server.fail(
      '/client/employee/add',
      {
        first_name: 'Cómplice',
        last_name: 'X',
        email: 'complice@cafecentral.test',
        mobile: '',
        password: 'clave-de-prueba-2',
        location: null,
        ...permissions,
        permStore: true,
      },
      403,
      { token: manager.token },
    );
    expect(refusal.m).toBe('Solo el propietario puede dar el permiso de configuración del negocio.');
    expect(await server.db.select().from(users).where(eq(users.email, 'complice@cafecentral.test'))).toEqual(
      [],
    );
  });

  it("cannot grant permStore, nor change another employee's password or email (403)", async () => {
    const before = await stored(clerk.employee.id);
    const grant = await server.fail(
      '/client/employee/update',
      updateOf(clerk.employee, { permStore: true }),
      403,
      {
        token: manager.token,
      },
    );
    expect(grant.m).toBe('Solo el propietario puede dar el permiso de configuración del negocio.');
    for (const changes of [{ password: 'la-clave-del-gerente' }, { email: 'gerente.2@correo.test' }]) {
      const refusal = await server.fail('/client/employee/update', updateOf(clerk.employee, changes), 403, {
        token: manager.token,
      });
      expect(refusal.m).toBe('Solo el propietario puede cambiar el email o la contraseña de un empleado.');
    }
    expect(await stored(clerk.employee.id)).toEqual(before);
    await server.ok('/login/client', { email: clerk.employee.email, password: 'clave-de-prueba-1' });
  });

  it('cannot change or delete another manager (403)', async () => {
    const peer = await hire('Encargada', true, null);
    await server.fail(
      '/client/employee/update',
      updateOf(peer.employee, { permCreateCustomer: false }),
      403,
      {
        token: manager.token,
      },
    );
    const refusal = await server.fail('/client/employee/delete', { employeeId: peer.employee.id }, 403, {
      token: manager.token,
    });
    expect(refusal.m).toBe(
      'Solo el propietario puede cambiar o eliminar a un empleado con permiso de configuración del negocio.',
    );
    expect(await stored(peer.employee.id)).toEqual(expect.objectContaining({ permStore: true }));
  });

  it("still manages their branch's employees: names and permissions, at that branch", async () => {
    const { employee } = await server.ok(
      '/client/employee/update',
      updateOf(clerk.employee, { first_name: 'Dependienta', permCreateCustomer: false }),
      { token: manager.token },
    );
    expect(employee).toEqual(
      expect.objectContaining({
        first_name: 'Dependienta',
        permCreateCustomer: false,
        location: expect.objectContaining({ id: places[1]?.id }),
      }),
    );
  });

  it('the owner grants permStore, and sets passwords', async () => {
    const { employee } = await server.ok(
      '/client/employee/update',
      updateOf(clerk.employee, { permStore: true, password: 'nueva-clave-del-dueno' }),
      { token: owner },
    );
    expect(employee.permStore).toBe(true);
    await server.ok('/login/client', { email: clerk.employee.email, password: 'nueva-clave-del-dueno' });
  });
});

describe('a manager with only permStore, bound to one branch (the attack of issue 14)', () => {
  let attacker: { employee: Entity<'Employee'>; token: string };
  const own = () => places[0]?.id ?? 0;

  beforeAll(async () => {
    const email = 'intruso@cafecentral.test';
    await server.ok(
      '/client/employee/add',
      {
        first_name: 'Intruso',
        last_name: 'Prueba',
        email,
        mobile: '',
        password: 'clave-de-prueba-1',
        location: { id: own() },
        permRedeem: false,
        permGivePoints: false,
        permCreateCustomer: false,
        permStore: true,
      },
      { token: owner },
    );
    const { employees } = await server.ok('/client/get-all-employees', {}, { token: owner });
    const employee = employees.find((row) => row.email === email);
    if (!employee) throw new Error('The attacker was not created');
    attacker = { employee, token: await server.login(email, 'clave-de-prueba-1') };
  });

  const accomplice = (location: { id: number } | null) => ({
    first_name: 'Cómplice',
    last_name: 'X',
    email: 'complice.2@cafecentral.test',
    mobile: '',
    password: 'clave-de-prueba-2',
    location,
    permRedeem: true,
    permGivePoints: true,
    permCreateCustomer: true,
    permStore: false,
  });

  it('cannot create an employee with permissions they do not hold, nor one with no branch (403)', async () => {
    const raised = await server.fail('/client/employee/add', accomplice({ id: own() }), 403, {
      token: attacker.token,
    });
    expect(raised.m).toBe('Solo puede dar a otros empleados los permisos que usted tiene.');
    const unbound = await server.fail(
      '/client/employee/add',
      { ...accomplice(null), permRedeem: false, permGivePoints: false, permCreateCustomer: false },
      403,
      { token: attacker.token },
    );
    expect(unbound.m).toBe('Solo puede asignar empleados a su propia sucursal.');
    expect(
      await server.db.select().from(users).where(eq(users.email, 'complice.2@cafecentral.test')),
    ).toEqual([]);
  });

  it("cannot raise another employee's permissions nor unbind them (403), and nothing changes", async () => {
    const { employee: colleague } = await server.ok(
      '/client/employee/add',
      {
        ...accomplice({ id: own() }),
        email: 'colega@cafecentral.test',
        ...{ permRedeem: false, permGivePoints: false, permCreateCustomer: false },
      },
      { token: owner },
    );
    const before = await stored(colleague.id);
    const raised = await server.fail(
      '/client/employee/update',
      updateOf(colleague, { permRedeem: true, permGivePoints: true, permCreateCustomer: true }),
      403,
      { token: attacker.token },
    );
    expect(raised.m).toBe('Solo puede dar a otros empleados los permisos que usted tiene.');
    const unbound = await server.fail(
      '/client/employee/update',
      updateOf(colleague, { location: null }),
      403,
      {
        token: attacker.token,
      },
    );
    expect(unbound.m).toBe('Solo puede asignar empleados a su propia sucursal.');
    expect(await stored(colleague.id)).toEqual(before);
    const { employee } = await server.ok(
      '/client/employee/update',
      updateOf(colleague, { first_name: 'Colega' }),
      { token: attacker.token },
    );
    expect(employee.first_name).toBe('Colega');
  });

  it('cannot touch an employee of another branch or of every branch (403)', async () => {
    const { employee: elsewhere } = await server.ok(
      '/client/employee/add',
      { ...accomplice({ id: places[1]?.id ?? 0 }), email: 'otra.sucursal@cafecentral.test' },
      { token: owner },
    );
    const refusal = await server.fail(
      '/client/employee/update',
      updateOf(elsewhere, { first_name: 'Otro' }),
      403,
      { token: attacker.token },
    );
    expect(refusal.m).toBe('Solo puede gestionar a los empleados de su propia sucursal.');
    await server.fail('/client/employee/delete', { employeeId: elsewhere.id }, 403, {
      token: attacker.token,
    });
    expect(await stored(elsewhere.id)).toBeDefined();
  });
});

describe('an employee bound to a branch', () => {
  it('reverses only the points given at that branch (403 for another or none), and the others stay', async () => {
    const employee = await server.login(EMPLOYEE);
    const [own, other] = [places[0], places[1]];
    const customer = await newCustomer(server, owner);
    const grant = async (locationId: number | undefined, token = owner) =>
      (
        await server.ok(
          '/client/customer/add-points',
          { customerId: customer.id, points: 10, ...(locationId === undefined ? {} : { locationId }) },
          { token },
        )
      ).movement.id;
    const atOther = await grant(other?.id);
    const atNone = await grant(undefined);
    const atOwn = await grant(own?.id);
    for (const movementId of [atOther, atNone]) {
      const refusal = await server.fail('/client/customer/delete-points', { movementId }, 403, {
        token: employee,
      });
      expect(refusal.m).toBe('Solo puede operar en su propia sucursal.');
    }
    const [kept] = await server.db
      .select({ deleted: pointsMovements.deleted })
      .from(pointsMovements)
      .where(and(eq(pointsMovements.id, atOther)));
    expect(kept?.deleted).toBe(false);
    await server.ok('/client/customer/delete-points', { movementId: atOwn }, { token: employee });
    await server.ok('/client/customer/delete-points', { movementId: atOther }, { token: owner });
  });
});
