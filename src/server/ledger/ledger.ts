/**
 * The points ledger. Every change of a customer's balance goes through `recordMovement`, inside the
 * caller's transaction: one conditional UPDATE moves the balance, the lifetime points and the level
 * together (`points + delta >= 0` in its WHERE, so a balance can never go below zero, even with
 * concurrent requests: the row lock makes the second update see the first), then the movement row is
 * written with the balance it left, and the store's counters move. On either driver the UPDATE … RETURNING
 * is atomic, so 100 concurrent grants on one customer add up exactly.
 */
import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { LocationRef } from '../auth/authorization';
import type { Database } from '../db/database';
import { customers, levels, type MovementType, pointsMovements, stores } from '../db/schema';
import { conflict, notFound } from '../http/apiError';
import { messages } from '../messages';

export interface Actor {
  id: number;
  name: string;
}

export interface MovementInput {
  storeId: number;
  customerId: number;
  type: MovementType;
  /** Signed change of the balance. */
  points: number;
  /** Signed change of the lifetime points (which decide the level); never taken below zero. */
  lifetimePoints: number;
  amount?: number | null;
  ticketNumber?: string;
  description?: string;
  location: LocationRef | null;
  employee: Actor | null;
  redemptionId?: number;
  couponId?: number;
  orderId?: number;
  reversesMovementId?: number;
  /** The movement happened at the counter with the customer present (sets lastVisitAt). */
  visit?: boolean;
}

export interface MovementResult {
  movementId: number;
  balance: number;
  totalPoints: number;
}

/** The id of the highest level of the store that `lifetime` reaches (an SQL expression), or NULL. */
export function levelFor(storeId: number, lifetime: SQL): SQL {
  return sql`(SELECT ${levels.id} FROM ${levels}
    WHERE ${levels.storeId} = ${storeId} AND ${levels.minPoints} <= ${lifetime}
    ORDER BY ${levels.minPoints} DESC, ${levels.position} DESC LIMIT 1)`;
}

/** The store's counters a movement of this type moves (points given net of deletions, points redeemed net of refunds). */
function counterChanges(type: MovementType, points: number): { given: number; redeemed: number } {
  switch (type) {
    case 'welcome':
    case 'purchase':
    case 'grant':
    case 'massive':
    case 'coupon':
    case 'order':
    case 'deletion':
      return { given: points, redeemed: 0 };
    case 'redemption':
    case 'refund':
      return { given: 0, redeemed: -points };
    case 'discount':
      return { given: 0, redeemed: 0 };
  }
}

export async function moveStoreCounters(
  db: Database,
  storeId: number,
  given: number,
  redeemed: number,
): Promise<void> {
  if (given === 0 && redeemed === 0) return;
  await db
    .update(stores)
    .set({
      pointsGiven: sql`${stores.pointsGiven} + ${given}`,
      pointsRedeemed: sql`${stores.pointsRedeemed} + ${redeemed}`,
    })
    .where(eq(stores.id, storeId));
}

/** The server's clock (injected, so tests can move it). */
export type Clock = () => Date;

/**
 * Must run inside a transaction (with the other writes of the same operation). The movement's time is
 * read from `clock` once the customer's row is locked, so a customer's movements are timed in the order
 * their balances changed, even when requests race.
 */
export async function recordMovement(
  tx: Database,
  input: MovementInput,
  clock: Clock,
): Promise<MovementResult> {
  const lifetime = sql`GREATEST(${customers.totalPoints} + ${input.lifetimePoints}, 0)`;
  const [updated] = await tx
    .update(customers)
    .set({
      points: sql`${customers.points} + ${input.points}`,
      totalPoints: lifetime,
      levelId: levelFor(input.storeId, lifetime),
      ...(input.visit ? { lastVisitAt: clock() } : {}),
    })
    .where(
      and(
        eq(customers.id, input.customerId),
        eq(customers.storeId, input.storeId),
        isNull(customers.deletedAt),
        gte(sql`${customers.points} + ${input.points}`, 0),
      ),
    )
    .returning({ points: customers.points, totalPoints: customers.totalPoints });
  if (!updated) {
    const [exists] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, input.customerId),
          eq(customers.storeId, input.storeId),
          isNull(customers.deletedAt),
        ),
      )
      .limit(1);
    throw exists ? conflict(messages.conflict.notEnoughPoints) : notFound(messages.notFound.customer);
  }
  const writtenAt = clock();
  const [movement] = await tx
    .insert(pointsMovements)
    .values({
      storeId: input.storeId,
      customerId: input.customerId,
      type: input.type,
      points: input.points,
      balanceAfter: updated.points,
      amount: input.amount ?? null,
      ticketNumber: input.ticketNumber ?? '',
      description: input.description ?? '',
      locationId: input.location?.id ?? null,
      locationName: input.location?.name ?? null,
      employeeId: input.employee?.id ?? null,
      employeeName: input.employee?.name ?? null,
      redemptionId: input.redemptionId ?? null,
      couponId: input.couponId ?? null,
      orderId: input.orderId ?? null,
      reversesMovementId: input.reversesMovementId ?? null,
      createdAt: writtenAt,
    })
    .returning({ id: pointsMovements.id });
  if (!movement) throw new Error('The movement was not written');
  const counters = counterChanges(input.type, input.points);
  await moveStoreCounters(tx, input.storeId, counters.given, counters.redeemed);
  return { movementId: movement.id, balance: updated.points, totalPoints: updated.totalPoints };
}
