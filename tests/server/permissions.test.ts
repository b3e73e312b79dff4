/**
 * Who may do what: the demo employee (permGivePoints and permRedeem only, bound to Café Central Sol), the
 * owner, the administrator and anonymous callers; the store's plan (location limit) and the platform's
 * subscription (402 'no-subscription').
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiPath } from '../../src/contract/types';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import { platformSettings, subscriptions, users } from '../../src/server/db/schema';
import {
  ADMIN,
  EMPLOYEE,
  locationsOf,
  newCustomer,
  OWNER,
  OWNER2,
  requestFromApp,
  rewardsOf,
  storeId,
  userId,
} from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let employee: string;
let admin: string;
let cafe: number;
let ownLocation: { id: number; name: string };
let otherLocation: { id: number; name: string };
let customerId: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, employee, admin] = await Promise.all([
    server.login(OWNER),
    server.login(EMPLOYEE),
    server.login(ADMIN),
  ]);
  cafe = await storeId(server.db, 'Café Central');
  const locations = await locationsOf(server.db, cafe);
  [ownLocation, otherLocation] = [locations[0] ?? { id: 0, name: '' }, locations[1] ?? { id: 0, name: '' }];
  customerId = (await newCustomer(server, owner, 1000)).id;
});
afterAll(() => server.close());

const customerBody = { first_name: 'Ana', last_name: '', email: '', mobile: '', birthDate: null };

describe('an employee with permGivePoints and permRedeem only', () => {
  const forbidden: [string, JsonApiPath, () => object][] = [
    ['create customers (permCreateCustomer)', '/client/customer/add', () => customerBody],
    [
      'change customers (permCreateCustomer)',
      '/client/customer/update',
      () => ({ customerId, ...customerBody }),
    ],
    ['delete customers (store settings)', '/client/customer/delete', () => ({ customerId })],
    ['create rewards', '/client/reward/add', () => ({ name: 'x', points: 1 })],
    ['list employees', '/client/get-all-employees', () => ({})],
    ['save the store', '/client/store/save', () => ({ name: 'x', currencyCode: 'EUR' })],
    ['add locations', '/client/location/add', () => ({ name: 'x' })],
    [
      'give massive points',
      '/client/process-massive-give-points',
      () => ({ points: 1, description: 'x', target: 'all' }),
    ],
    [
      'delete the account (owner only)',
      '/client/delete-account',
      () => ({ password: 'demo1234', confirmation: 'Café Central' }),
    ],
    [
      'give points at another location',
      '/client/customer/add-points',
      () => ({ customerId, points: 1, locationId: otherLocation.id }),
    ],
  ];

  it.each(forbidden)('may not %s (403)', async (_what, path, body) => {
    await server.fail(path, body(), 403, { token: employee });
  });

  it('gives points at its own location, which the movement records', async () => {
    const { movement } = await server.ok(
      '/client/customer/add-points',
      { customerId, points: 15 },
      { token: employee },
    );
    expect(movement.location).toEqual(ownLocation);
    expect(movement.employee?.name).toBe('Pablo Ruiz');
  });

  it('gives rewards and sees only the reward requests of its location or of none', async () => {
    const [reward] = await rewardsOf(server.db, cafe);
    await server.ok(
      '/client/customer/give-reward',
      { customerId, rewardId: reward?.id ?? 0 },
      { token: employee },
    );
    const mine = await requestFromApp(server, {
      storeId: cafe,
      customerId,
      rewardId: reward?.id ?? 0,
      location: ownLocation,
    });
    const elsewhere = await requestFromApp(server, {
      storeId: cafe,
      customerId,
      rewardId: reward?.id ?? 0,
      location: otherLocation,
    });
    const { redemptions } = await server.ok('/client/redemption/pendings', {}, { token: employee });
    const ids = redemptions.map((redemption) => redemption.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(elsewhere);
    expect(redemptions.every((r) => r.location === null || r.location.id === ownLocation.id)).toBe(true);
    await server.fail('/client/customer/confirm-reward-requested', { redemptionId: elsewhere }, 404, {
      token: employee,
    });
    await server.ok('/client/customer/confirm-reward-requested', { redemptionId: mine }, { token: employee });
  });

  it('sees only its location in the latest points', async () => {
    const { movements } = await server.ok('/client/last-given-points', { limit: 50 }, { token: employee });
    expect(movements.length).toBeGreaterThan(0);
    expect(movements.every((movement) => movement.location?.id === ownLocation.id)).toBe(true);
  });

  it('reads its permissions, and a new permission takes effect at once', async () => {
    const { permissions } = await server.ok('/client/employee/info', {}, { token: employee });
    expect(permissions).toEqual(
      expect.objectContaining({
        storeUserType: 'employee',
        permCreateCustomer: false,
        permStore: false,
        locationId: ownLocation.id,
      }),
    );
    const employeeId = await userId(server.db, EMPLOYEE);
    await server.db.update(users).set({ permCreateCustomer: true }).where(eq(users.id, employeeId));
    await server.ok(
      '/client/customer/add',
      { ...customerBody, first_name: 'Permitido' },
      { token: employee },
    );
    await server.db.update(users).set({ permCreateCustomer: false }).where(eq(users.id, employeeId));
  });
});

describe('the owner', () => {
  it('holds every permission', async () => {
    const { permissions } = await server.ok('/client/employee/info', {}, { token: owner });
    expect(permissions).toEqual(
      expect.objectContaining({
        permRedeem: true,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: true,
      }),
    );
  });

  it('cannot delete themselves through the employees operation (409)', async () => {
    const ownerId = await userId(server.db, OWNER);
    await server.fail('/client/employee/delete', { employeeId: ownerId }, 409, { token: owner });
  });
});

describe('administrator-only operations', () => {
  const adminPaths = listOperations(loadContract())
    .map((operation) => operation.path)
    .filter((path) => path.startsWith('/admin/'));

  it.each(adminPaths)('%s refuses store users (403) and anonymous callers (401)', async (path) => {
    await server.fail(path as JsonApiPath, {}, 403, { token: owner });
    await server.fail(path as JsonApiPath, {}, 403, { token: employee });
    await server.fail(path as JsonApiPath, {}, 401);
  });

  it('an administrator has no store: store operations answer 403, their own profile works', async () => {
    await server.fail('/client/customer/all', {}, 403, { token: admin });
    const { permissions } = await server.ok('/client/employee/info', {}, { token: admin });
    expect(permissions).toEqual(
      expect.objectContaining({ userType: 'admin', storeUserType: null, permStore: true }),
    );
  });
});

describe('anonymous callers', () => {
  it.each(['/client/customer/all', '/client/get-store-info', '/client/employee/info'] as const)(
    '%s answers 401',
    async (path) => {
      await server.fail(path, {}, 401);
      await server.fail(path, {}, 401, { token: 'not-a-real-token-at-all-123456' });
    },
  );
});

describe('plan flags and limits', () => {
  it("refuse a feature the store's plan lacks (403) and allow one it has, before any handler runs", async () => {
    // Panadería Sol's plan has offers but no online shop; Café Central's has push notifications.
    const basic = await server.login(OWNER2);
    const refusal = await server.fail('/client/products/get-all', {}, 403, { token: basic });
    expect(refusal.m).toBe('El plan del negocio no incluye la tienda online.');
    await server.ok('/client/offer/get-all', {}, { token: basic });
    await server.ok('/client/notification/get-all', {}, { token: await server.login(OWNER) });
  });

  it("refuses a location past the plan's limit (Panadería Sol may have 2)", async () => {
    const token = await server.login(OWNER2);
    const refusal = await server.fail('/client/location/add', { name: 'Tercera' }, 409, { token });
    expect(refusal.m).toBe('El plan del negocio permite como máximo 2 sucursales.');
  });
});

describe('the subscription', () => {
  it("answers 402 'no-subscription' for points, rewards and new customers while the store has none", async () => {
    await server.db.update(platformSettings).set({ withSubscription: true, subscriptionTrialDays: 0 });
    try {
      const [reward] = await rewardsOf(server.db, cafe);
      for (const [path, body] of [
        ['/client/customer/add-points', { customerId, points: 5 }],
        ['/client/transaction/add', { customerId, amount: 5 }],
        ['/client/customer/give-reward', { customerId, rewardId: reward?.id ?? 0 }],
        ['/client/customer/add', customerBody],
      ] as const) {
        const refusal = await server.fail(path, body, 402, { token: owner });
        expect(refusal).toEqual(expect.objectContaining({ errorType: 'no-subscription' }));
      }
      await server.ok('/client/customer/info', { customerId }, { token: owner });
      const { store } = await server.ok('/client/get-store-info', {}, { token: owner });
      expect(store).toEqual(expect.objectContaining({ withSubscription: true, hasSubscripton: false }));
      await server.db.insert(subscriptions).values({
        storeId: cafe,
        paypalPlanId: 'P-5ML4271244454362WXNWU5NQ',
        paypalSubscriptionId: 'I-TEST',
        status: 'active',
        amount: 29,
        currencyCode: 'EUR',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
      });
      await server.ok('/client/customer/add-points', { customerId, points: 5 }, { token: owner });
    } finally {
      await server.db.update(platformSettings).set({ withSubscription: false });
    }
  });
});
