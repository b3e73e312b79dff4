/**
 * Sign-in, sessions and password recovery end to end: the recovery mail written to the data folder,
 * its link working once and expiring, the sign-in rate limit per address and per email, session expiry
 * and the sessions closed by password changes and deactivated stores.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, stores } from '../../src/server/db/schema';
import { EMPLOYEE, OWNER, OWNER2, storeId, userId } from './support/demoData';
import { createTestServer, PUBLIC_URL, type TestServer } from './support/testServer';

const MINUTE = 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function mailFiles(): Promise<string[]> {
  const directory = join(server.dataDir, 'mail');
  try {
    return (await readdir(directory)).sort().map((name) => join(directory, name));
  } catch {
    return [];
  }
}

/** The token of the recovery link in the newest .txt mail written to the data folder. */
async function linkTokenFromLastMail(): Promise<string> {
  const text = (await mailFiles()).filter((file) => file.endsWith('.txt')).at(-1);
  if (!text) throw new Error('No mail was written');
  const body = await readFile(text, 'utf8');
  const link = body.match(/https?:\/\/\S+\/resetpassword\?token=\S+/)?.[0];
  if (!link) throw new Error(`No recovery link in:\n${body}`);
  expect(link.startsWith(`${PUBLIC_URL}/resetpassword?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('password recovery', () => {
  it('writes the mail, sets the new password once, closes sessions, and the old password stops working', async () => {
    const oldSession = await server.login(OWNER2);
    const before = (await mailFiles()).length;
    const asked = await server.ok('/login/client/recovery-password', { email: 'Owner2@Demo.test' });
    expect(asked.m).toBe('Pedido recibido');
    const written = await mailFiles();
    expect(written.length - before).toBe(2);
    expect(written.some((file) => file.endsWith('.eml'))).toBe(true);
    const token = await linkTokenFromLastMail();

    await server.ok('/general/process-password-recovery', { token, password: 'nueva-clave-2026' });
    const reused = await server.fail(
      '/general/process-password-recovery',
      { token, password: 'otra-clave-2026' },
      400,
    );
    expect(reused.m).toMatch(/no es válido o ha caducado/);

    await server.fail('/login/client', { email: OWNER2, password: 'demo1234' }, 401);
    await server.ok('/login/client', { email: OWNER2, password: 'nueva-clave-2026' });
    await server.fail('/client/get-store-info', {}, 401, { token: oldSession });
  });

  it('refuses a link older than an hour', async () => {
    await server.ok('/login/client/recovery-password', { email: OWNER2 });
    const token = await linkTokenFromLastMail();
    server.advanceClock(61 * MINUTE);
    await server.fail('/general/process-password-recovery', { token, password: 'clave-caducada-1' }, 400);
    await server.ok('/login/client', { email: OWNER2, password: 'nueva-clave-2026' });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = server.mails.length;
    const answer = await server.ok('/login/client/recovery-password', { email: 'nadie@ninguna-parte.test' });
    expect(answer.m).toBe('Pedido recibido');
    expect(server.mails.length).toBe(before);
  });
});

describe('sign-in rate limit', () => {
  const attempt = (email: string, password: string, ip: string) =>
    server.request('/login/client', { email, password }, { ip });

  it('refuses an address after 10 failures in 15 minutes, even with the right password', async () => {
    for (let n = 0; n < 10; n++)
      expect((await attempt(`nobody${n}@demo.test`, 'wrong', '203.0.113.7')).status).toBe(401);
    const blocked = await attempt(EMPLOYEE, 'demo1234', '203.0.113.7');
    expect(blocked).toEqual(
      expect.objectContaining({ status: 429, body: expect.objectContaining({ s: 'error' }) }),
    );
    expect((await attempt(EMPLOYEE, 'demo1234', '203.0.113.8')).status).toBe(200);
    server.advanceClock(16 * MINUTE);
    expect((await attempt(EMPLOYEE, 'demo1234', '203.0.113.7')).status).toBe(200);
  });

  it('refuses an email after 10 failures from any addresses', async () => {
    for (let n = 0; n < 10; n++) expect((await attempt(OWNER, 'wrong', `198.51.100.${n}`)).status).toBe(401);
    expect((await attempt(OWNER, 'demo1234', '198.51.100.200')).status).toBe(429);
    server.advanceClock(16 * MINUTE);
    expect((await attempt(OWNER, 'demo1234', '198.51.100.200')).status).toBe(200);
  });

  it('shows the same message for a wrong password and an unknown email', async () => {
    const wrong = await server.fail('/login/client', { email: OWNER, password: 'incorrecta' }, 401, {
      ip: '192.0.2.1',
    });
    const unknown = await server.fail('/login/client', { email: 'quien@demo.test', password: 'x' }, 401, {
      ip: '192.0.2.1',
    });
    expect(wrong.m).toBe('El email y/o la contraseña no son válidos.');
    expect(unknown.m).toBe(wrong.m);
  });
});

describe('sessions', () => {
  it('remember when they were last used, to the hour', async () => {
    const { session } = await server.ok(
      '/login/client',
      { email: OWNER2, password: 'nueva-clave-2026' },
      { ip: '192.0.2.49' },
    );
    const lastSeen = async () => {
      const [row] = await server.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .orderBy(desc(sessions.id))
        .limit(1);
      return row?.at.getTime() ?? 0;
    };
    const opened = await lastSeen();
    server.advanceClock(10 * MINUTE);
    await server.ok('/client/employee/info', {}, { token: session.token });
    expect(await lastSeen()).toBe(opened);
    server.advanceClock(2 * 60 * MINUTE);
    await server.ok('/client/employee/info', {}, { token: session.token });
    expect(await lastSeen()).toBeGreaterThanOrEqual(opened + 130 * MINUTE);
  });

  it('expire after 30 days', async () => {
    const { session } = await server.ok(
      '/login/client',
      { email: EMPLOYEE, password: 'demo1234' },
      { ip: '192.0.2.50' },
    );
    await server.ok('/client/employee/info', {}, { token: session.token });
    server.advanceClock(31 * 24 * 60 * MINUTE);
    await server.fail('/client/employee/info', {}, 401, { token: session.token });
  });

  it('a password change keeps the current session and closes the others', async () => {
    const login = () =>
      server.ok('/login/client', { email: EMPLOYEE, password: 'demo1234' }, { ip: '192.0.2.51' });
    const [current, other] = [(await login()).session.token, (await login()).session.token];
    await server.fail(
      '/client/employee/change-password',
      { currentPassword: 'mala', newPassword: 'nueva-clave-99' },
      400,
      { token: current },
    );
    await server.ok(
      '/client/employee/change-password',
      { currentPassword: 'demo1234', newPassword: 'nueva-clave-99' },
      { token: current },
    );
    await server.ok('/client/employee/info', {}, { token: current });
    await server.fail('/client/employee/info', {}, 401, { token: other });
  });

  it("the owner's new password for an employee closes the employee's sessions", async () => {
    const owner = await server.login(OWNER);
    const { session } = await server.ok(
      '/login/client',
      { email: EMPLOYEE, password: 'nueva-clave-99' },
      { ip: '192.0.2.52' },
    );
    const employeeId = await userId(server.db, EMPLOYEE);
    const { employees } = await server.ok('/client/get-all-employees', {}, { token: owner });
    const current = employees.find((employee) => employee.id === employeeId);
    if (!current) throw new Error('The employee is missing');
    const { id: _id, createdAt: _createdAt, location, ...editable } = current;
    await server.ok(
      '/client/employee/update',
      { ...editable, employeeId, location: location ? { id: location.id } : null, password: 'otra-clave-77' },
      { token: owner },
    );
    await server.fail('/client/employee/info', {}, 401, { token: session.token });
  });

  it('a deactivated store can neither sign in nor keep using its sessions', async () => {
    const token = await server.login(OWNER);
    await server.db
      .update(stores)
      .set({ active: false })
      .where(eq(stores.id, await storeId(server.db, 'Café Central')));
    const refusal = await server.fail('/login/client', { email: OWNER, password: 'demo1234' }, 401, {
      ip: '192.0.2.53',
    });
    expect(refusal.m).toMatch(/desactivado/);
    await server.fail('/client/get-store-info', {}, 401, { token });
    await server.db.update(stores).set({ active: true });
  });
});

describe('registration', () => {
  it('refuses an email that already has an account (409), in any case', async () => {
    const refusal = await server.fail(
      '/login/client/register',
      {
        first_name: 'X',
        last_name: 'Y',
        email: 'OWNER@demo.test',
        password: 'clave-larga-1',
        storeName: 'Otra',
        storeTypeId: 1,
        countryId: 1,
        phone: '',
      },
      409,
    );
    expect(refusal.m).toBe('Ya existe una cuenta con ese email.');
  });

  it('answers 404 for a store type that does not exist, and creates nothing', async () => {
    await server.fail(
      '/login/client/register',
      {
        first_name: 'X',
        last_name: 'Y',
        email: 'nuevo@tienda.test',
        password: 'clave-larga-1',
        storeName: 'Nueva',
        storeTypeId: 9999,
        countryId: 1,
        phone: '',
      },
      404,
    );
    await server.fail('/login/client', { email: 'nuevo@tienda.test', password: 'clave-larga-1' }, 401, {
      ip: '192.0.2.60',
    });
  });
});
