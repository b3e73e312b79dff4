/**
 * The rate limits of the calls a guesser or a flooder would repeat: sign-in, password recovery,
 * registration and the checks of a signed-in user's current password. One mechanism serves them all:
 * an attempt is a row per bucket ('<limit>:<key>', the key an address, an email, an account…) counted
 * over the limit's sliding window. The rows live in the database, so the limits hold across restarts and
 * across server processes sharing it.
 *
 * An attempt is counted before the work it guards (hashing a password, writing a mail), and atomically:
 * under a lock per bucket (a PostgreSQL advisory lock, held to the end of the attempt's transaction) the
 * window is counted and, when within the limit, the attempt's row is written. Of any number of
 * concurrent attempts no more than `max` get through, and none is refused while there is room. A refused
 * attempt writes nothing, so hammering a closed door does not keep it closed; an attempt that turns out
 * fine (a correct password) may be forgotten too, so that only failures count where that is the rule.
 */
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { surviveRollback } from '../audit/survivingWrites';
import type { Database } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { tooManyRequests } from '../http/apiError';

export interface RateLimit {
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed sign-ins from one address, whatever the emails. */
  signInAddress: RateLimit;
  /**
   * Failed sign-ins for one email from one address, from a device the account has not signed in from.
   * Per address, so that one address cannot spend the account's allowance below on its own.
   */
  signInAccount: RateLimit;
  /**
   * Failed sign-ins for one email from every address together, from devices the account has not signed
   * in from: what an attacker with any number of addresses gets. It closes the account to new devices
   * only; a device the account has signed in from counts against its own allowance (signInDevice).
   */
  signInAccountAnywhere: RateLimit;
  /** Failed sign-ins from one device the account has signed in from before (auth/signInDevices.ts). */
  signInDevice: RateLimit;
  /** Recovery requests for one email (each may write a mail). */
  recoveryEmail: RateLimit;
  /** Recovery requests from one address. */
  recoveryAddress: RateLimit;
  /** Registrations from one address, successful or not (a refusal says whether an email has an account). */
  registerAddress: RateLimit;
  /** Wrong current passwords of one signed-in account (password change, email change, account deletion). */
  passwordCheck: RateLimit;
  /**
   * Emails found to have an account (409) when one signed-in account creates or changes an account's
   * email (employees, profile, the administrator's store owners): the answer tells which emails exist.
   */
  emailConflict: RateLimit;
}

export type RateLimitName = keyof RateLimits;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  signInAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  signInAccountAnywhere: { max: 20, windowMs: HOUR_MS },
  signInDevice: { max: 10, windowMs: 15 * MINUTE_MS },
  recoveryEmail: { max: 3, windowMs: HOUR_MS },
  recoveryAddress: { max: 10, windowMs: HOUR_MS },
  registerAddress: { max: 10, windowMs: HOUR_MS },
  passwordCheck: { max: 5, windowMs: 15 * MINUTE_MS },
  emailConflict: { max: 10, windowMs: HOUR_MS },
};

/** One bucket an attempt counts against: a limit and what it is counted per. */
export interface AttemptKey {
  limit: RateLimitName;
  key: string;
}

export interface CountedAttempt {
  /** The limit the attempt went over (it was then not counted), or null when it is allowed. */
  refusedBy: RateLimitName | null;
  /** Takes the allowed attempt back: it did not fail, and only failures count. */
  forget(): Promise<void>;
}

function bucketOf(attempt: AttemptKey): string {
  return `${attempt.limit}:${attempt.key}`;
}

/** Names the rate limits' advisory locks among the database's (two-key form, the bucket's hash second). */
const BUCKET_LOCK_KEY = 7_420_115;

/** Counts one attempt against every bucket and answers whether it is within all their limits. */
export async function countAttempt(
  db: Database,
  limits: RateLimits,
  keys: readonly AttemptKey[],
  now: Date,
): Promise<CountedAttempt> {
  const since = (key: AttemptKey) => new Date(now.getTime() - limits[key.limit].windowMs);
  const inWindow = (key: AttemptKey) =>
    and(eq(rateLimitHits.bucket, bucketOf(key)), gt(rateLimitHits.createdAt, since(key)));
  const outOfWindow = (key: AttemptKey) =>
    and(eq(rateLimitHits.bucket, bucketOf(key)), lte(rateLimitHits.createdAt, since(key)));
  const { ids, refusedBy } = await db.transaction(async (tx) => {
    // Always in the same order, so that two attempts sharing buckets cannot deadlock.
    for (const bucket of [...new Set(keys.map(bucketOf))].sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${BUCKET_LOCK_KEY}, hashtext(${bucket}))`);
    }
    const counts = await tx
      .select({ bucket: rateLimitHits.bucket, n: count() })
      .from(rateLimitHits)
      .where(or(...keys.map(inWindow)))
      .groupBy(rateLimitHits.bucket);
    const countOf = new Map(counts.map((row) => [row.bucket, row.n]));
    const over = keys.find((key) => (countOf.get(bucketOf(key)) ?? 0) >= limits[key.limit].max);
    // Rows that left their window no longer count; dropping them here keeps the table small.
    await tx.delete(rateLimitHits).where(or(...keys.map(outOfWindow)));
    if (over) return { ids: [], refusedBy: over.limit };
    const rows = await tx
      .insert(rateLimitHits)
      .values(keys.map((key) => ({ bucket: bucketOf(key), createdAt: now })))
      .returning({ id: rateLimitHits.id });
    return { ids: rows.map((row) => row.id), refusedBy: null };
  });
  let forgotten = false;
  // Inside a call's transaction (audit/requestTransaction.ts) a refusal rolls the count back with
  // everything else; the attempt is then counted again, unless it was forgotten as a success.
  if (ids.length > 0) {
    surviveRollback(async (root) => {
      if (forgotten) return;
      await root.insert(rateLimitHits).values(keys.map((key) => ({ bucket: bucketOf(key), createdAt: now })));
    });
  }
  return {
    refusedBy,
    async forget() {
      forgotten = true;
      if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },
  };
}

/** The same, refusing with 429 'Demasiados intentos…' when over a limit. */
export async function requireAttempt(
  db: Database,
  limits: RateLimits,
  keys: readonly AttemptKey[],
  now: Date,
): Promise<CountedAttempt> {
  const attempt = await countAttempt(db, limits, keys, now);
  if (attempt.refusedBy) throw tooManyRequests();
  return attempt;
}

/** Forgets a bucket's attempts (a successful sign-in clears that address's failures for the email). */
export async function forgetAttempts(db: Database, key: AttemptKey): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(key)));
}

/** Drops every row older than the longest window (the scheduler's housekeeping, for buckets never used again). */
export async function pruneAttempts(db: Database, limits: RateLimits, now: Date): Promise<number> {
  const longest = Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  const pruned = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.createdAt, new Date(now.getTime() - longest)))
    .returning({ id: rateLimitHits.id });
  return pruned.length;
}
