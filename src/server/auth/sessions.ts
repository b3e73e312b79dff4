/**
 * Sessions: a random token handed to the client once, kept as a hash with a fixed expiry. Resolving a
 * token loads the caller (user, store, location) in one query.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { locations, sessions, stores, users } from '../db/schema';
import { storeInactive, unauthorized } from '../http/apiError';
import type { Caller } from './caller';
import { hashToken, newSecretToken } from './tokens';

const LAST_SEEN_PRECISION_MS = 60 * 60 * 1000;

export async function openSession(
  db: Database,
  userId: number,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; sessionId: number }> {
  const token = newSecretToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not created');
  return { token, sessionId: row.id };
}

/** The caller behind a token, or a 401 when the token is unknown, expired, or its store is deactivated. */
export async function resolveSession(db: Database, token: string, now: Date): Promise<Caller> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      storeId: users.storeId,
      storeName: stores.name,
      storeActive: stores.active,
      storeUserType: users.storeUserType,
      locationId: users.locationId,
      locationName: locations.name,
      permRedeem: users.permRedeem,
      permGivePoints: users.permGivePoints,
      permCreateCustomer: users.permCreateCustomer,
      permStore: users.permStore,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.storeId !== null && row.storeActive !== true) throw storeInactive();
  // When the session was last used, for the account's security review; written at most hourly so that
  // reads do not each become a write.
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { storeActive: _active, lastSeenAt: _seen, storeName, locationName, ...caller } = row;
  return { ...caller, storeName: storeName ?? '', locationName: locationName ?? '' };
}

/** Closes one session (signing out): its token is refused from now on. */
export async function closeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Closes every session of a user, or every one but `keepSessionId` (a password change keeps the current). */
export async function closeSessions(db: Database, userId: number, keepSessionId?: number): Promise<void> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db.delete(sessions).where(condition);
}
