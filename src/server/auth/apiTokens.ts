/**
 * The store's API token as a way in: an integration (point of sale, web shop) sends it in the
 * X-Api-Token header and acts on that store with the owner's rights, on the operations the contract
 * opens to it. It resolves like a session: looked up by its hash, refused when unknown or when the store
 * is deactivated, and its last use recorded at most hourly.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiTokens, stores, users } from '../db/schema';
import { storeInactive, unauthorized } from '../http/apiError';
import { messages } from '../messages';
import type { StoreCaller } from './caller';
import { hashToken } from './tokens';

const LAST_USED_PRECISION_MS = 60 * 60 * 1000;

export async function resolveApiToken(db: Database, token: string, now: Date): Promise<StoreCaller> {
  const [row] = await db
    .select({
      storeId: apiTokens.storeId,
      lastUsedAt: apiTokens.lastUsedAt,
      storeName: stores.name,
      storeActive: stores.active,
      ownerId: users.id,
      ownerEmail: users.email,
    })
    .from(apiTokens)
    .innerJoin(stores, eq(stores.id, apiTokens.storeId))
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.storeUserType, 'owner')))
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw unauthorized(messages.apiToken.invalid);
  if (!row.storeActive) throw storeInactive();
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.storeId, row.storeId));
  }
  // The owner's rights, under the owner's id (uploads and the ledger point at an account of the store),
  // named as the token so that the ledger tells the integration's movements from the owner's own.
  return {
    sessionId: null,
    userId: row.ownerId,
    email: row.ownerEmail,
    firstName: messages.apiToken.actorName,
    lastName: '',
    userType: 'client',
    storeId: row.storeId,
    storeName: row.storeName,
    storeUserType: 'owner',
    locationId: null,
    locationName: '',
    permRedeem: true,
    permGivePoints: true,
    permCreateCustomer: true,
    permStore: true,
  };
}
