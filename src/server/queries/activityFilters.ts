/**
 * Filters the store's activity lists share (ledger, redemptions, reviews, surveys): a range of days in the
 * store's time zone, the caller's location, and a search on the row's customer.
 */
import { and, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCompactId } from '../../lib/compactId';
import { locationScope } from '../auth/authorization';
import type { StoreCaller } from '../auth/caller';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';
import { storeTimeZone } from '../stores/storeFacts';
import type { SearchField } from './search';

/** Inclusive days, YYYY-MM-DD; either end may be open. */
export interface DayRange {
  startDate?: string;
  endDate?: string;
}

/** 400 when the range ends before it starts. */
export function assertDayOrder(range: DayRange): void {
  if (range.startDate !== undefined && range.endDate !== undefined && range.endDate < range.startDate) {
    throw badRequest(messages.invalid.dateRangeOrder);
  }
}

/**
 * Rows whose instant falls on the range's days in `zone`, written as bounds on the column itself (the
 * first instant of the first day, the first instant after the last day) so its index serves the range.
 */
export function onDays(column: PgColumn, zone: string, range: DayRange): SQL | undefined {
  return and(
    range.startDate === undefined
      ? undefined
      : gte(column, sql`(${range.startDate}::date)::timestamp AT TIME ZONE ${zone}`),
    range.endDate === undefined
      ? undefined
      : lt(column, sql`((${range.endDate}::date) + 1)::timestamp AT TIME ZONE ${zone}`),
  );
}

/** `onDays` in the store's own time zone, checked for order; the zone is read only when a day is given. */
export async function onStoreDays(
  db: Database,
  storeId: number,
  column: PgColumn,
  range: DayRange,
): Promise<SQL | undefined> {
  assertDayOrder(range);
  if (range.startDate === undefined && range.endDate === undefined) return undefined;
  return onDays(column, await storeTimeZone(db, storeId), range);
}

/**
 * The location filter of an activity list: an employee bound to a location sees only its rows, and a
 * requested location narrows further (for a bound employee naming another one, the list is empty).
 */
export function atLocation(
  column: PgColumn,
  caller: StoreCaller,
  requested: number | undefined,
): SQL | undefined {
  const bound = locationScope(caller);
  return and(
    bound === null ? undefined : eq(column, bound),
    requested === undefined ? undefined : eq(column, requested),
  );
}

/**
 * The row's customer as a field of a search (src/server/queries/search.ts): a word is in it when it is
 * in the customer's names, email or mobile, a condition on the row's customer id, so the list and its
 * totals filter without joining the customers.
 */
export function customerField(customerId: PgColumn, storeId: number): SearchField {
  return (pattern) =>
    inArray(
      customerId,
      sql`(SELECT ${customers.id} FROM ${customers} WHERE ${and(eq(customers.storeId, storeId), like(customers.searchText, pattern))})`,
    );
}

/** Rows of the customer whose QR code the whole search is (undefined when it is not one). */
export function customerByCode(customerId: PgColumn, term: string): SQL | undefined {
  const code = decodeCompactId(term.trim());
  return code === null ? undefined : eq(customerId, code);
}
