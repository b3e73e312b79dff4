/**
 * The customers' list and records: paging without overlap in every sort order, search by name, email,
 * mobile and QR code, the level filter, refused sort fields, contact conflicts, welcome points and mail,
 * and deletion that anonymises the record but keeps the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCompactId } from '../../src/lib/compactId';
import { balanceOf, EMPLOYEE, levelsOf, locationsOf, newCustomer, OWNER, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

describe('the paged list', () => {
  it.each(['first_name', 'last_name', 'points', 'createdAt', 'lastVisitAt'] as const)(
    'pages by %s in both directions without overlap or gaps',
    async (sortBy) => {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const all = await server.ok(
          '/client/customer/all',
          { pageSize: 100, sortBy, sortDirection },
          { token: owner },
        );
        const paged = [];
        for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
          const { customers } = await server.ok(
            '/client/customer/all',
            { page, pageSize: 7, sortBy, sortDirection },
            { token: owner },
          );
          paged.push(...customers.map((customer) => customer.id));
        }
        expect(paged).toEqual(all.customers.map((customer) => customer.id));
        expect(new Set(paged).size).toBe(all.total);
      }
    },
  );

  it('orders by points as asked', async () => {
    const { customers } = await server.ok(
      '/client/customer/all',
      { pageSize: 20, sortBy: 'points', sortDirection: 'desc' },
      { token: owner },
    );
    const points = customers.map((customer) => customer.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('refuses a field it does not sort by (400), naming the ones it does (the sortBy enum of the contract)', async () => {
    const refusal = await server.fail('/client/customer/all', { sortBy: 'password' }, 400, { token: owner });
    expect(refusal.m).toMatch(
      /El campo 'sortBy' debe ser uno de estos valores: .*'first_name'.*'lastVisitAt'/,
    );
  });

  it('finds by name, email, mobile or QR code, case and accents as typed', async () => {
    const { customer } = await server.ok(
      '/client/customer/add',
      {
        first_name: 'Íñigo',
        last_name: 'Zubizarreta',
        email: 'inigo.zubi@correo.test',
        mobile: '699 123 987',
        birthDate: null,
      },
      { token: owner },
    );
    for (const search of ['ÍÑIGO', 'zubizarreta', 'INIGO.ZUBI@', '699 123', customer.code]) {
      const { customers, total } = await server.ok('/client/customer/all', { search }, { token: owner });
      expect(
        customers.map((found) => found.id),
        search,
      ).toContain(customer.id);
      expect(total, search).toBe(customers.length);
    }
    const { customers } = await server.ok(
      '/client/customer/search',
      { query: encodeCompactId(customer.id) },
      { token: owner },
    );
    expect(customers[0]?.id).toBe(customer.id);
  });

  it('takes % and _ in a search literally', async () => {
    const { total } = await server.ok('/client/customer/all', { search: '%' }, { token: owner });
    expect(total).toBe(0);
  });

  it('filters by level', async () => {
    const [, silver] = await levelsOf(server.db, cafe);
    const { customers, total } = await server.ok(
      '/client/customer/all',
      { levelId: silver?.id, pageSize: 100 },
      { token: owner },
    );
    expect(customers.every((customer) => customer.level?.id === silver?.id)).toBe(true);
    expect(total).toBe(customers.length);
  });
});

describe('records', () => {
  it('gives the welcome points at the chosen location and mails the customer', async () => {
    const [, second] = await locationsOf(server.db, cafe);
    const mails = server.mails.length;
    const { customer } = await server.ok(
      '/client/customer/add',
      {
        first_name: 'Noa',
        last_name: 'Vidal',
        email: 'NOA.VIDAL@correo.test',
        mobile: '',
        birthDate: null,
        locationId: second?.id,
      },
      { token: owner },
    );
    expect(customer).toEqual(
      expect.objectContaining({ email: 'noa.vidal@correo.test', points: 50, totalPoints: 50 }),
    );
    const { movements } = await server.ok(
      '/client/transaction/customer',
      { customerId: customer.id },
      { token: owner },
    );
    expect(movements).toEqual([expect.objectContaining({ type: 'welcome', points: 50, location: second })]);
    expect(server.mails.slice(mails).map((mail) => mail.to)).toEqual(['noa.vidal@correo.test']);
    expect(server.mails.at(-1)?.text).toContain(customer.code);
  });

  it('refuses an email or mobile another customer of the store has (409)', async () => {
    const first = await server.ok(
      '/client/customer/add',
      { first_name: 'Leo', last_name: '', email: 'leo@correo.test', mobile: '611 000 001', birthDate: null },
      { token: owner },
    );
    await server.fail('/client/customer/add', { first_name: 'Otro', email: 'LEO@correo.test' }, 409, {
      token: owner,
    });
    await server.fail('/client/customer/add', { first_name: 'Otro', mobile: '611 000 001' }, 409, {
      token: owner,
    });
    const other = await newCustomer(server, owner);
    await server.fail(
      '/client/customer/update',
      { customerId: other.id, first_name: 'Otro', email: 'leo@correo.test' },
      409,
      { token: owner },
    );
    await server.ok(
      '/client/customer/update',
      { customerId: first.customer.id, first_name: 'Leo', email: 'leo@correo.test', mobile: '611 000 001' },
      { token: owner },
    );
  });

  it('deleting anonymises the customer, frees their email, keeps their ledger and counts one customer less', async () => {
    const { store: before } = await server.ok('/client/get-store-info', {}, { token: owner });
    const { customer } = await server.ok(
      '/client/customer/add',
      {
        first_name: 'Borrar',
        last_name: 'Me',
        email: 'borrar@correo.test',
        mobile: '',
        birthDate: '1980-01-01',
      },
      { token: owner },
    );
    await server.ok('/client/customer/add-points', { customerId: customer.id, points: 30 }, { token: owner });
    await server.ok('/client/customer/delete', { customerId: customer.id }, { token: owner });
    await server.fail('/client/customer/info', { customerId: customer.id }, 404, { token: owner });
    await server.fail('/client/customer/delete', { customerId: customer.id }, 404, { token: owner });
    const { store: after } = await server.ok('/client/get-store-info', {}, { token: owner });
    expect(after.clientsAmount).toBe(before.clientsAmount);
    expect((await balanceOf(server.db, customer.id)).points).toBe(80);
    await server.ok(
      '/client/customer/add',
      { first_name: 'Nuevo', email: 'borrar@correo.test' },
      { token: owner },
    );
  });

  it('lets an employee bound to a location list every customer of the store', async () => {
    const employee = await server.login(EMPLOYEE);
    const mine = await server.ok('/client/customer/all', { pageSize: 1 }, { token: employee });
    const theirs = await server.ok('/client/customer/all', { pageSize: 1 }, { token: owner });
    expect(mine.total).toBe(theirs.total);
  });
});
