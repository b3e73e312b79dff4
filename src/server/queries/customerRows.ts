/**
 * Reading customers as the contract shows them: the row with its level's name. Every read is scoped to
 * one store and leaves out deleted (anonymised) customers.
 */
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { decodeCompactId } from '../../lib/compactId';
import type { Database } from '../db/database';
import { customers, levels } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';
import { everyWordIn, foldedField } from './search';

export const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
  birthDate: customers.birthDate,
  points: customers.points,
  totalPoints: customers.totalPoints,
  levelId: customers.levelId,
  levelName: levels.name,
  lastVisitAt: customers.lastVisitAt,
  createdAt: customers.createdAt,
};

export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  birthDate: string | null;
  points: number;
  totalPoints: number;
  levelId: number | null;
  levelName: string | null;
  lastVisitAt: Date | null;
  createdAt: Date;
}

/** `select … from customers left join levels` ready for a where clause. */
export function selectCustomers(db: Database) {
  return db.select(customerColumns).from(customers).leftJoin(levels, eq(levels.id, customers.levelId));
}

export function liveCustomerOfStore(storeId: number, customerId: number) {
  return and(eq(customers.id, customerId), eq(customers.storeId, storeId), isNull(customers.deletedAt));
}

/** Of these ids, those that are no live customer of the store (unknown, deleted, another store's), in order. */
export async function unknownCustomerIds(
  db: Database,
  storeId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, [...ids]), eq(customers.storeId, storeId), isNull(customers.deletedAt)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The store's live customer, or 404 (also for another store's customer). */
export async function loadCustomer(db: Database, storeId: number, customerId: number): Promise<CustomerRow> {
  const [row] = await selectCustomers(db).where(liveCustomerOfStore(storeId, customerId)).limit(1);
  if (!row) throw notFound(messages.notFound.customer);
  return row;
}

/**
 * Every word of the search in the names, email or mobile (accents and case ignored, through the folded
 * and trigram-indexed search_text); a valid QR code also matches its customer exactly.
 */
export function customerSearch(term: string): SQL | undefined {
  const byText = everyWordIn(term, [foldedField(customers.searchText)]);
  const code = decodeCompactId(term.trim());
  return code === null ? byText : or(byText, eq(customers.id, code));
}
