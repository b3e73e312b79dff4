/** Facts about a store several answers need: its time zone, its NPS, the platform settings row. */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cities, platformSettings, stores, surveys } from '../db/schema';

export type PlatformSettings = typeof platformSettings.$inferSelect;

/** The platform's settings (one row, created by the first migration's seed or on first start). */
export async function loadPlatformSettings(db: Database): Promise<PlatformSettings> {
  const [settings] = await db.select().from(platformSettings).limit(1);
  if (settings) return settings;
  const [created] = await db.insert(platformSettings).values({ id: 1 }).onConflictDoNothing().returning();
  const [row] = created ? [created] : await db.select().from(platformSettings).limit(1);
  if (!row) throw new Error('The platform settings are missing');
  return row;
}

/** The store's IANA time zone: its city's, else the platform's. */
export async function storeTimeZone(db: Database, storeId: number): Promise<string> {
  const [row] = await db
    .select({ zone: cities.timeZone, platformZone: platformSettings.timeZone })
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .where(eq(stores.id, storeId));
  return row?.zone ?? row?.platformZone ?? 'UTC';
}

/**
 * Net promoter score over the store's surveys: % promoters (9-10) − % detractors (0-6), one decimal.
 * `filter` narrows the surveys counted (the activity list's filters).
 */
export async function storeNps(
  db: Database,
  storeId: number,
  filter?: SQL,
): Promise<{ nps: number | null; surveys: number }> {
  const [row] = await db
    .select({
      total: count(),
      promoters: sql<number>`count(*) FILTER (WHERE ${surveys.score} >= 9)`.mapWith(Number),
      detractors: sql<number>`count(*) FILTER (WHERE ${surveys.score} <= 6)`.mapWith(Number),
    })
    .from(surveys)
    .where(and(eq(surveys.storeId, storeId), filter));
  const total = row?.total ?? 0;
  if (!row || total === 0) return { nps: null, surveys: 0 };
  const nps = ((row.promoters - row.detractors) / total) * 100;
  return { nps: Math.round(nps * 10) / 10, surveys: total };
}
