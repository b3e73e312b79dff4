/**
 * The demo data: what the issue lists (accounts, stores, catalogues in the five languages, cities with
 * real time zones), the same every time for a given date, and the sizes of the product's demo.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import {
  banners,
  categoryTranslations,
  cities,
  countries,
  customers,
  locations,
  pointsMovements,
  stores,
  uploads,
  users,
} from '../../src/server/db/schema';
import { DEMO_PASSWORD, demoSeedOptions, seedIfEmpty } from '../../src/server/seed';
import { ensureDemoUploads } from '../../src/server/seed/demoUploads';
import type { SeedOptions } from '../../src/server/seed/seedContext';
import { storeNps } from '../../src/server/stores/storeFacts';
import { ADMIN, EMPLOYEE, OWNER, OWNER2 } from './support/demoData';
import { openEmptyDatabase } from './support/testDatabase';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the demo data', () => {
  it('has the four demo accounts, all with the demo password', async () => {
    for (const email of [ADMIN, OWNER, EMPLOYEE, OWNER2]) {
      await server.ok('/login/client', { email, password: DEMO_PASSWORD }, { ip: '10.1.1.1' });
    }
    const { session } = await server.ok(
      '/login/client',
      { email: EMPLOYEE, password: DEMO_PASSWORD },
      { ip: '10.1.1.1' },
    );
    expect(session).toEqual(
      expect.objectContaining({
        storeName: 'Café Central',
        storeUserType: 'employee',
        locationName: 'Café Central Sol',
        permGivePoints: true,
        permRedeem: true,
        permCreateCustomer: false,
      }),
    );
    const [employee] = await server.db
      .select({ permStore: users.permStore })
      .from(users)
      .where(eq(users.email, EMPLOYEE));
    expect(employee?.permStore).toBe(false);
  });

  it('has España as country 1 and the countries of the platform', async () => {
    const rows = await server.db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.id));
    expect(rows[0]).toEqual({ id: 1, name: 'España' });
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['México', 'Argentina', 'Colombia', 'Chile', 'Perú', 'Francia', 'Italia']),
    );
  });

  it('has cities with real coordinates and IANA time zones', async () => {
    const rows = await server.db.select().from(cities);
    expect(rows.length).toBeGreaterThan(20);
    for (const city of rows) {
      expect(() => new Intl.DateTimeFormat('es', { timeZone: city.timeZone }), city.name).not.toThrow();
      expect(Math.abs(city.latitude) + Math.abs(city.longitude), city.name).toBeGreaterThan(0);
    }
    expect(rows.find((city) => city.name === 'Madrid')).toEqual(
      expect.objectContaining({ timeZone: 'Europe/Madrid' }),
    );
  });

  it('names every category in es, en, zh, fr and it', async () => {
    const rows = await server.db
      .select({ categoryId: categoryTranslations.categoryId, n: count() })
      .from(categoryTranslations)
      .groupBy(categoryTranslations.categoryId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.n === 5)).toBe(true);
  });

  it('gives both stores branches, customers and a history of points', async () => {
    for (const name of ['Café Central', 'Panadería Sol']) {
      const [store] = await server.db.select().from(stores).where(eq(stores.name, name));
      if (!store) throw new Error(`No ${name}`);
      const [branches] = await server.db
        .select({ n: count() })
        .from(locations)
        .where(eq(locations.storeId, store.id));
      const [movements] = await server.db
        .select({ n: count() })
        .from(pointsMovements)
        .where(eq(pointsMovements.storeId, store.id));
      expect(branches?.n, name).toBeGreaterThanOrEqual(2);
      expect(store.clientsAmount, name).toBeGreaterThan(0);
      expect(movements?.n ?? 0, name).toBeGreaterThan(store.clientsAmount);
    }
  });

  it("points the banners at image files recorded by the seed as their stores' uploads, served by the server", async () => {
    // Recorded with their bytes: a start finds them there and adds nothing.
    expect(await ensureDemoUploads(server.db, server.now())).toBe(0);
    const rows = await server.db.select({ image: banners.image, storeId: banners.storeId }).from(banners);
    expect(rows.length).toBeGreaterThan(0);
    for (const { image, storeId } of rows) {
      expect(image).toMatch(/^\/uploads\/banner\/demo-[a-z0-9-]+\.svg$/);
      const [upload] = await server.db
        .select({ storeId: uploads.storeId })
        .from(uploads)
        .where(eq(uploads.path, image.replace('/uploads/', '')));
      expect(upload, image).toEqual({ storeId });
      const response = await server.app.inject({ method: 'GET', url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('is sized for the product demo: ~2,000 customers per store and a year of history', () => {
    expect(demoSeedOptions()).toEqual(
      expect.objectContaining({
        customersPerStore: { cafe: 2000, panaderia: 2000 },
        historyDays: 365,
        password: DEMO_PASSWORD,
      }),
    );
  });
});

/** What a seed produced, without the ids (identity sequences are not rolled back between runs). */
async function digest(db: Database): Promise<unknown> {
  const people = await db
    .select({
      name: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
      email: customers.email,
      mobile: customers.mobile,
      points: customers.points,
      totalPoints: customers.totalPoints,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .orderBy(asc(customers.mobile));
  const [ledger] = await db
    .select({ rows: count(), points: sql<number>`sum(${pointsMovements.points})`.mapWith(Number) })
    .from(pointsMovements);
  return { people, ledger };
}

describe('the seed', () => {
  let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let db: Database;
  beforeAll(async () => {
    empty = await openEmptyDatabase();
    const [connection] = empty.connections;
    if (!connection) throw new Error('No connection');
    db = connection.db;
    await migrate(db);
  });
  afterAll(() => empty.close());

  /** Seeds the empty database, reads it, and leaves it empty again. */
  async function seeded<T>(options: SeedOptions, read: (tx: Database) => Promise<T>): Promise<T> {
    let result: { value: T } | undefined;
    await db
      .transaction(async (tx) => {
        await seedIfEmpty(tx, options);
        result = { value: await read(tx) };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    if (!result) throw new Error('The seed read nothing');
    return result.value;
  }

  it('runs once when three processes start together on an empty database; the others find its data', async () => {
    const empty = await openEmptyDatabase(3);
    try {
      const [first] = empty.connections;
      if (!first) throw new Error('No connection');
      await migrate(first.db);
      const options = {
        customersPerStore: { cafe: 6, panaderia: 4 },
        historyDays: 7,
        now: new Date('2026-06-01T12:00:00Z'),
        password: DEMO_PASSWORD,
      };
      const outcomes = await Promise.all(
        empty.connections.map((connection) => seedIfEmpty(connection.db, options)),
      );
      expect(outcomes.filter((timings) => timings !== null)).toHaveLength(1);
      expect(await first.db.select({ name: stores.name }).from(stores).orderBy(stores.name)).toEqual([
        { name: 'Café Central' },
        { name: 'Panadería Sol' },
      ]);
      const [owners] = await first.db.select({ n: count() }).from(users).where(eq(users.email, OWNER));
      expect(owners?.n).toBe(1);
    } finally {
      await empty.close();
    }
  });

  it('makes the same data every time for the same date', async () => {
    const options = {
      customersPerStore: { cafe: 12, panaderia: 8 },
      historyDays: 30,
      now: new Date('2026-06-01T12:00:00Z'),
      password: DEMO_PASSWORD,
    };
    const runs = [await seeded(options, digest), await seeded(options, digest)];
    expect(runs[0]).toEqual(runs[1]);
    expect((runs[0] as { people: unknown[] }).people).toHaveLength(20);
  });

  it("gives the owner's dashboard every figure it shows, however small: an NPS, and Café Central its branches", async () => {
    const options = {
      customersPerStore: { cafe: 1, panaderia: 1 },
      historyDays: 30,
      now: new Date('2026-06-01T12:00:00Z'),
      password: DEMO_PASSWORD,
    };
    const figures = await seeded(options, async (tx) => {
      const rows = [];
      for (const name of ['Café Central', 'Panadería Sol']) {
        const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
        if (!store) throw new Error(`No ${name}`);
        const [places] = await tx
          .select({ n: count() })
          .from(locations)
          .where(eq(locations.storeId, store.id));
        rows.push({ name, nps: (await storeNps(tx, store.id)).nps, branches: places?.n });
      }
      return rows;
    });
    // tests/e2e/dashboard.spec.ts shows both without conditions (isMultiStore: more than one branch).
    expect(figures).toEqual([
      { name: 'Café Central', nps: expect.any(Number), branches: 3 },
      { name: 'Panadería Sol', nps: expect.any(Number), branches: 2 },
    ]);
  });
});
