/**
 * Finding the seeded demo rows a test needs (the seed is random but deterministic, so tests look rows up
 * instead of hard-coding ids), and making fresh ones with a known state through the API.
 */
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import {
  customers,
  levels,
  locations,
  redemptions,
  rewards,
  stores,
  uploads,
  users,
} from '../../../src/server/db/schema';
import { requestReward } from '../../../src/server/ledger/redemptions';
import type { TestServer } from './testServer';

export const OWNER = 'owner@demo.test';
export const OWNER2 = 'owner2@demo.test';
export const EMPLOYEE = 'empleado@demo.test';
export const ADMIN = 'admin@demo.test';

export async function storeId(db: Database, name: 'Café Central' | 'Panadería Sol'): Promise<number> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`No store ${name}`);
  return row.id;
}

export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** A live customer of the store with at least `minPoints` points (the richest first). */
export async function customerWithPoints(
  db: Database,
  store: number,
  minPoints = 0,
): Promise<{ id: number; points: number }> {
  const [row] = await db
    .select({ id: customers.id, points: customers.points })
    .from(customers)
    .where(and(eq(customers.storeId, store), isNull(customers.deletedAt), gte(customers.points, minPoints)))
    .orderBy(desc(customers.points), asc(customers.id))
    .limit(1);
  if (!row) throw new Error(`No customer of store ${store} with ${minPoints} points`);
  return row;
}

export async function rewardsOf(db: Database, store: number) {
  return db
    .select({ id: rewards.id, points: rewards.points, stock: rewards.stock })
    .from(rewards)
    .where(and(eq(rewards.storeId, store), isNull(rewards.deletedAt)))
    .orderBy(asc(rewards.points));
}

export async function locationsOf(db: Database, store: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.storeId, store))
    .orderBy(asc(locations.id));
}

export async function levelsOf(db: Database, store: number) {
  return db
    .select({ id: levels.id, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.storeId, store))
    .orderBy(asc(levels.minPoints));
}

export async function pendingRequests(db: Database, store: number) {
  return db
    .select({
      id: redemptions.id,
      customerId: redemptions.customerId,
      points: redemptions.points,
      rewardId: redemptions.rewardId,
    })
    .from(redemptions)
    .where(and(eq(redemptions.storeId, store), eq(redemptions.status, 'pending')))
    .orderBy(asc(redemptions.id));
}

export async function balanceOf(
  db: Database,
  customerId: number,
): Promise<{ points: number; totalPoints: number; levelId: number | null }> {
  const [row] = await db
    .select({ points: customers.points, totalPoints: customers.totalPoints, levelId: customers.levelId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`No customer ${customerId}`);
  return row;
}

let sequence = 0;

/** A new customer of the caller's store with exactly `points` points on top of the welcome points. */
export async function newCustomer(
  server: TestServer,
  token: string,
  points = 0,
): Promise<{ id: number; points: number }> {
  sequence += 1;
  const { customer } = await server.ok(
    '/client/customer/add',
    {
      first_name: 'Prueba',
      last_name: `Cliente ${sequence}`,
      email: `prueba.${sequence}.${Date.now()}@correo.test`,
      mobile: '',
      birthDate: null,
    },
    { token },
  );
  if (points === 0) return { id: customer.id, points: customer.points };
  const { customer: after } = await server.ok(
    '/client/customer/add-points',
    { customerId: customer.id, points },
    { token },
  );
  return { id: after.id, points: after.points };
}

/** A reward request as the customers' app makes it (points held, status pending). */
export async function requestFromApp(
  server: TestServer,
  input: { storeId: number; customerId: number; rewardId: number; location?: { id: number; name: string } },
): Promise<number> {
  return server.db.transaction((tx) =>
    requestReward(tx, { ...input, location: input.location ?? null }, server.now),
  );
}

/**
 * Records `url` (/uploads/<kind>/<file>) as an upload of `store` (null: the platform's), as the upload
 * operation would: image fields take only the caller's own uploads.
 */
export async function recordUpload(db: Database, store: number | null, url: string): Promise<void> {
  const path = url.replace(/^\/uploads\//, '');
  await db.insert(uploads).values({
    storeId: store,
    modelType: path.split('/')[0] ?? '',
    path,
    contentType: 'image/png',
    size: 10,
  });
}

/** Rows of a raw SQL query, for consistency checks clearer in SQL: the product's own reader. */
export { sqlRows } from '../../../src/server/db/sqlRows';
