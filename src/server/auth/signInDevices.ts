/**
 * The devices (browsers) an account has signed in from, as the sign-in's rate limits see them. A
 * successful sign-in answers a device token, which the browser keeps and sends with its next sign-in;
 * a token the server issued to the same account, used within DEVICE_TTL_MS, makes the attempt count
 * against that device's own allowance instead of the account's allowance for unknown devices. Tokens
 * are random and stored hashed (like sessions), so they cannot be forged or read from the database.
 */
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInDevices, users } from '../db/schema';
import { hashToken, newSecretToken } from './tokens';

/** A device not used to sign in for this long is a stranger again. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** The most devices kept per account; signing in from another forgets the least recently used. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

export interface KnownDevice {
  id: number;
  token: string;
}

/** The device `token` names, if the server gave it to the account of `email` and it is still fresh. */
export async function knownDevice(
  db: Database,
  token: string | undefined,
  email: string,
  now: Date,
): Promise<KnownDevice | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(
      and(
        eq(signInDevices.tokenHash, hashToken(token)),
        eq(users.email, email),
        gt(signInDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row ? { id: row.id, token } : null;
}

/** After a successful sign-in: the device's token, the known one refreshed or a new one recorded. */
export async function rememberDevice(
  db: Database,
  userId: number,
  device: KnownDevice | null,
  now: Date,
): Promise<string> {
  if (device) {
    await db.update(signInDevices).set({ lastUsedAt: now }).where(eq(signInDevices.id, device.id));
    return device.token;
  }
  const token = newSecretToken();
  await db
    .insert(signInDevices)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now });
  const kept = db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .where(eq(signInDevices.userId, userId))
    .orderBy(desc(signInDevices.lastUsedAt), desc(signInDevices.id))
    .limit(MAX_DEVICES_PER_ACCOUNT);
  await db
    .delete(signInDevices)
    .where(and(eq(signInDevices.userId, userId), notInArray(signInDevices.id, kept)));
  return token;
}
