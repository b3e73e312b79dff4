/**
 * The monthly free redemptions (spec: monthFreeRedeems), refilled by the server's scheduler: when a
 * month begins in a store's time zone its redeemFree is set to monthFreeRedeems, exactly once, whether
 * the scheduler ticks again, restarts, or two of them race.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { cities, stores } from '../../src/server/db/schema';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import { serverJobs } from '../../src/server/scheduler/serverJobs';
import { monthlyFreeRedemptionsJob } from '../../src/server/stores/monthlyFreeRedemptions';
import { newCustomer, OWNER, rewardsOf, storeId } from './support/demoData';
import { openSecondConnection } from './support/testDatabase';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let cafe: number;
let panaderia: number;
const errors: unknown[] = [];
const log = { error: (error: unknown) => errors.push(error) };

beforeAll(async () => {
  server = await createTestServer();
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
  // Both stores start the test not yet refilled this month, with some free redemptions used up.
  await server.db.update(stores).set({ redeemFree: 3, monthFreeRedeems: 20, freeRedeemsMonth: null });
});
afterAll(async () => {
  expect(errors).toEqual([]);
  await server.close();
});

/** One pass of the server's own scheduler, with its clock at `iso`. */
function tickAt(iso: string): Promise<number> {
  return createScheduler({
    jobs: serverJobs(server.db, server.config),
    now: () => new Date(iso),
    log,
  }).tick();
}

/** One pass of the refill alone, on `db` (another process's connection), answering the stores refilled. */
function refillAt(iso: string, db: Database): Promise<number> {
  return createScheduler({ jobs: [monthlyFreeRedemptionsJob(db)], now: () => new Date(iso), log }).tick();
}

async function free(store: number): Promise<{ redeemFree: number; month: string | null }> {
  const [row] = await server.db
    .select({ redeemFree: stores.redeemFree, month: stores.freeRedeemsMonth })
    .from(stores)
    .where(eq(stores.id, store));
  if (!row) throw new Error(`No store ${store}`);
  return row;
}

describe('the monthly free redemptions', () => {
  it("are set to monthFreeRedeems for the store's month, once however often the scheduler ticks", async () => {
    await tickAt('2026-12-31T22:58:00Z');
    expect(await free(cafe)).toEqual({ redeemFree: 20, month: '2026-12' });
    // A redemption takes a free one; more ticks in the same month (and a restarted scheduler) leave it.
    const owner = await server.login(OWNER);
    const customer = await newCustomer(server, owner, 500);
    const [reward] = await rewardsOf(server.db, cafe);
    await server.ok(
      '/client/customer/give-reward',
      { customerId: customer.id, rewardId: reward?.id },
      { token: owner },
    );
    expect((await free(cafe)).redeemFree).toBe(19);
    await tickAt('2026-12-31T22:59:00Z');
    await tickAt('2026-12-31T22:59:59Z');
    expect(await free(cafe)).toEqual({ redeemFree: 19, month: '2026-12' });
  });

  it("refill when the month begins at the store's midnight, in its own time zone", async () => {
    const [mexico] = await server.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Ciudad de México'));
    await server.db.update(stores).set({ cityId: mexico?.id }).where(eq(stores.id, panaderia));
    // 00:00 of 1 January in Madrid is still 17:00 of 31 December in Mexico City.
    await tickAt('2026-12-31T23:00:00Z');
    expect(await free(cafe)).toEqual({ redeemFree: 20, month: '2027-01' });
    expect((await free(panaderia)).month).toBe('2026-12');
    await server.db.update(stores).set({ redeemFree: 4 }).where(eq(stores.id, panaderia));
    await tickAt('2027-01-01T05:59:00Z');
    expect(await free(panaderia)).toEqual({ redeemFree: 4, month: '2026-12' });
    await tickAt('2027-01-01T06:00:00Z');
    expect(await free(panaderia)).toEqual({ redeemFree: 20, month: '2027-01' });
  });

  it('are refilled exactly once per store when two schedulers race on a new month', async () => {
    await server.db.update(stores).set({ redeemFree: 1 });
    const other = await openSecondConnection(server.db);
    try {
      const refilled = await Promise.all([
        refillAt('2027-02-01T12:00:00Z', server.db),
        refillAt('2027-02-01T12:00:00Z', other.db),
      ]);
      const everyStore = await server.db.select({ id: stores.id }).from(stores);
      expect(refilled[0] + refilled[1]).toBe(everyStore.length);
      for (const store of [cafe, panaderia])
        expect(await free(store)).toEqual({ redeemFree: 20, month: '2027-02' });
      expect(await refillAt('2027-02-01T12:00:00Z', other.db)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
