/**
 * Deleting a store with everything it owns. Every table of a store's data references the store (or a row
 * of it) with ON DELETE CASCADE: users and their sessions and reset links, locations, customers with
 * their devices and deliveries, the ledger, rewards, redemptions, coupons, levels, reviews, surveys,
 * offers, news, notifications, banners, the shop, payments, subscriptions, the API token and the uploads
 * with their bytes. One DELETE therefore removes it all in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { stores } from '../db/schema';

/** Answers false when there was no such store. */
export async function deleteStoreWithData(db: Database, storeId: number): Promise<boolean> {
  const deleted = await db.delete(stores).where(eq(stores.id, storeId)).returning({ id: stores.id });
  return deleted.length > 0;
}
