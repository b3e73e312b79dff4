/**
 * The signed-in user's own account against a stolen session: the sign-in email changes only with the
 * current password, and wrong current passwords (in a password or an email change) are limited per
 * account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { EMPLOYEE, userId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const MINUTE = 60_000;
let server: TestServer;
let token: string;
let employeeId: number;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.login(EMPLOYEE);
  employeeId = await userId(server.db, EMPLOYEE);
});
afterAll(() => server.close());

const profile = { first_name: 'Pablo', last_name: 'Ruiz', defaultLanguage: 'es' } as const;

async function storedEmail(): Promise<string | undefined> {
  const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, employeeId));
  return row?.email;
}

describe('changing the sign-in email', () => {
  it('needs the current password: without it or with a wrong one nothing changes (400)', async () => {
    const missing = await server.fail(
      '/client/employee/update-profile',
      { ...profile, email: 'ladron@correo.test' },
      400,
      { token },
    );
    expect(missing.m).toBe('Para cambiar el email indique su contraseña actual.');
    const wrong = await server.fail(
      '/client/employee/update-profile',
      { ...profile, email: 'ladron@correo.test', currentPassword: 'no-es-esta' },
      400,
      { token },
    );
    expect(wrong.m).toBe('La contraseña actual no es correcta.');
    expect(await storedEmail()).toBe(EMPLOYEE);
  });

  it('keeps the other fields editable without the password while the email stays', async () => {
    const { user } = await server.ok(
      '/client/employee/update-profile',
      { ...profile, last_name: 'Ruiz Gil', email: 'EMPLEADO@demo.test' },
      { token },
    );
    expect(user).toEqual(expect.objectContaining({ last_name: 'Ruiz Gil', email: EMPLOYEE }));
  });

  it('changes with the current password, and the account then signs in with the new email', async () => {
    const { user } = await server.ok(
      '/client/employee/update-profile',
      { ...profile, email: 'pablo.ruiz@correo.test', currentPassword: 'demo1234' },
      { token },
    );
    expect(user.email).toBe('pablo.ruiz@correo.test');
    await server.ok('/login/client', { email: 'pablo.ruiz@correo.test', password: 'demo1234' });
    await server.ok(
      '/client/employee/update-profile',
      { ...profile, email: EMPLOYEE, currentPassword: 'demo1234' },
      { token },
    );
  });
});

describe('wrong current passwords', () => {
  it('are limited to 5 in 15 minutes per account, password and email changes together (429)', async () => {
    // Past the window of the wrong password tried above.
    server.advanceClock(16 * MINUTE);
    for (let n = 0; n < 3; n++) {
      await server.fail(
        '/client/employee/change-password',
        { currentPassword: `mala-${n}`, newPassword: 'nueva-clave-1' },
        400,
        { token },
      );
    }
    for (let n = 0; n < 2; n++) {
      await server.fail(
        '/client/employee/update-profile',
        { ...profile, email: 'otro@correo.test', currentPassword: `mala-${n}` },
        400,
        { token },
      );
    }
    const limited = await server.fail(
      '/client/employee/change-password',
      { currentPassword: 'demo1234', newPassword: 'nueva-clave-1' },
      429,
      { token },
    );
    expect(limited.m).toBe('Demasiados intentos fallidos. Espere unos minutos y vuelva a intentarlo.');
    await server.fail(
      '/client/employee/update-profile',
      { ...profile, email: 'otro@correo.test', currentPassword: 'demo1234' },
      429,
      { token },
    );
    expect(await storedEmail()).toBe(EMPLOYEE);

    server.advanceClock(16 * MINUTE);
    await server.ok(
      '/client/employee/change-password',
      { currentPassword: 'demo1234', newPassword: 'nueva-clave-1' },
      { token },
    );
  });
});
