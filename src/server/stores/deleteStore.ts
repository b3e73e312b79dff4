/**
 * Deleting a store with everything it owns. Every table of a store's data references the store (or a row
 * of it) with ON DELETE CASCADE: users and their sessions and reset links, locations, customers with
 * their devices and deliveries, the ledger, rewards, redemptions, coupons, levels, reviews, surveys,
 * offers, news, notifications, banners, the shop, payments, subscriptions, the API token and the uploads'
 * rows. One DELETE therefore removes it all in one transaction; the uploaded files go afterwards, since
 * a file cannot be rolled back.
 */
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { stores, uploads } from '../db/schema';
import { uploadsDirectory } from '../uploads/uploadPaths';

/** Answers false when there was no such store. */
export async function deleteStoreWithData(
  db: Database,
  storeId: number,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const files = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.storeId, storeId));
    const deleted = await tx.delete(stores).where(eq(stores.id, storeId)).returning({ id: stores.id });
    return deleted.length > 0 ? files : null;
  });
  if (removed === null) return false;
  const root = uploadsDirectory(dataDir);
  for (const file of removed) {
    await unlink(join(root, file.path)).catch((error: unknown) =>
      log.warn({ err: error, path: file.path }, 'An uploaded file of a deleted store could not be removed'),
    );
  }
  return true;
}
