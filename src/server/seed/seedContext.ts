import type { Database } from '../db/database';
import { DAY_MS } from './historyPlan';
import type { Random } from './random';

/** How much demo data to make. */
export interface SeedOptions {
  /** Customers of each demo store (the product's demo: ~2,000; the benchmark: 100,000 in one store). */
  customersPerStore: { cafe: number; panaderia: number };
  /** Days of points history before `now` (a year by default; less for quick test snapshots). */
  historyDays: number;
  /** The seed's "today": history is laid out before it. */
  now: Date;
  /** The demo accounts' password. */
  password: string;
}

/** Ids of rows later seed modules refer to, filled in by the modules that create them. */
export interface SeedIds {
  countries: Map<string, number>;
  cities: Map<string, number>;
  storeTypes: Map<string, number>;
  categories: Map<string, number>;
  stores: { cafe: number; panaderia: number };
  owners: { cafe: number; panaderia: number };
  employee: number;
  locations: { cafe: number[]; panaderia: number[] };
}

export interface SeedContext {
  /** Runs inside the seed's one transaction. */
  db: Database;
  random: Random;
  options: SeedOptions;
  ids: SeedIds;
  /** A fresh scrypt hash (own salt) of the demo password, for each demo account. */
  hashPassword(): Promise<string>;
}

/**
 * One area's demo data. Modules run in order inside one transaction; a later area (offers, news,
 * notifications, shop…) adds its module to SEED_MODULES in seed/index.ts and reads the ids it needs.
 */
export interface SeedModule {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/**
 * When the demo platform began: its administrator and catalogues, before any store opened. Every row the
 * seed writes is dated explicitly (never by the database's own clock), at or before `options.now`.
 */
export function platformStartedAt(options: SeedOptions): Date {
  return new Date(options.now.getTime() - (options.historyDays + 60) * DAY_MS);
}

/** When the demo stores opened, their owners, branches, levels and rewards with them. */
export function storesOpenedAt(options: SeedOptions): Date {
  return new Date(options.now.getTime() - (options.historyDays + 30) * DAY_MS);
}

/** Rows per INSERT of the seed's bulk rows (insertRows.ts): one JSON parameter each. */
export const BATCH_ROWS = 1000;

export function requireId<K>(map: Map<K, number>, key: K): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: no id for ${String(key)}`);
  return id;
}
