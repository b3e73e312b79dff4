/**
 * The one check of a signed-in user's current password (a password or email change, the account's
 * deletion): every wrong password, whichever operation it came through, counts against the same limit
 * of the account (rate limit 'passwordCheck', 429 past it), so a stolen session cannot guess its way to
 * the password through one operation after another has closed.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { verifyPassword } from './passwords';
import { requireAttempt } from './rateLimiter';

/** 400 with `wrongMessage` unless `password` is the account's; counted before the (slow) hash. */
export async function confirmCurrentPassword(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  userId: number,
  password: string,
  wrongMessage: string = messages.auth.wrongCurrentPassword,
): Promise<void> {
  const { db } = services;
  const attempt = await requireAttempt(
    db,
    services.config.rateLimits,
    [{ limit: 'passwordCheck', key: String(userId) }],
    services.now(),
  );
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || !(await verifyPassword(password, account.passwordHash))) throw badRequest(wrongMessage);
  // Only wrong passwords count.
  await attempt.forget();
}
