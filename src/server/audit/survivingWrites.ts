/**
 * Writes that must outlive a refused call. A call that changes data runs in one transaction
 * (requestTransaction.ts), so a refusal rolls back everything it wrote — also what must stay, such as
 * the rate limiter's count of a wrong password. Such a write is done in the transaction (it counts
 * there, under its lock) and registered here as well; when the call's transaction rolls back, the
 * registered writes are done again on the database itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/database';

export type SurvivingWrite = (db: Database) => Promise<void>;

const survivors = new AsyncLocalStorage<SurvivingWrite[]>();

/** Runs `work` collecting the surviving writes it registers; answers them with its outcome. */
export async function collectSurvivingWrites<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown; writes: SurvivingWrite[] }> {
  const writes: SurvivingWrite[] = [];
  try {
    const value = await survivors.run(writes, work);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error, writes };
  }
}

/** Registers a write to redo if the current call's transaction rolls back (no-op outside one). */
export function surviveRollback(write: SurvivingWrite): void {
  survivors.getStore()?.push(write);
}
