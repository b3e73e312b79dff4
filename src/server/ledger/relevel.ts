/**
 * Re-levelling: after a store's levels change (a threshold moves, a level is added, deleted or
 * reordered), every live customer gets the level the ledger would give them now, by the same rule
 * (`levelFor` over their lifetime points). Only rows whose level actually changes are written.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { levelFor } from './ledger';

export async function relevelCustomers(tx: Database, storeId: number): Promise<void> {
  const level = levelFor(storeId, sql`${customers.totalPoints}`);
  await tx
    .update(customers)
    .set({ levelId: level })
    .where(
      and(
        eq(customers.storeId, storeId),
        isNull(customers.deletedAt),
        sql`${customers.levelId} IS DISTINCT FROM ${level}`,
      ),
    );
}
