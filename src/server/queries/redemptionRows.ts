/** Reading redemptions with the customer's and the reward's names, as Redemption shows them. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, redemptions, rewards } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';

export const redemptionColumns = {
  id: redemptions.id,
  customerId: redemptions.customerId,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  rewardId: redemptions.rewardId,
  rewardName: rewards.name,
  points: redemptions.points,
  status: redemptions.status,
  source: redemptions.source,
  locationId: redemptions.locationId,
  locationName: redemptions.locationName,
  employeeId: redemptions.employeeId,
  employeeName: redemptions.employeeName,
  createdAt: redemptions.createdAt,
  resolvedAt: redemptions.resolvedAt,
};

export interface RedemptionRow {
  id: number;
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
  rewardId: number;
  rewardName: string;
  points: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  source: 'store' | 'request';
  locationId: number | null;
  locationName: string | null;
  employeeId: number | null;
  employeeName: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export function selectRedemptions(db: Database) {
  return db
    .select(redemptionColumns)
    .from(redemptions)
    .innerJoin(customers, eq(customers.id, redemptions.customerId))
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId));
}

/** One redemption of the store, or 404 (also for another store's). */
export async function loadRedemption(
  db: Database,
  storeId: number,
  redemptionId: number,
): Promise<RedemptionRow> {
  const [row] = await selectRedemptions(db)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.storeId, storeId)))
    .limit(1);
  if (!row) throw notFound(messages.notFound.redemption);
  return row;
}
