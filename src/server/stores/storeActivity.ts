/**
 * A store's activity for the administrator (StoreActivity): the ledger's running totals kept on the
 * store row, and the last twelve months (the current one included, oldest first) counted in the store's
 * own time zone, so a customer who joined at 00:30 on the 1st in Madrid counts for that month.
 */
import { and, count, eq, gte, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Entity } from '../../contract/types';
import type { Database } from '../db/database';
import { customers, pointsMovements, redemptions, stores } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';
import { GIVING_TYPES } from '../queries/movementRows';
import { isoInstantOrNull } from '../views/dates';
import { storeTimeZone } from './storeFacts';

const MONTHS = 12;

/** 'YYYY-MM' of the last `MONTHS` months in the zone, oldest first. */
function lastMonths(now: Date, timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(
    now,
  );
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return Array.from({ length: MONTHS }, (_, index) => {
    const offset = year * 12 + (month - 1) - (MONTHS - 1 - index);
    return `${Math.floor(offset / 12)}-${String((offset % 12) + 1).padStart(2, '0')}`;
  });
}

/** The month of an instant column in the zone, as 'YYYY-MM'. */
function monthOf(column: PgColumn | SQL, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM')`;
}

async function countsByMonth(
  db: Database,
  table: typeof customers | typeof pointsMovements | typeof redemptions,
  value: SQL<number>,
  month: SQL<string>,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  // By position: the month's expression carries the zone as a parameter, so repeating it would not match.
  const rows = await db.select({ month, value }).from(table).where(where).groupBy(sql`1`);
  return new Map(rows.map((row) => [row.month, row.value]));
}

export async function storeActivity(
  db: Database,
  storeId: number,
  now: Date,
): Promise<Entity<'StoreActivity'>> {
  const [store] = await db
    .select({
      customers: stores.clientsAmount,
      pointsGiven: stores.pointsGiven,
      pointsRedeemed: stores.pointsRedeemed,
      redemptions: stores.redemptionsCount,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound(messages.notFound.store);
  const timeZone = await storeTimeZone(db, storeId);
  const months = lastMonths(now, timeZone);
  // The first instant of the oldest month in the store's zone.
  const since = sql`(${`${months[0]}-01`}::timestamp AT TIME ZONE ${timeZone})`;
  const [last] = await db
    .select({ at: max(pointsMovements.createdAt) })
    .from(pointsMovements)
    .where(eq(pointsMovements.storeId, storeId));
  const newCustomers = await countsByMonth(
    db,
    customers,
    sql<number>`count(*)`.mapWith(Number),
    monthOf(customers.createdAt, timeZone),
    and(eq(customers.storeId, storeId), gte(customers.createdAt, since)),
  );
  const pointsGiven = await countsByMonth(
    db,
    pointsMovements,
    sql<number>`coalesce(sum(${pointsMovements.points}), 0)`.mapWith(Number),
    monthOf(pointsMovements.createdAt, timeZone),
    and(
      eq(pointsMovements.storeId, storeId),
      gte(pointsMovements.createdAt, since),
      inArray(pointsMovements.type, [...GIVING_TYPES]),
      eq(pointsMovements.deleted, false),
    ),
  );
  // A confirmed redemption counts in the month it was handed over (a request: when it was confirmed).
  const handedOver = sql`coalesce(${redemptions.resolvedAt}, ${redemptions.createdAt})`;
  const confirmed = await countsByMonth(
    db,
    redemptions,
    count().mapWith(Number),
    monthOf(handedOver, timeZone),
    and(eq(redemptions.storeId, storeId), eq(redemptions.status, 'confirmed'), gte(handedOver, since)),
  );
  return {
    customers: Math.max(store.customers, 0),
    pointsGiven: Math.max(store.pointsGiven, 0),
    pointsRedeemed: Math.max(store.pointsRedeemed, 0),
    redemptions: Math.max(store.redemptions, 0),
    lastActivityAt: isoInstantOrNull(last?.at ?? null),
    months: months.map((month) => ({
      month,
      newCustomers: newCustomers.get(month) ?? 0,
      pointsGiven: Math.max(pointsGiven.get(month) ?? 0, 0),
      redemptions: confirmed.get(month) ?? 0,
    })),
  };
}
