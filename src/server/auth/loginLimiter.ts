/**
 * Sign-in rate limit: after `maxFailures` failed attempts within the window, from one address or for
 * one email, sign-in answers 429 until older failures leave the window. Failures are rows, so the limit
 * holds across restarts and across server processes sharing the database.
 */
import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import { tooManyRequests } from '../http/apiError';

export interface LoginLimit {
  maxFailures: number;
  windowMs: number;
}

export async function assertLoginAllowed(
  db: Database,
  attempt: { ip: string; email: string },
  now: Date,
  limit: LoginLimit,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, attempt.ip), gt(loginFailures.createdAt, since)));
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, attempt.email), gt(loginFailures.createdAt, since)));
  if ((byIp?.n ?? 0) >= limit.maxFailures || (byEmail?.n ?? 0) >= limit.maxFailures) throw tooManyRequests();
}

export async function recordLoginFailure(
  db: Database,
  attempt: { ip: string; email: string },
  now: Date,
  limit: LoginLimit,
): Promise<void> {
  await db.insert(loginFailures).values({ ip: attempt.ip, email: attempt.email, createdAt: now });
  // Old rows no longer count; dropping them here keeps the table small without a separate job.
  const expired = new Date(now.getTime() - limit.windowMs);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.createdAt, expired),
        or(eq(loginFailures.ip, attempt.ip), eq(loginFailures.email, attempt.email)),
      ),
    );
}

/** A successful sign-in forgets the email's failures, so a few typos do not linger against the user. */
export async function forgetLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
