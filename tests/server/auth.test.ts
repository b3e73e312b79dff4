/**
 * Sign-in, sessions and password recovery end to end: the recovery mail written to the data folder after
 * the answer, its link working once and expiring, the rate limits of sign-in (counted before the hash,
 * per address and per email from one address, so nobody locks an owner out), recovery (per email and per
 * address) and registration (per address), session expiry and the sessions closed by password changes
 * and deactivated stores.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, stores } from '../../src/server/db/schema';
import { ADMIN, EMPLOYEE, OWNER, OWNER2, storeId, userId } from './support/demoData';
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
    await server.settled();
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
    await server.settled();
    const token = await linkTokenFromLastMail();
    server.advanceClock(61 * MINUTE);
    await server.fail('/general/process-password-recovery', { token, password: 'clave-caducada-1' }, 400);
    await server.ok('/login/client', { email: OWNER2, password: 'nueva-clave-2026' });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = server.mails.length;
    const answer = await server.ok('/login/client/recovery-password', { email: 'nadie@ninguna-parte.test' });
    expect(answer.m).toBe('Pedido recibido');
    await server.settled();
    expect(server.mails.length).toBe(before);
  });

  it('answers before the mail is written, so its timing cannot tell an account exists', async () => {
    const before = server.mails.length;
    await server.ok('/login/client/recovery-password', { email: EMPLOYEE }, { ip: '192.0.2.70' });
    expect(server.mails.length).toBe(before);
    await server.settled();
    expect(server.mails.map((mail) => mail.to).slice(before)).toEqual([EMPLOYEE]);
  });
});

describe('password recovery limits', () => {
  const mailsTo = (email: string) => server.mails.filter((mail) => mail.to === email).length;

  it('writes at most 3 mails an hour to one email, answering 50 parallel requests alike', async () => {
    const before = mailsTo(OWNER);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        server.request('/login/client/recovery-password', { email: OWNER }, { ip: `198.18.0.${n}` }),
      ),
    );
    await server.settled();
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(
      new Set([JSON.stringify([200, { s: 'ok', m: 'Pedido recibido' }])]),
    );
    expect(mailsTo(OWNER) - before).toBe(3);
    server.advanceClock(61 * MINUTE);
    await server.ok('/login/client/recovery-password', { email: OWNER }, { ip: '198.18.1.1' });
    await server.settled();
    expect(mailsTo(OWNER) - before).toBe(4);
  });

  it('sends nothing more for an address past 10 requests an hour, with the same answer', async () => {
    for (let n = 0; n < 10; n++) {
      await server.ok(
        '/login/client/recovery-password',
        { email: `nadie${n}@demo.test` },
        { ip: '198.18.2.1' },
      );
    }
    const before = mailsTo(EMPLOYEE);
    const limited = await server.ok(
      '/login/client/recovery-password',
      { email: EMPLOYEE },
      { ip: '198.18.2.1' },
    );
    expect(limited.m).toBe('Pedido recibido');
    await server.settled();
    expect(mailsTo(EMPLOYEE)).toBe(before);
    await server.ok('/login/client/recovery-password', { email: EMPLOYEE }, { ip: '198.18.2.2' });
    await server.settled();
    expect(mailsTo(EMPLOYEE)).toBe(before + 1);
  });
});

describe('sign-in rate limit', () => {
  const attempt = (email: string, password: string, ip: string) =>
    server.request('/login/client', { email, password }, { ip });

  it('counts parallel guesses before checking them: of 60 at once for one email, at most 10 are checked', async () => {
    const passwords = Array.from({ length: 60 }, (_, n) => (n === 30 ? 'demo1234' : `adivina-${n}`));
    const answers = await Promise.all(passwords.map((password) => attempt(ADMIN, password, '203.0.113.20')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    // Past the hour of the account's limit over every address (signInDevices.test.ts) too.
    server.advanceClock(61 * MINUTE);
  });

  it("does not let one address lock an account out: the owner's own address still signs in", async () => {
    for (let n = 0; n < 10; n++) expect((await attempt(ADMIN, `mala-${n}`, '198.51.100.7')).status).toBe(401);
    const blocked = await attempt(ADMIN, 'demo1234', '198.51.100.7');
    expect(blocked).toEqual(
      expect.objectContaining({ status: 429, body: expect.objectContaining({ s: 'error' }) }),
    );
    expect((blocked.body as { m: string }).m).toBe(
      'Demasiados intentos fallidos. Espere unos minutos y vuelva a intentarlo.',
    );
    expect((await attempt(ADMIN, 'demo1234', '192.0.2.200')).status).toBe(200);
    server.advanceClock(16 * MINUTE);
    expect((await attempt(ADMIN, 'demo1234', '198.51.100.7')).status).toBe(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    for (let n = 0; n < 9; n++) expect((await attempt(OWNER, `mala-${n}`, '198.51.100.8')).status).toBe(401);
    expect((await attempt(OWNER, 'demo1234', '198.51.100.8')).status).toBe(200);
    for (let n = 0; n < 9; n++) expect((await attempt(OWNER, `otra-${n}`, '198.51.100.8')).status).toBe(401);
    expect((await attempt(OWNER, 'demo1234', '198.51.100.8')).status).toBe(200);
  });

  it('refuses an address after 30 failures in 15 minutes whatever the emails, even with the right password', async () => {
    for (let n = 0; n < 30; n++)
      expect((await attempt(`nobody${n}@demo.test`, 'wrong', '203.0.113.7')).status).toBe(401);
    expect((await attempt(EMPLOYEE, 'demo1234', '203.0.113.7')).status).toBe(429);
    expect((await attempt(EMPLOYEE, 'demo1234', '203.0.113.8')).status).toBe(200);
    server.advanceClock(16 * MINUTE);
    expect((await attempt(EMPLOYEE, 'demo1234', '203.0.113.7')).status).toBe(200);
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

  it('end on the server at sign-out: the token is refused afterwards, other sessions stay open', async () => {
    const login = () =>
      server.ok('/login/client', { email: OWNER, password: 'demo1234' }, { ip: '192.0.2.48' });
    const [leaving, staying] = [(await login()).session.token, (await login()).session.token];
    const answer = await server.ok('/general/logout', {}, { token: leaving });
    expect(answer.m).toBe('Sesión cerrada.');
    await server.fail('/client/get-store-info', {}, 401, { token: leaving });
    await server.fail('/general/logout', {}, 401, { token: leaving });
    await server.ok('/client/get-store-info', {}, { token: staying });
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
  const registration = (email: string) => ({
    first_name: 'X',
    last_name: 'Y',
    email,
    password: 'clave-larga-1',
    storeName: 'Otra',
    storeTypeId: 1,
    countryId: 1,
    phone: '',
  });

  it('refuses an email that already has an account (409), in any case', async () => {
    const refusal = await server.fail('/login/client/register', registration('OWNER@demo.test'), 409);
    expect(refusal.m).toBe('Ya existe una cuenta con ese email.');
  });

  it('answers at most 10 registrations an hour from one address, so emails cannot be tried in bulk', async () => {
    const ip = '198.18.3.1';
    for (let n = 0; n < 10; n++) {
      await server.fail('/login/client/register', registration(n % 2 ? OWNER : OWNER2), 409, { ip });
    }
    const limited = await server.fail('/login/client/register', registration(OWNER), 429, { ip });
    expect(limited.m).toBe(
      'Demasiadas solicitudes desde esta conexión. Espere un rato y vuelva a intentarlo.',
    );
    await server.fail('/login/client/register', registration(OWNER), 409, { ip: '198.18.3.2' });
    server.advanceClock(61 * MINUTE);
    await server.fail('/login/client/register', registration(OWNER), 409, { ip });
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
