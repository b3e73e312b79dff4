/**
 * The monthly free redemptions (spec: monthFreeRedeems): when a month begins in a store's time zone, its
 * redeemFree is set to its monthFreeRedeems, once. A store remembers the month it was refilled for
 * (freeRedeemsMonth); the scheduler claims the stores whose month has changed with FOR UPDATE SKIP
 * LOCKED and refills them in the same transaction that records the month, so each store is refilled
 * exactly once per month across restarts and several server processes.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cities, stores } from '../db/schema';
import { platformZone } from '../notifications/sendTime';
import type { SchedulerJob } from '../scheduler/scheduler';

/** Stores refilled per transaction, so a large platform is done in several short ones. */
const BATCH = 200;

/** The month it is at `now` in each store's zone (its city's, else the platform's), 'YYYY-MM'. */
function storeMonth(now: Date): SQL<string> {
  return sql<string>`to_char(${now.toISOString()}::timestamptz AT TIME ZONE coalesce(${cities.timeZone}, ${platformZone}), 'YYYY-MM')`;
}

async function refillNextBatch(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const month = storeMonth(now);
    const due = await tx
      .select({ id: stores.id, month })
      .from(stores)
      .leftJoin(cities, eq(cities.id, stores.cityId))
      .where(sql`${stores.freeRedeemsMonth} IS DISTINCT FROM ${month}`)
      .orderBy(stores.id)
      .limit(BATCH)
      .for('update', { of: stores, skipLocked: true });
    const byMonth = new Map<string, number[]>();
    for (const store of due) byMonth.set(store.month, [...(byMonth.get(store.month) ?? []), store.id]);
    for (const [storeMonthValue, ids] of byMonth) {
      await tx
        .update(stores)
        .set({ redeemFree: sql`${stores.monthFreeRedeems}`, freeRedeemsMonth: storeMonthValue })
        .where(inArray(stores.id, ids));
    }
    return due.length;
  });
}

/** Refills every store whose month has changed; answers how many it refilled. */
export async function refillMonthlyFreeRedemptions(db: Database, now: Date): Promise<number> {
  let refilled = 0;
  for (let batch = await refillNextBatch(db, now); batch > 0; batch = await refillNextBatch(db, now)) {
    refilled += batch;
  }
  return refilled;
}

/** The scheduler's job: a month begins at a store's midnight, so it looks every minute. */
export function monthlyFreeRedemptionsJob(db: Database): SchedulerJob {
  return {
    name: 'monthly free redemptions',
    everyMs: 60_000,
    run: (now) => refillMonthlyFreeRedemptions(db, now()),
  };
}
