/**
 * Demo data on first start: when the database has no account yet, every seed module runs, in order, in
 * one transaction (a half-seeded database is never left behind) that first takes an advisory lock, so
 * of several server processes starting together on an empty database one seeds and the others wait,
 * then find accounts and go on. Later areas add their module to SEED_MODULES. The data is deterministic
 * for a given `now` (seeded PRNG).
 */
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { accountsSeed } from './accountsSeed';
import { adminSeed } from './adminSeed';
import { couponsAndBannersSeed } from './couponsAndBannersSeed';
import { historySeed } from './historySeed';
import { platformSeed } from './platformSeed';
import { publishingSeed } from './publishingSeed';
import { Random } from './random';
import type { SeedIds, SeedModule, SeedOptions } from './seedContext';
import { shopSeed } from './shopSeed';

export const SEED_MODULES: readonly SeedModule[] = [
  platformSeed,
  accountsSeed,
  historySeed,
  publishingSeed,
  shopSeed,
  adminSeed,
  couponsAndBannersSeed,
];

export const DEMO_PASSWORD = 'demo1234';

/** The demo's size: ~2,000 customers per store and a year of history. */
export function demoSeedOptions(now = new Date()): SeedOptions {
  return {
    customersPerStore: { cafe: 2000, panaderia: 2000 },
    historyDays: 365,
    now: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
    password: DEMO_PASSWORD,
  };
}

const SEED = 20_261_121;
/** Names "the seed lock" among the database's advisory locks (one-key form, like the migrations' lock). */
const SEED_LOCK_KEY = 7_420_190;

/**
 * VACUUM ANALYZE after a bulk load (run it after seedIfEmpty, outside any transaction): fresh statistics, without which the planner takes the new tables
 * for empty and reads every customer to show a page of 50, and a visibility map, without which
 * index-only scans still visit every row. PGlite has no autovacuum to do it later, so the server also
 * runs it at start.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds an empty database; answers the modules' timings, or null when it already had data. */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
  modules: readonly SeedModule[] = SEED_MODULES,
): Promise<{ module: string; ms: number }[] | null> {
  // Most starts find data: answer without waiting for a lock.
  if (!(await isEmpty(db))) return null;
  const ids: SeedIds = {
    countries: new Map(),
    cities: new Map(),
    storeTypes: new Map(),
    categories: new Map(),
    stores: { cafe: 0, panaderia: 0 },
    owners: { cafe: 0, panaderia: 0 },
    employee: 0,
    locations: { cafe: [], panaderia: [] },
  };
  const timings: { module: string; ms: number }[] = [];
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another process may have seeded while this one waited for the lock.
    if (!(await isEmpty(tx))) return false;
    const context = {
      db: tx,
      random: new Random(SEED),
      options,
      ids,
      hashPassword: () => hashPassword(options.password),
    };
    for (const module of modules) {
      const started = performance.now();
      await module.run(context);
      timings.push({ module: module.name, ms: Math.round(performance.now() - started) });
    }
    return true;
  });
  return seeded ? timings : null;
}
