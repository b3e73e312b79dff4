/**
 * The database's own constraints are the last guard when a change gets past a handler's checks (two
 * calls racing on PostgreSQL, or a check that misses a case): a real unique violation (23505) and a real
 * foreign-key violation (23503), raised by PGlite and by PostgreSQL, reach the user as a 409 with a
 * Spanish sentence, and nothing is half written. Since every changing call runs in one transaction
 * (the audit trail's), a race cannot be staged on PGlite's one connection; the checks are blinded
 * instead, so the insert itself meets the constraint on both databases.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema';
import { OWNER } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

/** While blind, the handler's checks see nothing: no account with the email, the branch still there. */
const checks = vi.hoisted(() => ({ blind: false }));

vi.mock('../../src/server/stores/createStore', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/stores/createStore')>();
  return {
    ...original,
    async assertEmailFree(...args: Parameters<typeof original.assertEmailFree>) {
      if (!checks.blind) await original.assertEmailFree(...args);
    },
  };
});

vi.mock('../../src/server/stores/storeLocation', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/stores/storeLocation')>();
  return {
    ...original,
    async locationOfStore(...args: Parameters<typeof original.locationOfStore>) {
      const [, , location] = args;
      return checks.blind ? (location?.id ?? null) : original.locationOfStore(...args);
    },
  };
});

let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
});
afterEach(() => {
  checks.blind = false;
});
afterAll(() => server.close());

function newEmployee(email: string, locationId: number | null) {
  return {
    first_name: 'Marta',
    last_name: 'Carrera',
    email,
    mobile: '',
    password: 'clave-de-prueba-1',
    location: locationId === null ? null : { id: locationId },
    permRedeem: true,
    permGivePoints: true,
    permCreateCustomer: false,
    permStore: false,
  };
}

async function accountsWith(email: string): Promise<number> {
  return (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
}

describe('a constraint violation the checks could not see', () => {
  it("answers a unique violation (23505) with 409 'Ya existe un registro con esos datos.'", async () => {
    const email = 'marta.carrera@cafecentral.test';
    await server.ok('/client/employee/add', newEmployee(email, null), { token: owner });
    checks.blind = true;
    const again = await server.request('/client/employee/add', newEmployee(email, null), { token: owner });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      s: 'error',
      m: 'Ya existe un registro con esos datos.',
      k: 'conflict.duplicate',
    });
    expect(await accountsWith(email)).toBe(1);
  });

  it("answers a foreign-key violation (23503) with 409 'Hay datos relacionados que impiden la operación.'", async () => {
    const { location } = await server.ok(
      '/client/location/add',
      { name: 'Café Central Quiosco', cityId: null },
      { token: owner },
    );
    await server.ok('/client/location/delete', { locationId: location.id }, { token: owner });
    const email = 'quiosco@cafecentral.test';
    checks.blind = true;
    // The branch was there when the form was filled; the check that would say it is gone sees it still.
    const answer = await server.request('/client/employee/add', newEmployee(email, location.id), {
      token: owner,
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      s: 'error',
      m: 'Hay datos relacionados que impiden la operación.',
      k: 'conflict.related',
    });
    expect(await accountsWith(email)).toBe(0);
  });
});
