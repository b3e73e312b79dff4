/**
 * Every operation of the contract against the real server: each answers 200 with a body that matches
 * its response schema (checked by `ok` with src/contract's validator, and by the server itself). The
 * last test fails when an operation has no case here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest, ApiSuccess, JsonApiPath } from '../../src/contract/types';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import {
  ADMIN,
  EMPLOYEE,
  locationsOf,
  newCustomer,
  OWNER,
  recordUpload,
  requestFromApp,
  rewardsOf,
  storeId,
} from './support/demoData';
import { placeOrder } from './support/orders';
import { storeSaveBody } from './support/storeSaveBody';
import { type CallOptions, createTestServer, type TestServer } from './support/testServer';

const contract = loadContract();
const operations = listOperations(contract);

/** The fields an operation's JSON body requires, read from the contract. */
function requiredFields(path: string): string[] {
  const paths = contract.paths as Record<string, { post?: { requestBody?: unknown } }>;
  const body = paths[path]?.post?.requestBody as
    | { content?: Record<string, { schema?: { required?: string[] } }> }
    | undefined;
  return body?.content?.['application/json']?.schema?.required ?? [];
}

/**
 * The public catalogues (store types, countries, currencies, redemptions packages...): the public
 * operations that need no field, read from the contract, each answering a non-empty list.
 */
function publicCatalogues(): JsonApiPath[] {
  return operations
    .filter((operation) => operation.access === 'public' && requiredFields(operation.path).length === 0)
    .map((operation) => operation.path as JsonApiPath);
}
const covered = new Set<string>();

let server: TestServer;
let owner: string;
let cafe: number;

/** `server.ok` that also records which operation the file exercised. */
function ok<P extends JsonApiPath>(
  path: P,
  body: Partial<ApiRequest<P>>,
  options?: CallOptions,
): Promise<ApiSuccess<P>> {
  covered.add(path);
  return server.ok(path, body, options);
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
  await recordUpload(server.db, cafe, '/uploads/banner/desayunos.png');
});
afterAll(() => server.close());

/** The owner of a store registered by this file, who deletes it at the end. */
let registeredOwner = '';

describe('general operations', () => {
  it('/login/client', async () => {
    const { session } = await ok('/login/client', { email: 'OWNER@demo.test', password: 'demo1234' });
    expect(session).toEqual(
      expect.objectContaining({ email: OWNER, storeName: 'Café Central', storeUserType: 'owner' }),
    );
  });

  it('/login/client/recovery-password', async () => {
    const answer = await ok('/login/client/recovery-password', { email: 'nadie@demo.test' });
    expect(answer.m).toBe('Pedido recibido');
  });

  it('/login/client/register', async () => {
    const { session } = await ok('/login/client/register', {
      first_name: 'Marta',
      last_name: 'Gil',
      email: 'marta.gil@floristeria.test',
      password: 'clave-segura-1',
      storeName: 'Floristería Marta',
      storeTypeId: 1,
      countryId: 1,
      phone: '600 111 222',
    });
    expect(session).toEqual(
      expect.objectContaining({ storeName: 'Floristería Marta', storeUserType: 'owner' }),
    );
    registeredOwner = session.token;
  });

  it('/general/process-password-recovery', async () => {
    await ok('/login/client/recovery-password', { email: 'owner2@demo.test' });
    await server.settled();
    const link = server.mails.at(-1)?.links?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    await ok('/general/process-password-recovery', { token, password: 'demo1234' });
  });

  it('/general/logout', async () => {
    const { session } = await ok('/login/client', { email: OWNER, password: 'demo1234' });
    await ok('/general/logout', {}, { token: session.token });
    await server.fail('/client/employee/info', {}, 401, { token: session.token });
  });

  it.each(publicCatalogues())('%s', async (path) => {
    const answer = await ok(path, {});
    expect(Object.values(answer).some((value) => Array.isArray(value) && value.length > 0)).toBe(true);
  });
});

describe('profile and employees', () => {
  it('/client/employee/info', async () => {
    const answer = await ok('/client/employee/info', {}, { token: owner });
    expect(answer.permissions.storeUserType).toBe('owner');
  });

  it('/client/employee/update-profile', async () => {
    const answer = await ok(
      '/client/employee/update-profile',
      { first_name: 'Lucía', last_name: 'Fernández Sanz', email: OWNER, countryId: 1, defaultLanguage: 'es' },
      { token: owner },
    );
    expect(answer.user.last_name).toBe('Fernández Sanz');
  });

  it('/client/employee/change-password', async () => {
    const token = await server.login(EMPLOYEE);
    await ok(
      '/client/employee/change-password',
      { currentPassword: 'demo1234', newPassword: 'demo1234' },
      { token },
    );
  });

  let employeeId = 0;
  it('/client/employee/add', async () => {
    const [location] = await locationsOf(server.db, cafe);
    const { employee } = await ok(
      '/client/employee/add',
      {
        first_name: 'Irene',
        last_name: 'Sanz',
        email: 'irene.sanz@cafecentral.test',
        mobile: '',
        password: 'camarera-2026',
        location: { id: location?.id ?? 0 },
        permRedeem: true,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: false,
      },
      { token: owner },
    );
    employeeId = employee.id;
    expect(employee.location?.name).toBe(location?.name);
  });

  it('/client/get-all-employees', async () => {
    const { employees } = await ok('/client/get-all-employees', {}, { token: owner });
    expect(employees.map((employee) => employee.email)).toContain('irene.sanz@cafecentral.test');
  });

  it('/client/employee/update', async () => {
    const { employee } = await ok(
      '/client/employee/update',
      {
        employeeId,
        first_name: 'Irene',
        last_name: 'Sanz Gil',
        email: 'irene.sanz@cafecentral.test',
        mobile: '622 333 444',
        location: null,
        permRedeem: false,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: true,
      },
      { token: owner },
    );
    expect(employee).toEqual(
      expect.objectContaining({ last_name: 'Sanz Gil', location: null, permStore: true }),
    );
  });

  it('/client/employee/delete', async () => {
    await ok('/client/employee/delete', { employeeId }, { token: owner });
  });
});

describe('store', () => {
  it('/client/get-store-info', async () => {
    const { store, generalConfiguration } = await ok('/client/get-store-info', {}, { token: owner });
    expect(store.name).toBe('Café Central');
    // Its city's zone: the dashboard's default chart end is today there.
    expect(store.timeZone).toBe('Europe/Madrid');
    expect(generalConfiguration.supportPhone).not.toBe('');
  });

  it('/client/store/more-info', async () => {
    const { storeMoreInfo } = await ok('/client/store/more-info', {}, { token: owner });
    expect(storeMoreInfo.activeCustomers).toBeGreaterThan(0);
  });

  it('/client/store/save', async () => {
    const { store } = await ok('/client/get-store-info', {}, { token: owner });
    const editable = storeSaveBody(store);
    const saved = await ok('/client/store/save', { ...editable, welcomePoints: 75 }, { token: owner });
    expect(saved.store.welcomePoints).toBe(75);
  });

  it('/client/store/get-cities', async () => {
    const { cities } = await ok('/client/store/get-cities', {}, { token: owner });
    expect(cities.map((city) => city.name)).toContain('Madrid');
  });

  it('/client/category/get-all', async () => {
    const { categories } = await ok('/client/category/get-all', {}, { token: owner });
    expect(categories.length).toBeGreaterThan(0);
  });
});

describe('locations', () => {
  let locationId = 0;
  it('/client/get-locations', async () => {
    const { locations } = await ok('/client/get-locations', {}, { token: owner });
    expect(locations.length).toBe(3);
  });

  it('/client/location/add', async () => {
    const { location } = await ok(
      '/client/location/add',
      {
        name: 'Café Central Retiro',
        address: 'Calle de Alcalá 100',
        phone: '',
        cityId: 1,
        latitude: 40.42,
        longitude: -3.68,
        active: true,
      },
      { token: owner },
    );
    locationId = location.id;
    expect(location.cityName).toBe('Madrid');
  });

  it('/client/location/update', async () => {
    const { location } = await ok(
      '/client/location/update',
      {
        locationId,
        name: 'Café Central Retiro',
        address: 'Calle de Alcalá 102',
        phone: '',
        cityId: null,
        latitude: null,
        longitude: null,
        active: false,
      },
      { token: owner },
    );
    expect(location).toEqual(
      expect.objectContaining({ address: 'Calle de Alcalá 102', cityName: '', active: false }),
    );
  });

  it('/client/location/delete', async () => {
    await ok('/client/location/delete', { locationId }, { token: owner });
  });
});

describe('rewards and redemptions', () => {
  let rewardId = 0;
  it('/client/get-all-rewards', async () => {
    const { rewards } = await ok('/client/get-all-rewards', { activeOnly: true }, { token: owner });
    expect(rewards.length).toBeGreaterThan(0);
  });

  it('/client/reward/add', async () => {
    const { reward } = await ok(
      '/client/reward/add',
      { name: 'Zumo natural', description: '', image: '', points: 120, active: true, stock: 10 },
      { token: owner },
    );
    rewardId = reward.id;
  });

  it('/client/reward/update', async () => {
    const { reward } = await ok(
      '/client/reward/update',
      {
        rewardId,
        name: 'Zumo de naranja natural',
        description: 'Recién exprimido',
        image: '',
        points: 130,
        active: true,
        stock: null,
      },
      { token: owner },
    );
    expect(reward).toEqual(expect.objectContaining({ points: 130, stock: null }));
  });

  it('/client/reward/delete', async () => {
    await ok('/client/reward/delete', { rewardId }, { token: owner });
  });

  it('/client/redemption/pendings', async () => {
    const { redemptions } = await ok('/client/redemption/pendings', {}, { token: owner });
    expect(redemptions.every((redemption) => redemption.status === 'pending')).toBe(true);
  });
});

describe('customers and points', () => {
  let customerId = 0;
  let movementId = 0;
  const requestIds: number[] = [];

  it('/client/customer/add', async () => {
    const { customer } = await ok(
      '/client/customer/add',
      {
        first_name: 'Sara',
        last_name: 'Prieto',
        email: 'sara.prieto@correo.test',
        mobile: '699 000 111',
        birthDate: '1990-05-17',
      },
      { token: owner },
    );
    customerId = customer.id;
    expect(customer.points).toBe(75);
  });

  it('/client/customer/update', async () => {
    const { customer } = await ok(
      '/client/customer/update',
      {
        customerId,
        first_name: 'Sara',
        last_name: 'Prieto León',
        email: 'sara.prieto@correo.test',
        mobile: '699 000 111',
        birthDate: null,
      },
      { token: owner },
    );
    expect(customer.last_name).toBe('Prieto León');
  });

  it('/client/customer/all', async () => {
    const { customers, total } = await ok(
      '/client/customer/all',
      { pageSize: 5, sortBy: 'points', sortDirection: 'desc' },
      { token: owner },
    );
    expect(customers).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
  });

  it('/client/customer/search', async () => {
    const { customers } = await ok('/client/customer/search', { query: 'prieto león' }, { token: owner });
    expect(customers.map((customer) => customer.id)).toEqual([customerId]);
  });

  it('/client/customer/add-points', async () => {
    const { movement, customer } = await ok(
      '/client/customer/add-points',
      { customerId, points: 500, description: 'Bienvenida VIP' },
      { token: owner },
    );
    movementId = movement.id;
    expect(customer.points).toBe(575);
  });

  it('/client/customer/discount-points', async () => {
    const { customer } = await ok(
      '/client/customer/discount-points',
      { customerId, points: 25 },
      { token: owner },
    );
    expect(customer.points).toBe(550);
  });

  it('/client/customer/delete-points', async () => {
    const { movement, customer } = await ok(
      '/client/customer/delete-points',
      { movementId },
      { token: owner },
    );
    expect(movement.type).toBe('deletion');
    expect(customer.points).toBe(50);
  });

  it('/client/transaction/add', async () => {
    const { movement } = await ok(
      '/client/transaction/add',
      { customerId, amount: 23.99, ticketNumber: 'T-1' },
      { token: owner },
    );
    expect(movement).toEqual(expect.objectContaining({ type: 'purchase', points: 23, amount: 23.99 }));
  });

  it('/client/customer/give-reward', async () => {
    const rich = await newCustomer(server, owner, 200);
    const [cheapest] = await rewardsOf(server.db, cafe);
    const { redemption } = await ok(
      '/client/customer/give-reward',
      { customerId: rich.id, rewardId: cheapest?.id ?? 0 },
      { token: owner },
    );
    expect(redemption).toEqual(expect.objectContaining({ status: 'confirmed', source: 'store' }));
  });

  it('/client/customer/pending-redemptions', async () => {
    const [reward] = await rewardsOf(server.db, cafe);
    const requester = await newCustomer(server, owner, 500);
    const first = await requestFromApp(server, {
      storeId: cafe,
      customerId: requester.id,
      rewardId: reward?.id ?? 0,
    });
    const second = await requestFromApp(server, {
      storeId: cafe,
      customerId: requester.id,
      rewardId: reward?.id ?? 0,
    });
    const { redemptions } = await ok(
      '/client/customer/pending-redemptions',
      { customerId: requester.id },
      { token: owner },
    );
    expect(redemptions.map((redemption) => redemption.id)).toEqual([first, second]);
    requestIds.push(first, second);
  });

  it('/client/customer/confirm-reward-requested', async () => {
    const { redemption } = await ok(
      '/client/customer/confirm-reward-requested',
      { redemptionId: requestIds[0] ?? 0 },
      { token: owner },
    );
    expect(redemption.status).toBe('confirmed');
  });

  it('/client/customer/delete-reward-requested', async () => {
    const { redemption } = await ok(
      '/client/customer/delete-reward-requested',
      { redemptionId: requestIds[1] ?? 0 },
      { token: owner },
    );
    expect(redemption.status).toBe('cancelled');
  });

  it('/client/customer/info', async () => {
    const { stats } = await ok('/client/customer/info', { customerId }, { token: owner });
    expect(stats).toEqual({ purchases: 1, redemptions: 0, pointsEarned: 75 + 23, pointsSpent: 0 });
  });

  it('/client/customer/points', async () => {
    const answer = await ok('/client/customer/points', { customerId }, { token: owner });
    expect(answer.points).toBe(73);
    expect(answer.nextLevel?.name).toBe('Plata');
  });

  it('/client/transaction/customer', async () => {
    const { movements, total } = await ok(
      '/client/transaction/customer',
      { customerId, pageSize: 2 },
      { token: owner },
    );
    expect(total).toBe(5);
    expect(movements.map((movement) => movement.type)).toEqual(['purchase', 'deletion']);
  });

  it('/client/last-given-points', async () => {
    const { movements } = await ok('/client/last-given-points', { limit: 3 }, { token: owner });
    expect(movements).toHaveLength(3);
    const times = movements.map((movement) => movement.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('/client/process-massive-give-points', async () => {
    const answer = await ok(
      '/client/process-massive-give-points',
      { points: 5, description: 'Aniversario', target: 'customers', customerIds: [customerId] },
      { token: owner },
    );
    expect(answer).toEqual(expect.objectContaining({ customersAffected: 1, pointsGiven: 5 }));
  });

  it('/client/customer/unknown-ids', async () => {
    const { unknownIds } = await ok(
      '/client/customer/unknown-ids',
      { customerIds: [customerId, 987_654] },
      { token: owner },
    );
    expect(unknownIds).toEqual([987_654]);
  });

  it('/client/stats/points', async () => {
    const today = server.now().toISOString().slice(0, 10);
    const { data } = await ok(
      '/client/stats/points',
      { startDate: '2026-01-01', endDate: today },
      { token: owner },
    );
    expect(data.at(-1)?.date).toBe(today);
  });

  it('/client/customer/delete', async () => {
    await ok('/client/customer/delete', { customerId }, { token: owner });
  });
});

describe('activity, levels, coupons, API token and banners', () => {
  it('/client/audit/all', async () => {
    // The customers' tests above left their records.
    const { records, total } = await ok(
      '/client/audit/all',
      { pageSize: 5, entity: 'customers' },
      { token: owner },
    );
    expect(total).toBeGreaterThan(0);
    expect(records[0]).toEqual(expect.objectContaining({ entity: 'customers', actorKind: 'owner' }));
  });

  it('/client/activity/purchases', async () => {
    const { purchases, total } = await ok('/client/activity/purchases', { pageSize: 5 }, { token: owner });
    expect(purchases).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
  });

  it('/client/activity/redeemeds', async () => {
    const { redeemeds } = await ok('/client/activity/redeemeds', { status: 'confirmed' }, { token: owner });
    expect(redeemeds.every((redemption) => redemption.status === 'confirmed')).toBe(true);
  });

  it('/client/activity/locations', async () => {
    const range = { startDate: '2026-01-01', endDate: server.now().toISOString().slice(0, 10) };
    const { locations } = await ok('/client/activity/locations', range, { token: owner });
    expect(locations.length).toBeGreaterThan(0);
  });

  let reviewId = 0;
  it('/client/activity/reviews', async () => {
    const { reviews, averageRating } = await ok(
      '/client/activity/reviews',
      { pageSize: 100 },
      { token: owner },
    );
    reviewId = reviews[0]?.id ?? 0;
    expect(averageRating).not.toBeNull();
  });

  it('/client/activity/review', async () => {
    const { review } = await ok('/client/activity/review', { reviewId }, { token: owner });
    expect(review.id).toBe(reviewId);
  });

  it('/client/activity/review/response', async () => {
    const { review } = await ok(
      '/client/activity/review/response',
      { reviewId, response: '¡Gracias por tu visita!' },
      { token: owner },
    );
    expect(review.response).toBe('¡Gracias por tu visita!');
  });

  it('/client/activity/surveys', async () => {
    const { nps, total } = await ok('/client/activity/surveys', {}, { token: owner });
    expect(total).toBeGreaterThan(0);
    expect(nps).not.toBeNull();
  });

  let levelId = 0;
  it('/client/levels/get-all', async () => {
    const { levels } = await ok('/client/levels/get-all', {}, { token: owner });
    expect(levels.map((level) => level.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);
  });

  it('/client/levels/add', async () => {
    const { level } = await ok(
      '/client/levels/add',
      { name: 'Diamante', description: 'Para los más fieles.', minPoints: 10_000, color: '#0ea5e9' },
      { token: owner },
    );
    levelId = level.id;
    expect(level).toEqual(expect.objectContaining({ position: 4, customers: 0 }));
  });

  it('/client/levels/update', async () => {
    const { level } = await ok(
      '/client/levels/update',
      { levelId, name: 'Diamante', description: '', minPoints: 8000, color: '#0284c7' },
      { token: owner },
    );
    expect(level.minPoints).toBe(8000);
  });

  it('/client/levels/reorder', async () => {
    const { levels } = await ok('/client/levels/get-all', {}, { token: owner });
    const reversed = levels.map((level) => level.id).reverse();
    const answer = await ok('/client/levels/reorder', { levelIds: reversed }, { token: owner });
    expect(answer.levels.map((level) => level.id)).toEqual(reversed);
  });

  it('/client/levels/delete', async () => {
    await ok('/client/levels/delete', { levelId }, { token: owner });
  });

  let couponIds: number[] = [];
  it('/client/coupons/add', async () => {
    const { coupons } = await ok(
      '/client/coupons/add',
      { quantity: 3, points: 50, description: 'Desayuno de bienvenida' },
      { token: owner },
    );
    couponIds = coupons.map((coupon) => coupon.id);
    expect(coupons.every((coupon) => coupon.status === 'available')).toBe(true);
  });

  it('/client/coupons/upload', async () => {
    const answer = await ok(
      '/client/coupons/upload',
      { codes: ['FERIA-2026-01', 'FERIA-2026-02'], points: 25, expirationDate: null },
      { token: owner },
    );
    expect(answer).toEqual(expect.objectContaining({ created: 2, skipped: [] }));
  });

  it('/client/coupons/get', async () => {
    const { coupons, total } = await ok('/client/coupons/get', { status: 'available' }, { token: owner });
    expect(coupons.length).toBeGreaterThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(5);
  });

  it('/client/coupons/pdf', async () => {
    const { file } = await ok('/client/coupons/pdf', { couponIds }, { token: owner });
    expect(file.url).toMatch(/\.pdf$/);
  });

  it('/client/coupons/delete', async () => {
    await ok('/client/coupons/delete', { couponId: couponIds[0] ?? 0 }, { token: owner });
  });

  it('/client/api/token/generate', async () => {
    const { apiToken, token } = await ok('/client/api/token/generate', {}, { token: owner });
    expect(apiToken.prefix).toBe(token.slice(0, apiToken.prefix.length));
  });

  it('/client/api/token/get', async () => {
    const { apiToken } = await ok('/client/api/token/get', {}, { token: owner });
    expect(apiToken?.lastUsedAt).toBeNull();
  });

  it('/client/api/token/delete', async () => {
    await ok('/client/api/token/delete', {}, { token: owner });
  });

  let bannerId = 0;
  it('/client/banners/add', async () => {
    const { banner } = await ok(
      '/client/banners/add',
      {
        title: 'Desayunos a 3 €',
        image: '/uploads/banner/desayunos.png',
        startDate: '2026-01-01',
        endDate: null,
      },
      { token: owner },
    );
    bannerId = banner.id;
  });

  it('/client/banners/get-all', async () => {
    const { banners } = await ok('/client/banners/get-all', {}, { token: owner });
    expect(banners.map((banner) => banner.id)).toContain(bannerId);
  });

  it('/client/banners/update', async () => {
    const { banner } = await ok(
      '/client/banners/update',
      {
        bannerId,
        title: 'Desayunos a 3,50 €',
        image: '/uploads/banner/desayunos.png',
        link: '',
        active: false,
        position: 2,
        startDate: null,
        endDate: '2026-12-31',
      },
      { token: owner },
    );
    expect(banner).toEqual(expect.objectContaining({ active: false, position: 2 }));
  });

  it('/client/banners/delete', async () => {
    await ok('/client/banners/delete', { bannerId }, { token: owner });
  });
});

describe('notifications, offers, news, the shop and the subscription', () => {
  const future = { date: '2031-03-10', time: '10:30' };

  let notificationId = 0;
  it('/client/notification/add', async () => {
    const { notification } = await ok(
      '/client/notification/add',
      { title: 'Doble de puntos', description: 'Este sábado, doble de puntos.', ...future },
      { token: owner },
    );
    notificationId = notification.id;
    expect(notification).toEqual(expect.objectContaining({ ...future, sent: false, recipients: 0 }));
  });

  it('/client/notification/get-all', async () => {
    const { notifications } = await ok('/client/notification/get-all', {}, { token: owner });
    expect(notifications.map((notification) => notification.id)).toContain(notificationId);
  });

  it('/client/notification/update', async () => {
    const { notification } = await ok(
      '/client/notification/update',
      {
        notificationId,
        title: 'Triple de puntos',
        description: 'Solo este sábado.',
        ...future,
        time: '11:00',
      },
      { token: owner },
    );
    expect(notification).toEqual(expect.objectContaining({ title: 'Triple de puntos', time: '11:00' }));
  });

  it('/client/notification/send-one', async () => {
    const { delivered } = await ok('/client/notification/send-one', { notificationId }, { token: owner });
    expect(delivered).toBe(1);
  });

  it('/client/notification/send', async () => {
    const customer = await newCustomer(server, owner);
    const { delivered } = await ok(
      '/client/notification/send',
      { customerId: customer.id, title: 'Tu pedido está listo', description: 'Pasa a recogerlo.' },
      { token: owner },
    );
    expect(delivered).toBe(0);
  });

  it('/client/notification/delete', async () => {
    await ok('/client/notification/delete', { notificationId }, { token: owner });
  });

  let offerId = 0;
  it('/client/offer/add', async () => {
    const { offer } = await ok(
      '/client/offer/add',
      { name: 'Café y tostada', price: 2.999, oldPrice: 3.8, categoryId: null, expirationDate: '2031-01-31' },
      { token: owner },
    );
    offerId = offer.id;
    expect(offer).toEqual(
      expect.objectContaining({ price: 2.99, oldPrice: 3.8, active: true, public: false }),
    );
  });

  it('/client/offer/get-all', async () => {
    const { offers } = await ok('/client/offer/get-all', {}, { token: owner });
    expect(offers[0]?.id).toBe(offerId);
  });

  it('/client/offer/update', async () => {
    const { offer } = await ok(
      '/client/offer/update',
      { offerId, name: 'Café y tostada', price: null, oldPrice: null, public: true },
      { token: owner },
    );
    expect(offer).toEqual(expect.objectContaining({ price: null, public: true }));
  });

  it('/client/offer/delete', async () => {
    await ok('/client/offer/delete', { offerId }, { token: owner });
  });

  let newsId = 0;
  it('/client/news/add', async () => {
    const { news } = await ok('/client/news/add', { name: 'Abrimos el domingo' }, { token: owner });
    newsId = news.id;
    expect(news).toEqual(expect.objectContaining({ name: 'Abrimos el domingo', active: true }));
  });

  it('/client/get-all-news', async () => {
    const { news } = await ok('/client/get-all-news', {}, { token: owner });
    expect(news[0]?.id).toBe(newsId);
  });

  it('/client/news/update', async () => {
    const { news } = await ok(
      '/client/news/update',
      { newsId, name: 'Abrimos los domingos', active: false },
      { token: owner },
    );
    expect(news).toEqual(expect.objectContaining({ name: 'Abrimos los domingos', active: false }));
  });

  it('/client/news/delete', async () => {
    await ok('/client/news/delete', { newsId }, { token: owner });
  });

  let productId = 0;
  it('/client/products/add', async () => {
    const { product } = await ok(
      '/client/products/add',
      { name: 'Bizcocho de limón', price: 9.5, points: 10, stock: 5, categoryId: null },
      { token: owner },
    );
    productId = product.id;
    expect(product).toEqual(expect.objectContaining({ price: 9.5, points: 10, stock: 5 }));
  });

  it('/client/products/get-all', async () => {
    const { products } = await ok('/client/products/get-all', {}, { token: owner });
    expect(products.map((product) => product.id)).toContain(productId);
  });

  it('/client/products/update', async () => {
    const { product } = await ok(
      '/client/products/update',
      { productId, name: 'Bizcocho de limón', price: 8.5, points: 8, stock: null, categoryId: null },
      { token: owner },
    );
    expect(product).toEqual(expect.objectContaining({ price: 8.5, stock: null }));
  });

  it('/client/products/delete', async () => {
    await ok('/client/products/delete', { productId }, { token: owner });
  });

  let orderId = 0;
  it('/client/orders/get-all', async () => {
    const customer = await newCustomer(server, owner);
    orderId = await placeOrder(server, cafe, customer.id, [
      { name: 'Café en grano Etiopía 250 g', quantity: 2, unitPrice: 8.9, points: 8 },
    ]);
    const { orders, total } = await ok('/client/orders/get-all', { pageSize: 5 }, { token: owner });
    expect(orders[0]).toEqual(expect.objectContaining({ id: orderId, status: 'pending', subtotal: 17.8 }));
    expect(total).toBeGreaterThan(5);
  });

  it('/client/orders/update', async () => {
    const { order } = await ok('/client/orders/update', { orderId, status: 'delivered' }, { token: owner });
    expect(order.status).toBe('delivered');
  });

  let noteId = 0;
  it('/client/orders/add-note', async () => {
    const { note } = await ok(
      '/client/orders/add-note',
      { orderId, text: 'Entregado en mano.' },
      { token: owner },
    );
    noteId = note.id;
    expect(note.author).toBe('Lucía Fernández Sanz');
  });

  it('/client/orders/delete-note', async () => {
    await ok('/client/orders/delete-note', { orderId, noteId }, { token: owner });
  });

  let shippingCostId = 0;
  let valencia: number | null = null;
  it('/client/shippingcosts/add', async () => {
    const { cities } = await ok('/client/store/get-cities', {}, { token: owner });
    valencia = cities.find((city) => city.name === 'Valencia')?.id ?? null;
    const { shippingCost } = await ok(
      '/client/shippingcosts/add',
      { name: 'Valencia', cityId: valencia, price: 4.5, freeFrom: 40 },
      { token: owner },
    );
    shippingCostId = shippingCost.id;
    expect(shippingCost).toEqual(expect.objectContaining({ cityName: 'Valencia', price: 4.5 }));
  });

  it('/client/shippingcosts/all', async () => {
    const { shippingCosts } = await ok('/client/shippingcosts/all', {}, { token: owner });
    expect(shippingCosts.map((cost) => cost.id)).toContain(shippingCostId);
    expect(shippingCosts.at(-1)?.cityId).toBeNull();
  });

  it('/client/shippingcosts/update', async () => {
    const { shippingCost } = await ok(
      '/client/shippingcosts/update',
      { shippingCostId, name: 'Valencia ciudad', cityId: valencia, price: 5, freeFrom: null, active: false },
      { token: owner },
    );
    expect(shippingCost).toEqual(
      expect.objectContaining({ name: 'Valencia ciudad', freeFrom: null, active: false }),
    );
  });

  it('/client/shippingcosts/delete', async () => {
    await ok('/client/shippingcosts/delete', { shippingCostId }, { token: owner });
  });

  let paymentMethodId = 0;
  it('/client/payment/save', async () => {
    const created = await ok(
      '/client/payment/save',
      { type: 'transfer', name: 'Transferencia', instructions: 'ES00 0000 0000' },
      { token: owner },
    );
    paymentMethodId = created.paymentMethod.id;
    const { paymentMethod } = await ok(
      '/client/payment/save',
      { paymentMethodId, type: 'transfer', name: 'Transferencia SEPA', active: false },
      { token: owner },
    );
    expect(paymentMethod).toEqual(
      expect.objectContaining({ id: paymentMethodId, name: 'Transferencia SEPA', instructions: '' }),
    );
  });

  it('/client/payment/get-all', async () => {
    const { paymentMethods } = await ok('/client/payment/get-all', {}, { token: owner });
    expect(paymentMethods.at(-1)?.id).toBe(paymentMethodId);
  });

  it('/client/subscription/status', async () => {
    const answer = await ok('/client/subscription/status', {}, { token: owner });
    expect(answer).toEqual(expect.objectContaining({ withSubscription: false, status: 'disabled' }));
  });

  it('/client/subscription/save', async () => {
    const { subscription } = await ok(
      '/client/subscription/save',
      { paypalPlanId: 'P-5ML4271244454362WXNWU5NQ', paypalSubscriptionId: 'I-BW452GLLEP1G' },
      { token: owner },
    );
    expect(subscription).toEqual(
      expect.objectContaining({ status: 'active', amount: 29, currencyCode: 'EUR' }),
    );
  });

  it('/client/subscription/get-all', async () => {
    const { subscriptions } = await ok('/client/subscription/get-all', {}, { token: owner });
    expect(subscriptions.map((subscription) => subscription.paypalSubscriptionId)).toEqual([
      'I-BW452GLLEP1G',
    ]);
  });

  let adminNotificationId = 0;
  it('/admin/notification/add', async () => {
    const { notification } = await ok(
      '/admin/notification/add',
      { title: 'Novedades en la app', description: 'Todos tus puntos en una pantalla.', ...future },
      { token: await server.login(ADMIN) },
    );
    adminNotificationId = notification.id;
    expect(notification.sent).toBe(false);
  });

  it('/admin/notification/get-all', async () => {
    const { notifications } = await ok(
      '/admin/notification/get-all',
      {},
      { token: await server.login(ADMIN) },
    );
    expect(notifications[0]?.id).toBe(adminNotificationId);
  });

  it('/admin/notification/update', async () => {
    const { notification } = await ok(
      '/admin/notification/update',
      { notificationId: adminNotificationId, title: 'Novedades', description: 'En la app.', ...future },
      { token: await server.login(ADMIN) },
    );
    expect(notification.title).toBe('Novedades');
  });

  it('/admin/notification/send-one', async () => {
    const { delivered } = await ok(
      '/admin/notification/send-one',
      { notificationId: adminNotificationId, email: OWNER },
      { token: await server.login(ADMIN) },
    );
    expect(delivered).toBe(1);
  });

  it('/admin/notification/delete', async () => {
    await ok(
      '/admin/notification/delete',
      { notificationId: adminNotificationId },
      { token: await server.login(ADMIN) },
    );
  });
});

describe('account deletion', () => {
  it('/client/delete-account', async () => {
    const refused = await server.fail(
      '/client/delete-account',
      { password: 'clave-segura-1', confirmation: 'floristería marta' },
      400,
      { token: registeredOwner },
    );
    expect(refused.m).toBe('Para eliminar la cuenta escriba el nombre del negocio exactamente como es.');
    await ok(
      '/client/delete-account',
      { password: 'clave-segura-1', confirmation: 'Floristería Marta' },
      { token: registeredOwner },
    );
    await server.fail('/client/get-store-info', {}, 401, { token: registeredOwner });
  });
});

describe('the upload', () => {
  it('/general/upload-file/{modelType}', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const boundary = '----loyalty';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/general/upload-file/store',
      headers: { token: owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    covered.add('/general/upload-file/{modelType}');
  });
});

describe('administrator', () => {
  let admin = '';
  const created = {
    store: 0,
    owner: 0,
    payment: 0,
    city: 0,
    storetype: 0,
    category: 0,
    plan: 0,
    offer: 0,
    news: 0,
  };
  beforeAll(async () => {
    admin = await server.login(ADMIN);
  });
  const as = () => ({ token: admin });

  it('/admin/store/get-all', async () => {
    const { stores, total } = await ok('/admin/store/get-all', { search: 'café central' }, as());
    expect(total).toBe(1);
    expect(stores[0]).toEqual(expect.objectContaining({ name: 'Café Central', ownerEmail: OWNER }));
  });

  it('/admin/business/process', async () => {
    const store = {
      name: 'Frutería Ana',
      storeTypeId: 7,
      countryId: 1,
      redeemBought: 50,
      planShowOffers: true,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@fruteria.test',
    };
    const answer = await ok(
      '/admin/business/process',
      { type: 'new', ...store, password: 'clave-segura-1' },
      as(),
    );
    expect(answer.store).toEqual(expect.objectContaining({ name: 'Frutería Ana', redeemBought: 50 }));
    created.store = answer.store.id;
    created.owner = answer.user.id;
    const edited = await ok(
      '/admin/business/process',
      { type: 'edit', ...store, storeId: created.store, userId: created.owner, planShowNews: true },
      as(),
    );
    expect(edited.store.planShowNews).toBe(true);
  });

  it('/admin/business/get', async () => {
    const { user } = await ok('/admin/business/get', { storeId: created.store }, as());
    expect(user.email).toBe('ana@fruteria.test');
  });

  it('/admin/store/get-activity', async () => {
    const { activity } = await ok('/admin/store/get-activity', { storeId: cafe }, as());
    expect(activity.months).toHaveLength(12);
  });

  it('/admin/store/payment/add', async () => {
    const { payment } = await ok(
      '/admin/store/payment/add',
      {
        storeId: created.store,
        planId: null,
        redemptions: 100,
        amount: 39.9,
        currencyCode: 'EUR',
        method: 'transfer',
        paidAt: '2026-03-02',
      },
      as(),
    );
    created.payment = payment.id;
  });

  it('/admin/audit/all', async () => {
    const { records } = await ok('/admin/audit/all', { storeId: created.store }, as());
    expect(records.some((record) => record.operation === 'adminStorePaymentAdd')).toBe(true);
  });

  it('/admin/store/payments', async () => {
    const { store, payments } = await ok('/admin/store/payments', { storeId: created.store }, as());
    expect(store.name).toBe('Frutería Ana');
    expect(payments.map((payment) => payment.id)).toEqual([created.payment]);
  });

  it('/admin/store/payment/delete', async () => {
    await ok('/admin/store/payment/delete', { paymentId: created.payment }, as());
  });

  it('/admin/business/delete', async () => {
    await ok('/admin/business/delete', { storeId: created.store }, as());
  });

  it('/admin/get-configuration', async () => {
    const { generalConfiguration } = await ok('/admin/get-configuration', {}, as());
    expect(generalConfiguration.supportPhone).not.toBe('');
  });

  it('/admin/configuration/save-support-phone', async () => {
    const answer = await ok(
      '/admin/configuration/save-support-phone',
      { supportPhone: '+34 600 999 000' },
      as(),
    );
    expect(answer.generalConfiguration.supportPhone).toBe('+34 600 999 000');
  });

  it('/admin/paypal/get-plans', async () => {
    const { plans } = await ok('/admin/paypal/get-plans', {}, as());
    expect(plans.length).toBeGreaterThan(0);
  });

  it('/admin/configuration/update-paypal-plans', async () => {
    const { plans } = await ok('/admin/paypal/get-plans', {}, as());
    const saved = await ok('/admin/configuration/update-paypal-plans', { plans: [...plans].reverse() }, as());
    expect(saved.plans.map((plan) => plan.id)).toEqual([...plans].reverse().map((plan) => plan.id));
  });

  it('/admin/configuration/get-paypal', async () => {
    const { paypal } = await ok('/admin/configuration/get-paypal', {}, as());
    expect(paypal).not.toHaveProperty('secret');
  });

  it('/admin/configuration/save-paypal', async () => {
    const { paypal } = await ok(
      '/admin/configuration/save-paypal',
      { clientId: 'AbC-sandbox-1', secret: 'secreto', mode: 'sandbox' },
      as(),
    );
    expect(paypal.hasSecret).toBe(true);
  });

  it('/admin/configuration/get-subscription', async () => {
    await ok('/admin/configuration/get-subscription', {}, as());
  });

  it('/admin/configuration/save-subscription', async () => {
    const { plans } = await ok('/admin/paypal/get-plans', {}, as());
    const { subscription } = await ok(
      '/admin/configuration/save-subscription',
      { withSubscription: false, paypalPlanId: plans[0]?.id ?? '', trialDays: 15 },
      as(),
    );
    expect(subscription.trialDays).toBe(15);
  });

  it('/admin/configuration/save-subscription-freerewards', async () => {
    const { subscription } = await ok(
      '/admin/configuration/save-subscription-freerewards',
      { freeRewards: 12 },
      as(),
    );
    expect(subscription.freeRewards).toBe(12);
  });

  it('/admin/configuration/get-whatsapp', async () => {
    await ok('/admin/configuration/get-whatsapp', {}, as());
  });

  it('/admin/configuration/update-whatsapp', async () => {
    const { whatsapp } = await ok(
      '/admin/configuration/update-whatsapp',
      { enabled: true, phone: '+34 600 000 111', accessToken: 'EAAG-token', welcomeMessage: '¡Hola!' },
      as(),
    );
    expect(whatsapp.hasAccessToken).toBe(true);
  });

  it('/admin/payment/get', async () => {
    const { payment } = await ok('/admin/payment/get', {}, as());
    expect(payment.currencyCode).toBe('EUR');
  });

  it('/admin/payment/save', async () => {
    const { payment } = await ok('/admin/payment/save', { currencyCode: 'EUR', bankName: 'Banco Sur' }, as());
    expect(payment.bankName).toBe('Banco Sur');
  });

  it('/admin/city/add', async () => {
    const { city } = await ok(
      '/admin/city/add',
      {
        name: 'Granada',
        countryId: 1,
        latitude: 37.18,
        longitude: -3.6,
        zoom: 12,
        timeZone: 'Europe/Madrid',
      },
      as(),
    );
    created.city = city.id;
  });

  it('/admin/city/update', async () => {
    const { city } = await ok(
      '/admin/city/update',
      { cityId: created.city, name: 'Granada', countryId: 1, zoom: 13, timeZone: 'Europe/Madrid' },
      as(),
    );
    expect(city.zoom).toBe(13);
  });

  it('/admin/get-all-cities', async () => {
    const { cities } = await ok('/admin/get-all-cities', { countryId: 1 }, as());
    expect(cities.map((city) => city.name)).toContain('Granada');
  });

  it('/admin/locations/get-all', async () => {
    const { locations, total } = await ok('/admin/locations/get-all', { pageSize: 2 }, as());
    expect(locations).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(5);
  });

  it('/admin/locations/change-city-id', async () => {
    const [location] = await locationsOf(server.db, cafe);
    const answer = await ok(
      '/admin/locations/change-city-id',
      { locationId: location?.id ?? 0, cityId: 1 },
      as(),
    );
    expect(answer.location.cityName).toBe('Madrid');
  });

  it('/admin/city/delete', async () => {
    await ok('/admin/city/delete', { cityId: created.city }, as());
  });

  it('/admin/storetype/add', async () => {
    const { storetype } = await ok(
      '/admin/storetype/add',
      { name: 'Floristería', translations: [{ languageCode: 'es', text: 'Floristería' }] },
      as(),
    );
    created.storetype = storetype.id;
  });

  it('/admin/storetype/update', async () => {
    const { storetype } = await ok(
      '/admin/storetype/update',
      {
        storetypeId: created.storetype,
        name: 'Floristería',
        translations: [{ languageCode: 'en', text: 'Florist' }],
      },
      as(),
    );
    expect(storetype.translations).toEqual([{ languageCode: 'en', text: 'Florist' }]);
  });

  it('/admin/get-all-storetypes', async () => {
    const { storetypes } = await ok('/admin/get-all-storetypes', {}, as());
    expect(storetypes.map((type) => type.id)).toContain(created.storetype);
  });

  it('/admin/storetype/delete', async () => {
    await ok('/admin/storetype/delete', { storetypeId: created.storetype }, as());
  });

  it('/admin/category/add', async () => {
    const { category } = await ok(
      '/admin/category/add',
      { translations: [{ languageCode: 'es', text: 'Flores' }] },
      as(),
    );
    expect(category.name).toBe('Flores');
    created.category = category.id;
  });

  it('/admin/category/update', async () => {
    const { category } = await ok(
      '/admin/category/update',
      { categoryId: created.category, translations: [{ languageCode: 'es', text: 'Flores y plantas' }] },
      as(),
    );
    expect(category.name).toBe('Flores y plantas');
  });

  it('/admin/category/get-all', async () => {
    const { categories } = await ok('/admin/category/get-all', {}, as());
    expect(categories.map((category) => category.id)).toContain(created.category);
  });

  it('/admin/category/delete', async () => {
    await ok('/admin/category/delete', { categoryId: created.category }, as());
  });

  it('/admin/plan/add', async () => {
    const { plan } = await ok(
      '/admin/plan/add',
      { name: 'Paquete 75 canjes', price: 29.9, redemptions: 75 },
      as(),
    );
    created.plan = plan.id;
  });

  it('/admin/plan/update', async () => {
    const { plan } = await ok(
      '/admin/plan/update',
      { planId: created.plan, name: 'Paquete 75 canjes', price: 27.5, redemptions: 75, active: false },
      as(),
    );
    expect(plan).toEqual(expect.objectContaining({ price: 27.5, active: false }));
  });

  it('/admin/plan/all', async () => {
    const { plans } = await ok('/admin/plan/all', {}, as());
    expect(plans.map((plan) => plan.id)).toContain(created.plan);
  });

  it('/admin/plan/delete', async () => {
    await ok('/admin/plan/delete', { planId: created.plan }, as());
  });

  it('/admin/offer/add', async () => {
    const { offer } = await ok(
      '/admin/offer/add',
      { name: 'Semana del café', expirationDate: '2030-01-31' },
      as(),
    );
    created.offer = offer.id;
  });

  it('/admin/offer/update', async () => {
    const { offer } = await ok(
      '/admin/offer/update',
      { offerId: created.offer, name: 'Semana del café', active: false, expirationDate: null },
      as(),
    );
    expect(offer).toEqual(expect.objectContaining({ active: false, expirationDate: null }));
  });

  it('/admin/offer/get-all', async () => {
    const { offers } = await ok('/admin/offer/get-all', {}, as());
    expect(offers[0]?.id).toBe(created.offer);
  });

  it('/admin/offer/delete', async () => {
    await ok('/admin/offer/delete', { offerId: created.offer }, as());
  });

  it('/admin/news/add', async () => {
    const { news } = await ok('/admin/news/add', { name: 'Nueva app de clientes' }, as());
    created.news = news.id;
  });

  it('/admin/news/update', async () => {
    const { news } = await ok(
      '/admin/news/update',
      { newsId: created.news, name: 'Nueva app de clientes', public: true },
      as(),
    );
    expect(news.public).toBe(true);
  });

  it('/admin/news/get-all', async () => {
    const { news } = await ok('/admin/news/get-all', {}, as());
    expect(news[0]?.id).toBe(created.news);
  });

  it('/admin/news/delete', async () => {
    await ok('/admin/news/delete', { newsId: created.news }, as());
  });
});

describe('coverage of this file', () => {
  it('exercises every operation of the contract', () => {
    const paths = operations.map((operation) => operation.path);
    expect(paths.filter((path) => !covered.has(path))).toEqual([]);
  });
});
