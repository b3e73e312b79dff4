/**
 * Forms that create or change an account's email cannot be used to test a list of emails for accounts:
 * each answer that an email is taken (409) counts against the asking account, 10 an hour; past them the
 * answer is 429 in Spanish, whether the next email is taken or not. Free emails do not count, and the
 * limit is each account's own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { ADMIN, EMPLOYEE, OWNER, OWNER2 } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const HOUR = 3_600_000;
const LIMITED =
  'Demasiados emails que ya tienen cuenta en poco tiempo. Espere una hora y vuelva a intentarlo.';

let server: TestServer;
let owner: string;
let otherOwner: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  [owner, otherOwner, admin] = await Promise.all([
    server.login(OWNER),
    server.login(OWNER2),
    server.login(ADMIN),
  ]);
});
afterAll(() => server.close());

/** Emails that have an account: the demo's, then the probe's guesses (which exist too). */
const TAKEN = [EMPLOYEE, OWNER2, ADMIN];

const employeeBody = (email: string) => ({
  first_name: 'Sonda',
  last_name: 'X',
  email,
  mobile: '',
  password: 'clave-de-prueba-1',
  location: null,
  permRedeem: false,
  permGivePoints: false,
  permCreateCustomer: false,
  permStore: false,
});

const accounts = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe('taken emails asked through the employee form', () => {
  it('answer 409 ten times an hour per account, then 429 even for a free email', async () => {
    for (let n = 0; n < 10; n++) {
      const taken = await server.fail('/client/employee/add', employeeBody(TAKEN[n % 3] ?? ''), 409, {
        token: owner,
      });
      expect(taken.m).toBe('Ya existe una cuenta con ese email.');
    }
    const limited = await server.fail('/client/employee/add', employeeBody(EMPLOYEE), 429, { token: owner });
    expect(limited.m).toBe(LIMITED);
    const free = await server.fail('/client/employee/add', employeeBody('libre.1@correo.test'), 429, {
      token: owner,
    });
    expect(free.m).toBe(LIMITED);
    expect(await accounts('libre.1@correo.test')).toBe(0);
  });

  it("count against the asking account only: another store's owner still asks", async () => {
    await server.fail('/client/employee/add', employeeBody(EMPLOYEE), 409, { token: otherOwner });
    await server.ok('/client/employee/add', employeeBody('libre.2@correo.test'), { token: otherOwner });
  });

  it('count through the update and the profile too, and free again after the hour', async () => {
    server.advanceClock(HOUR + 60_000);
    const { employee } = await server.ok('/client/employee/add', employeeBody('libre.3@correo.test'), {
      token: owner,
    });
    const { id, createdAt: _createdAt, location: _location, ...editable } = employee;
    for (let n = 0; n < 5; n++) {
      await server.fail(
        '/client/employee/update',
        { ...editable, employeeId: id, location: null, email: TAKEN[n % 3] },
        409,
        { token: owner },
      );
    }
    const profile = { first_name: 'Lucía', last_name: 'Fernández', defaultLanguage: 'es' as const };
    for (let n = 0; n < 5; n++) {
      await server.fail(
        '/client/employee/update-profile',
        { ...profile, email: TAKEN[n % 3], currentPassword: 'demo1234' },
        409,
        { token: owner },
      );
    }
    const limited = await server.fail(
      '/client/employee/update',
      { ...editable, employeeId: id, location: null, email: 'libre.4@correo.test' },
      429,
      { token: owner },
    );
    expect(limited.m).toBe(LIMITED);
    // Saving without changing the email asks nothing, so it is not limited.
    await server.ok(
      '/client/employee/update',
      { ...editable, employeeId: id, location: null, first_name: 'Renombrada' },
      { token: owner },
    );
  });
});

describe("taken emails asked through the administrator's new store", () => {
  it('answer 409 ten times an hour, then 429', async () => {
    const store = (email: string) => ({
      type: 'new' as const,
      name: 'Sonda',
      storeTypeId: 1,
      first_name: 'A',
      last_name: 'B',
      email,
      password: 'clave-segura-1',
    });
    for (let n = 0; n < 10; n++) {
      await server.fail('/admin/business/process', store(TAKEN[n % 3] ?? ''), 409, { token: admin });
    }
    const limited = await server.fail('/admin/business/process', store('libre.5@correo.test'), 429, {
      token: admin,
    });
    expect(limited.m).toBe(LIMITED);
    expect(await accounts('libre.5@correo.test')).toBe(0);
  });
});
