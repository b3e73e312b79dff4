/**
 * The store's API token: shown by prefix and dates only, generated at random and answered whole once,
 * kept as a hash, replaced by the next one, revoked; for owners only, and each store's its own. And what
 * it is for: an integration sends it in X-Api-Token and acts on its store with the owner's rights, but
 * not on the owner's account, another store or /admin; its last use is recorded at most hourly.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens';
import { apiTokens, stores, users } from '../../src/server/db/schema';
import { customerWithPoints, EMPLOYEE, newCustomer, OWNER, OWNER2, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let otherOwner: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, otherOwner] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  cafe = await storeId(server.db, 'Café Central');
  await server.ok('/client/api/token/delete', {}, { token: owner });
});
afterAll(() => server.close());

const storedTokens = () => server.db.select().from(apiTokens).where(eq(apiTokens.storeId, cafe));

describe('the API token', () => {
  let first = '';

  it('is null while the store has none', async () => {
    const { apiToken } = await server.ok('/client/api/token/get', {}, { token: owner });
    expect(apiToken).toBeNull();
  });

  it('is generated at random, answered whole once, and kept only as a hash', async () => {
    const answer = await server.ok('/client/api/token/generate', {}, { token: owner });
    first = answer.token;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(answer.apiToken).toEqual(expect.objectContaining({ prefix: first.slice(0, 8), lastUsedAt: null }));
    expect(answer.m).toMatch(/Cópielo ahora/);
    const shown = await server.ok('/client/api/token/get', {}, { token: owner });
    expect(shown.apiToken).toEqual(answer.apiToken);
    expect(JSON.stringify(shown)).not.toContain(first);
    const rows = await storedTokens();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(first));
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it('is replaced by the next one, whose hash is the only one kept', async () => {
    const { token } = await server.ok('/client/api/token/generate', {}, { token: owner });
    expect(token).not.toBe(first);
    const rows = await storedTokens();
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    const { apiToken } = await server.ok('/client/api/token/get', {}, { token: owner });
    expect(apiToken?.prefix).toBe(token.slice(0, 8));
  });

  it('is revoked, and revoking again is fine', async () => {
    await server.ok('/client/api/token/delete', {}, { token: owner });
    expect(await storedTokens()).toEqual([]);
    expect((await server.ok('/client/api/token/get', {}, { token: owner })).apiToken).toBeNull();
    await server.ok('/client/api/token/delete', {}, { token: owner });
  });
});

describe('who may see and change it', () => {
  it('is for owners only: employees get 403, even with permStore', async () => {
    const employee = await server.login(EMPLOYEE);
    await server.ok(
      '/client/employee/add',
      {
        first_name: 'Rocío',
        last_name: 'Gerente',
        email: 'rocio.gerente@cafecentral.test',
        mobile: '',
        password: 'gerente-2026',
        location: null,
        permRedeem: true,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: true,
      },
      { token: owner },
    );
    const manager = await server.login('rocio.gerente@cafecentral.test', 'gerente-2026');
    for (const token of [employee, manager]) {
      await server.fail('/client/api/token/get', {}, 403, { token });
      await server.fail('/client/api/token/generate', {}, 403, { token });
      await server.fail('/client/api/token/delete', {}, 403, { token });
    }
    expect(await storedTokens()).toEqual([]);
  });

  it('is each store its own', async () => {
    const mine = await server.ok('/client/api/token/generate', {}, { token: owner });
    const theirs = await server.ok('/client/api/token/generate', {}, { token: otherOwner });
    await server.ok('/client/api/token/delete', {}, { token: otherOwner });
    const { apiToken } = await server.ok('/client/api/token/get', {}, { token: owner });
    expect(apiToken?.prefix).toBe(mine.token.slice(0, 8));
    expect((await storedTokens()).map((row) => row.tokenHash)).toEqual([hashToken(mine.token)]);
    expect(theirs.token).not.toBe(mine.token);
    expect((await server.ok('/client/api/token/get', {}, { token: otherOwner })).apiToken).toBeNull();
  });
});

describe('as the way in of an integration (X-Api-Token)', () => {
  let apiToken = '';
  let customerId = 0;

  beforeAll(async () => {
    apiToken = (await server.ok('/client/api/token/generate', {}, { token: owner })).token;
    customerId = (await newCustomer(server, owner)).id;
  });

  const lastUsedAt = async () => (await storedTokens())[0]?.lastUsedAt ?? null;

  it("acts on its store with the owner's rights, the ledger naming the token", async () => {
    const { movement, customer } = await server.ok(
      '/client/customer/add-points',
      { customerId, points: 25 },
      { apiToken },
    );
    expect(movement.employee?.name).toBe('Token de API');
    expect(customer.id).toBe(customerId);
    const { employees } = await server.ok('/client/get-all-employees', {}, { apiToken });
    expect(employees.length).toBeGreaterThan(0);
  });

  it('reaches no other store: their rows answer as not found', async () => {
    const theirs = await customerWithPoints(server.db, await storeId(server.db, 'Panadería Sol'));
    await server.fail('/client/customer/info', { customerId: theirs.id }, 404, { apiToken });
  });

  it.each([
    ['/client/api/token/get', {}],
    ['/client/api/token/generate', {}],
    ['/client/api/token/delete', {}],
    ['/client/delete-account', { password: 'demo1234', confirmation: 'ELIMINAR' }],
    ['/client/employee/info', {}],
    ['/client/employee/update-profile', { first_name: 'X', last_name: 'Y', email: 'x@correo.test' }],
    ['/client/employee/change-password', { currentPassword: 'demo1234', newPassword: 'robada-12345' }],
    ['/general/logout', {}],
    ['/admin/store/get-all', {}],
  ] as const)("may not call the owner's account operation %s (403)", async (path, body) => {
    const refusal = await server.fail(path, body, 403, { apiToken });
    expect(refusal.m).toBe(
      'El token de API no sirve para esta operación: inicie sesión con la cuenta del propietario.',
    );
  });

  it('creates, changes and deletes no account (403): no employee outlives the revoked token', async () => {
    const { employees } = await server.ok('/client/get-all-employees', {}, { token: owner });
    const colleague = employees.find((row) => row.email === EMPLOYEE);
    if (!colleague) throw new Error('No demo employee');
    const { id, createdAt: _createdAt, location, ...editable } = colleague;
    const attempts = [
      [
        '/client/employee/add',
        {
          first_name: 'Puerta',
          last_name: 'Trasera',
          email: 'puerta.trasera@correo.test',
          mobile: '',
          password: 'clave-conocida-1',
          location: null,
          permRedeem: true,
          permGivePoints: true,
          permCreateCustomer: true,
          permStore: true,
        },
      ],
      [
        '/client/employee/update',
        { ...editable, employeeId: id, location: null, permStore: true, password: 'clave-conocida-1' },
      ],
      ['/client/employee/delete', { employeeId: id }],
    ] as const;
    for (const [path, body] of attempts) {
      const refusal = await server.fail(path, body, 403, { apiToken });
      expect(refusal.m, path).toBe(
        'El token de API no sirve para esta operación: inicie sesión con la cuenta del propietario.',
      );
    }
    expect(await server.db.select().from(users).where(eq(users.email, 'puerta.trasera@correo.test'))).toEqual(
      [],
    );
    const [after] = await server.db
      .select({ permStore: users.permStore, locationId: users.locationId })
      .from(users)
      .where(eq(users.id, id));
    expect(after).toEqual({ permStore: false, locationId: location?.id ?? null });
  });

  it('records its last use at most once an hour', async () => {
    await server.ok('/client/get-all-rewards', {}, { apiToken });
    const first = await lastUsedAt();
    expect(first).not.toBeNull();
    server.advanceClock(30 * 60_000);
    await server.ok('/client/get-all-rewards', {}, { apiToken });
    expect(await lastUsedAt()).toEqual(first);
    server.advanceClock(31 * 60_000);
    await server.ok('/client/get-all-rewards', {}, { apiToken });
    expect((await lastUsedAt())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
    const { apiToken: shown } = await server.ok('/client/api/token/get', {}, { token: owner });
    expect(shown?.lastUsedAt).toBe((await lastUsedAt())?.toISOString());
  });

  it('is refused (401) when unknown, once its store is deactivated, and once replaced or revoked', async () => {
    const unknown = await server.fail('/client/get-all-rewards', {}, 401, { apiToken: `${apiToken}x` });
    expect(unknown.m).toMatch(/token de API no es válido/);
    await server.db.update(stores).set({ active: false }).where(eq(stores.id, cafe));
    await server.fail('/client/get-all-rewards', {}, 401, { apiToken });
    await server.db.update(stores).set({ active: true }).where(eq(stores.id, cafe));
    const { token: next } = await server.ok('/client/api/token/generate', {}, { token: owner });
    await server.fail('/client/get-all-rewards', {}, 401, { apiToken });
    await server.ok('/client/get-all-rewards', {}, { apiToken: next });
    await server.ok('/client/api/token/delete', {}, { token: owner });
    await server.fail('/client/get-all-rewards', {}, 401, { apiToken: next });
  });

  it('leaves anonymous callers at 401', async () => {
    await server.fail('/client/get-all-rewards', {}, 401);
  });
});
