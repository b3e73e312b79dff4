/**
 * Store isolation: every /client call works on the caller's own store only. The owner of Panadería Sol
 * names rows of Café Central (a customer and its movement, a reward, a reward request, the employee, a
 * location, a level) to read, change or delete them and always gets 404, never the row; the lists never
 * show them; and the rows are unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiPath } from '../../src/contract/types';
import {
  balanceOf,
  EMPLOYEE,
  levelsOf,
  locationsOf,
  newCustomer,
  OWNER,
  OWNER2,
  pendingRequests,
  requestFromApp,
  rewardsOf,
  storeId,
  userId,
} from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let cafeOwner: string;
let intruder: string;
const cafeRow = {
  customer: 0,
  movement: 0,
  reward: 0,
  request: 0,
  employee: 0,
  location: 0,
  level: 0,
  balance: 0,
};
const ownRow = { customer: 0, reward: 0 };

beforeAll(async () => {
  server = await createTestServer();
  cafeOwner = await server.login(OWNER);
  intruder = await server.login(OWNER2);
  const cafe = await storeId(server.db, 'Café Central');
  const panaderia = await storeId(server.db, 'Panadería Sol');
  const customer = await newCustomer(server, cafeOwner);
  const { movement } = await server.ok(
    '/client/customer/add-points',
    { customerId: customer.id, points: 400 },
    { token: cafeOwner },
  );
  const [reward] = await rewardsOf(server.db, cafe);
  const [location] = await locationsOf(server.db, cafe);
  const [level] = await levelsOf(server.db, cafe);
  Object.assign(cafeRow, {
    customer: customer.id,
    movement: movement.id,
    reward: reward?.id,
    request: await requestFromApp(server, {
      storeId: cafe,
      customerId: customer.id,
      rewardId: reward?.id ?? 0,
    }),
    employee: await userId(server.db, EMPLOYEE),
    location: location?.id,
    level: level?.id,
  });
  cafeRow.balance = (await balanceOf(server.db, customer.id)).points;
  ownRow.customer = (await newCustomer(server, intruder, 100)).id;
  ownRow.reward = (await rewardsOf(server.db, panaderia))[0]?.id ?? 0;
});
afterAll(() => server.close());

const customerBody = { first_name: 'Intruso', last_name: '', email: '', mobile: '', birthDate: null };
const rewardBody = { name: 'Robado', description: '', image: '', points: 1, active: true, stock: null };
const locationBody = {
  name: 'Robada',
  address: '',
  phone: '',
  cityId: null,
  latitude: null,
  longitude: null,
  active: true,
};
const employeeBody = {
  first_name: 'Intruso',
  last_name: 'Intruso',
  email: 'intruso@panaderia.test',
  mobile: '',
  permRedeem: true,
  permGivePoints: true,
  permCreateCustomer: true,
  permStore: true,
};

/** [what is tried, operation, body built from the café's row ids] */
const attempts: [string, JsonApiPath, () => object][] = [
  ['read a customer', '/client/customer/info', () => ({ customerId: cafeRow.customer })],
  ['read a balance', '/client/customer/points', () => ({ customerId: cafeRow.customer })],
  ['read pending requests', '/client/customer/pending-redemptions', () => ({ customerId: cafeRow.customer })],
  ['read a ledger', '/client/transaction/customer', () => ({ customerId: cafeRow.customer })],
  ['change a customer', '/client/customer/update', () => ({ customerId: cafeRow.customer, ...customerBody })],
  ['delete a customer', '/client/customer/delete', () => ({ customerId: cafeRow.customer })],
  ['give points', '/client/customer/add-points', () => ({ customerId: cafeRow.customer, points: 10 })],
  ['take points', '/client/customer/discount-points', () => ({ customerId: cafeRow.customer, points: 10 })],
  ['record a purchase', '/client/transaction/add', () => ({ customerId: cafeRow.customer, amount: 10 })],
  ['reverse a movement', '/client/customer/delete-points', () => ({ movementId: cafeRow.movement })],
  [
    'give a reward to its customer',
    '/client/customer/give-reward',
    () => ({ customerId: cafeRow.customer, rewardId: ownRow.reward }),
  ],
  [
    'give its reward',
    '/client/customer/give-reward',
    () => ({ customerId: ownRow.customer, rewardId: cafeRow.reward }),
  ],
  [
    'confirm a request',
    '/client/customer/confirm-reward-requested',
    () => ({ redemptionId: cafeRow.request }),
  ],
  ['refuse a request', '/client/customer/delete-reward-requested', () => ({ redemptionId: cafeRow.request })],
  ['change a reward', '/client/reward/update', () => ({ rewardId: cafeRow.reward, ...rewardBody })],
  ['delete a reward', '/client/reward/delete', () => ({ rewardId: cafeRow.reward })],
  [
    'change an employee',
    '/client/employee/update',
    () => ({ employeeId: cafeRow.employee, ...employeeBody, location: null }),
  ],
  ['delete an employee', '/client/employee/delete', () => ({ employeeId: cafeRow.employee })],
  [
    'bind an employee to its location',
    '/client/employee/add',
    () => ({ ...employeeBody, password: 'clave-1234', location: { id: cafeRow.location } }),
  ],
  ['change a location', '/client/location/update', () => ({ locationId: cafeRow.location, ...locationBody })],
  ['delete a location', '/client/location/delete', () => ({ locationId: cafeRow.location })],
  [
    'give points at its location',
    '/client/customer/add-points',
    () => ({ customerId: ownRow.customer, points: 5, locationId: cafeRow.location }),
  ],
  [
    'sign a customer up at its location',
    '/client/customer/add',
    () => ({ ...customerBody, locationId: cafeRow.location }),
  ],
  [
    'give massive points to its customers',
    '/client/process-massive-give-points',
    () => ({ points: 1, description: 'x', target: 'customers', customerIds: [cafeRow.customer] }),
  ],
  [
    'give massive points to its level',
    '/client/process-massive-give-points',
    () => ({ points: 1, description: 'x', target: 'level', levelId: cafeRow.level }),
  ],
];

describe('the owner of another store', () => {
  it.each(attempts)('cannot %s (404)', async (_what, path, body) => {
    const refusal = await server.fail(path, body(), 404, { token: intruder });
    expect(JSON.stringify(refusal)).not.toContain('Café');
  });

  it('never sees the rows in its lists or searches', async () => {
    const { customers } = await server.ok('/client/customer/all', { pageSize: 100 }, { token: intruder });
    expect(customers.map((customer) => customer.id)).not.toContain(cafeRow.customer);
    const found = await server.ok('/client/customer/search', { query: 'Prueba' }, { token: intruder });
    expect(found.customers.map((customer) => customer.id)).not.toContain(cafeRow.customer);
    const { rewards } = await server.ok('/client/get-all-rewards', {}, { token: intruder });
    expect(rewards.map((reward) => reward.id)).not.toContain(cafeRow.reward);
    const { employees } = await server.ok('/client/get-all-employees', {}, { token: intruder });
    expect(employees.map((employee) => employee.id)).not.toContain(cafeRow.employee);
    const { locations } = await server.ok('/client/get-locations', {}, { token: intruder });
    expect(locations.map((location) => location.id)).not.toContain(cafeRow.location);
    const { redemptions } = await server.ok('/client/redemption/pendings', {}, { token: intruder });
    expect(redemptions.map((redemption) => redemption.id)).not.toContain(cafeRow.request);
    const { movements } = await server.ok('/client/last-given-points', { limit: 100 }, { token: intruder });
    expect(movements.map((movement) => movement.id)).not.toContain(cafeRow.movement);
  });

  it('left every row of the other store as it was', async () => {
    expect((await balanceOf(server.db, cafeRow.customer)).points).toBe(cafeRow.balance);
    const info = await server.ok(
      '/client/customer/info',
      { customerId: cafeRow.customer },
      { token: cafeOwner },
    );
    expect(info.customer.first_name).toBe('Prueba');
    const { rewards } = await server.ok('/client/get-all-rewards', {}, { token: cafeOwner });
    expect(rewards.find((reward) => reward.id === cafeRow.reward)?.name).not.toBe('Robado');
    const { employees } = await server.ok('/client/get-all-employees', {}, { token: cafeOwner });
    expect(employees.map((employee) => employee.id)).toContain(cafeRow.employee);
    const { locations } = await server.ok('/client/get-locations', {}, { token: cafeOwner });
    expect(locations.find((location) => location.id === cafeRow.location)?.name).not.toBe('Robada');
    const cafe = await storeId(server.db, 'Café Central');
    expect((await pendingRequests(server.db, cafe)).map((request) => request.id)).toContain(cafeRow.request);
  });
});
