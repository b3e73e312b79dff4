/**
 * The database's own constraints are the last guard when two requests race past a handler's checks:
 * a real unique violation (23505) and a real foreign-key violation (23503), raised by PGlite and by
 * PostgreSQL, reach the user as a 409 with a Spanish sentence, and nothing is half written. The race is
 * made certain rather than likely: password hashing (between an employee's checks and its insert) waits
 * until the test lets it go, so the other request runs inside that window.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema';
import { OWNER } from './support/demoData';
import { createTestServer, type RawAnswer, type TestServer } from './support/testServer';

/** Hashes wait at this gate while it is closed; `reached` tells the test how many are waiting. */
const gate = vi.hoisted(() => {
  let open = true;
  let waiting: (() => void)[] = [];
  let onArrival: () => void = () => undefined;
  return {
    close() {
      open = false;
    },
    /** Lets every waiting hash go on, and the next ones through. */
    release() {
      open = true;
      for (const resume of waiting.splice(0)) resume();
    },
    async pass(): Promise<void> {
      if (open) return;
      await new Promise<void>((resume) => {
        waiting.push(resume);
        onArrival();
      });
    },
    /** Resolves once `count` hashes wait at the gate. */
    reached(count: number): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (waiting.length >= count) resolve();
        };
        onArrival = check;
        check();
      });
    },
    reset() {
      waiting = [];
      open = true;
    },
  };
});

vi.mock('../../src/server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/auth/passwords')>();
  return {
    ...original,
    async hashPassword(password: string) {
      await gate.pass();
      return original.hashPassword(password);
    },
  };
});

let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
});
afterEach(() => gate.reset());
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
    gate.close();
    // Both requests find the email free, then wait to hash the password.
    const first = server.request('/client/employee/add', newEmployee(email, null), { token: owner });
    const second = server.request('/client/employee/add', newEmployee(email, null), { token: owner });
    await gate.reached(2);
    gate.release();
    const answers: RawAnswer[] = await Promise.all([first, second]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
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
    const email = 'quiosco@cafecentral.test';
    gate.close();
    // The employee's branch exists when it is checked; then the branch is deleted before the insert.
    const adding = server.request('/client/employee/add', newEmployee(email, location.id), { token: owner });
    await gate.reached(1);
    await server.ok('/client/location/delete', { locationId: location.id }, { token: owner });
    gate.release();
    const answer = await adding;

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      s: 'error',
      m: 'Hay datos relacionados que impiden la operación.',
      k: 'conflict.related',
    });
    expect(await accountsWith(email)).toBe(0);
  });
});
