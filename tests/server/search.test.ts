/**
 * The lists' free-text search (issue 15.1): accents and case ignored, every word in any field and any
 * order, on every list of the registry the server searches, and the customer picker's quick search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiPath } from '../../src/contract/types';
import type { Row } from '../../src/entities/data/values';
import type { Resource } from '../../src/entities/resource';
import { foldText } from '../../src/lib/searchText';
import { signedInServer } from './support/signedInServer';

const demo = signedInServer();

/** Every resource of the generated registry. */
const registry = Object.values(
  import.meta.glob<Resource>('../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);

/** A search for `text` as a hurried user types it: words reversed, accents dropped, in capitals. */
function typedCarelessly(text: string): string {
  return foldText(text).split(/\s+/).filter(Boolean).reverse().join('  ').toUpperCase();
}

const hasAccent = (text: string) => foldText(text) !== text.toLowerCase();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOf = (row: Row) => text((row.customer as Row | null)?.name);

interface SearchCase {
  token: () => string;
  /** The list's other params (the customer whose movements are listed). */
  body?: () => Promise<Row>;
  /** The text of a row the search looks in, as the row shows it. */
  searched: (row: Row) => string;
}

async function someCustomerWithHistory(): Promise<Row> {
  const { customers } = await demo.server.ok(
    '/client/customer/all',
    { sortBy: 'points', sortDirection: 'desc', pageSize: 1 },
    { token: demo.owner },
  );
  return { customerId: customers[0]?.id };
}

/** The trail has rows once someone changed something: the owner adds a customer; the store's id. */
async function aChangeInTheTrail(): Promise<Row> {
  await demo.server.ok(
    '/client/customer/add',
    {
      first_name: 'Íñigo',
      last_name: 'Auditado',
      email: `rastro.${Date.now()}@correo.test`,
      mobile: '',
      birthDate: null,
    },
    { token: demo.owner },
  );
  const { store } = await demo.server.ok('/client/get-store-info', {}, { token: demo.owner });
  return { storeId: store.id };
}

const operationAndTable = (row: Row) => `${text(row.operation)} ${text(row.entity)}`;

/** How each server-searched list of the registry is checked; a list added later must be added here. */
const CASES: Record<string, SearchCase> = {
  customers: { token: () => demo.owner, searched: (row) => `${text(row.first_name)} ${text(row.last_name)}` },
  customerHistory: {
    token: () => demo.owner,
    body: someCustomerWithHistory,
    searched: (row) => text(row.description),
  },
  activityPurchases: { token: () => demo.owner, searched: nameOf },
  activityRedemptions: { token: () => demo.owner, searched: nameOf },
  activityReviews: { token: () => demo.owner, searched: nameOf },
  activitySurveys: { token: () => demo.owner, searched: nameOf },
  orders: { token: () => demo.owner, searched: nameOf },
  coupons: { token: () => demo.owner, searched: (row) => text(row.code) },
  stores: { token: () => demo.admin, searched: (row) => text(row.name) },
  adminLocations: { token: () => demo.admin, searched: (row) => `${text(row.name)} ${text(row.address)}` },
  audit: {
    token: () => demo.owner,
    body: async () => {
      await aChangeInTheTrail();
      return {};
    },
    searched: operationAndTable,
  },
  adminAudit: { token: () => demo.admin, body: aChangeInTheTrail, searched: operationAndTable },
};

describe('every list the server searches', () => {
  const searched = registry.filter((resource) => resource.list?.search === 'server');

  it('is covered here', () => {
    expect(searched.map((resource) => resource.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(searched.map((resource) => [resource.id, resource] as const))(
    '%s finds a row by its words in any order, without accents, in any case',
    async (id, resource) => {
      const list = resource.list;
      const test = CASES[id];
      if (!list || !test) throw new Error(`${id}: no list or no case`);
      const path = list.path as JsonApiPath;
      const params = test.body ? await test.body() : {};
      const call = async (search?: string) =>
        (await demo.server.ok(path, { ...params, pageSize: 100, ...(search ? { search } : {}) } as never, {
          token: test.token(),
        })) as unknown as Row;
      const rowsOf = (answer: Row) => (answer[list.items] as Row[]).filter((row) => test.searched(row));
      const rows = rowsOf(await call());
      // The hardest row to find: several words, accented where the demo has accents.
      const wordsOf = (row: Row) => test.searched(row).trim().split(/\s+/).length;
      const row =
        rows.find((candidate) => hasAccent(test.searched(candidate)) && wordsOf(candidate) > 1) ??
        rows.find((candidate) => hasAccent(test.searched(candidate))) ??
        rows[0];
      if (!row) throw new Error(`${id}: the demo has no rows to search`);
      const search = typedCarelessly(test.searched(row));
      const found = await call(search);
      const words = foldText(search).split(/\s+/).filter(Boolean);
      const foundRows = found[list.items] as Row[];
      expect(foundRows.length, `${id}: '${search}' found nothing`).toBeGreaterThan(0);
      for (const hit of foundRows.filter((candidate) => test.searched(candidate))) {
        // Rows found through a field the row does not show (an email) are left aside.
        const shown = foldText(test.searched(hit));
        if (words.every((word) => shown.includes(word))) continue;
        expect(
          words.some((word) => shown.includes(word)),
          `${id}: '${search}' found '${test.searched(hit)}'`,
        ).toBe(true);
      }
      expect(foundRows.map((hit) => test.searched(hit).toLowerCase())).toContain(
        test.searched(row).toLowerCase(),
      );
      // Every word must be there: one more that is nowhere finds nothing.
      const none = await call(`${search} zzqxw`);
      expect(none.total, `${id}: an unknown word still found rows`).toBe(0);
    },
  );
});

describe('customers, as at the counter', () => {
  const people = [
    { first_name: 'Lola', last_name: 'Fernández Ortega' },
    { first_name: 'María', last_name: 'Martínez Núñez' },
    { first_name: 'Elena', last_name: 'Castro Gutiérrez' },
  ];
  const ids = new Map<string, number>();

  beforeAll(async () => {
    for (const [index, person] of people.entries()) {
      const { customer } = await demo.server.ok(
        '/client/customer/add',
        { ...person, email: `buscar.${index}.${Date.now()}@correo.test`, mobile: '', birthDate: null },
        { token: demo.owner },
      );
      ids.set(person.first_name, customer.id);
    }
  });

  it.each([
    ['lola fernandez', 'Lola'],
    ['maria martinez', 'María'],
    ['Gutierrez Castro', 'Elena'],
    ['NUNEZ maria', 'María'],
    ['ortega   LOLA', 'Lola'],
  ])("'%s' finds %s in Clientes and in the customer picker", async (search, who) => {
    const id = ids.get(who);
    const { customers } = await demo.server.ok(
      '/client/customer/all',
      { search, pageSize: 100 },
      { token: demo.owner },
    );
    expect(customers.map((customer) => customer.id)).toContain(id);
    const picked = await demo.server.ok(
      '/client/customer/search',
      { query: search, limit: 50 },
      { token: demo.owner },
    );
    expect(picked.customers.map((customer) => customer.id)).toContain(id);
  });

  it('needs every word: a first name with another surname finds nobody of these', async () => {
    const { customers } = await demo.server.ok(
      '/client/customer/all',
      { search: 'lola martinez', pageSize: 100 },
      { token: demo.owner },
    );
    expect(customers.map((customer) => customer.id)).not.toContain(ids.get('Lola'));
    expect(customers.map((customer) => customer.id)).not.toContain(ids.get('María'));
  });
});
