/**
 * A massive grant: the same points to many customers of one store in one transaction, so either every
 * customer gets them or none does. One UPDATE moves every balance (and level); the 'massive' rows are
 * then written in batches.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, pointsMovements } from '../db/schema';
import { type Actor, type Clock, levelFor, moveStoreCounters } from './ledger';

const INSERT_BATCH = 1000;

export interface MassGrantInput {
  storeId: number;
  /** Which of the store's live customers get the points (undefined: all of them). */
  filter?: SQL;
  points: number;
  description: string;
  employee: Actor | null;
}

export async function grantToMany(
  tx: Database,
  input: MassGrantInput,
  clock: Clock,
): Promise<{ customersAffected: number; pointsGiven: number }> {
  const lifetime = sql`${customers.totalPoints} + ${input.points}`;
  const now = clock();
  const updated = await tx
    .update(customers)
    .set({
      points: sql`${customers.points} + ${input.points}`,
      totalPoints: lifetime,
      levelId: levelFor(input.storeId, lifetime),
    })
    .where(and(eq(customers.storeId, input.storeId), isNull(customers.deletedAt), input.filter))
    .returning({ id: customers.id, points: customers.points });
  for (let start = 0; start < updated.length; start += INSERT_BATCH) {
    await tx.insert(pointsMovements).values(
      updated.slice(start, start + INSERT_BATCH).map((customer) => ({
        storeId: input.storeId,
        customerId: customer.id,
        type: 'massive' as const,
        points: input.points,
        balanceAfter: customer.points,
        description: input.description,
        employeeId: input.employee?.id ?? null,
        employeeName: input.employee?.name ?? null,
        createdAt: now,
      })),
    );
  }
  const pointsGiven = input.points * updated.length;
  await moveStoreCounters(tx, input.storeId, pointsGiven, 0);
  return { customersAffected: updated.length, pointsGiven };
}
