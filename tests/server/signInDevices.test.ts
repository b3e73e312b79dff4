/**
 * A limit per account over every address that cannot lock the owner out (OWASP's device cookie): from
 * devices the account has not signed in from, 20 failed sign-ins an hour for one email, whatever the
 * addresses, then 429; a device the account has signed in from (it sends the token its last sign-in
 * answered) keeps its own allowance and still signs in. Issue 14: from 20 addresses, 200 guesses against
 * one account were all checked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDevices, users } from '../../src/server/db/schema';
import { OWNER, OWNER2 } from './support/demoData';
import { createTestServer, DEMO_PASSWORD, type TestServer } from './support/testServer';

const HOUR = 3_600_000;
const ACCOUNT_LIMITED =
  'Demasiados intentos fallidos con este email desde dispositivos nuevos. Espere una hora, o inicie sesión desde un navegador donde ya la haya iniciado antes.';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function signIn(email: string, password: string, ip: string, device?: string) {
  return server.request('/login/client', { email, password, ...(device ? { device } : {}) }, { ip });
}

async function deviceOf(email: string, ip: string): Promise<string> {
  const answer = await signIn(email, DEMO_PASSWORD, ip);
  expect(answer.status).toBe(200);
  const { device } = answer.body as { device: string };
  expect(device.length).toBeGreaterThanOrEqual(20);
  return device;
}

describe('guesses from many addresses', () => {
  let ownersDevice = '';

  beforeAll(async () => {
    ownersDevice = await deviceOf(OWNER, '192.0.2.10');
  });

  it('are checked 20 times an hour per account, whatever the addresses, then refused (429)', async () => {
    const statuses: number[] = [];
    // 200 guesses from 20 addresses, as in the report.
    for (let guess = 0; guess < 200; guess++) {
      statuses.push((await signIn(OWNER, `adivina-${guess}`, `198.51.100.${guess % 20}`)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const refused = await signIn(OWNER, DEMO_PASSWORD, '203.0.113.50');
    expect(refused).toEqual(
      expect.objectContaining({ status: 429, body: expect.objectContaining({ m: ACCOUNT_LIMITED }) }),
    );
  });

  it('do not lock the owner out of a browser they signed in from: it still signs in, and keeps its token', async () => {
    const answer = await signIn(OWNER, DEMO_PASSWORD, '192.0.2.10', ownersDevice);
    expect(answer.status).toBe(200);
    expect((answer.body as { device: string }).device).toBe(ownersDevice);
    // From another address too (the owner's laptop on another network).
    expect((await signIn(OWNER, DEMO_PASSWORD, '203.0.113.51', ownersDevice)).status).toBe(200);
  });

  it('give a known device its own allowance: 10 of its failures, then 429 for it alone', async () => {
    for (let n = 0; n < 10; n++) {
      expect((await signIn(OWNER, `tecleo-${n}`, '192.0.2.10', ownersDevice)).status).toBe(401);
    }
    expect((await signIn(OWNER, DEMO_PASSWORD, '192.0.2.10', ownersDevice)).status).toBe(429);
  });

  it("are no help with another account's device token, or a made-up one", async () => {
    const othersDevice = await deviceOf(OWNER2, '192.0.2.11');
    for (const device of [othersDevice, 'inventado-0123456789abcdefghij']) {
      const answer = await signIn(OWNER, DEMO_PASSWORD, '203.0.113.52', device);
      expect(answer.body).toEqual(expect.objectContaining({ m: ACCOUNT_LIMITED }));
    }
  });

  it('stop counting after the hour: new devices sign in again', async () => {
    server.advanceClock(HOUR + 60_000);
    expect((await signIn(OWNER, DEMO_PASSWORD, '203.0.113.53')).status).toBe(200);
  });

  it('hold an unknown email the same way, so the refusal tells nothing about accounts', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      statuses.push((await signIn('nadie@demo.test', `x-${n}`, `198.51.101.${n}`)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

describe('device tokens', () => {
  it('are kept hashed, ten per account at most, and a stale one is a stranger again', async () => {
    const [owner2] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER2));
    const tokens: string[] = [];
    for (let n = 0; n < 12; n++) tokens.push(await deviceOf(OWNER2, `192.0.2.${100 + n}`));
    const rows = await server.db
      .select({ tokenHash: signInDevices.tokenHash })
      .from(signInDevices)
      .where(eq(signInDevices.userId, owner2?.id ?? 0));
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(tokens[11]);
    // The newest is known; after 180 days unused it is not (a new token is answered).
    const newest = tokens[11] ?? '';
    const known = await signIn(OWNER2, DEMO_PASSWORD, '192.0.2.200', newest);
    expect((known.body as { device: string }).device).toBe(newest);
    server.advanceClock(181 * 24 * HOUR);
    const stale = await signIn(OWNER2, DEMO_PASSWORD, '192.0.2.200', newest);
    expect((stale.body as { device: string }).device).not.toBe(newest);
  });
});
