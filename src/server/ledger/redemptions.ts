/**
 * Rewards taken for points. Every step is a conditional UPDATE that refuses with 409 instead of going
 * below zero (stock, balance, the store's redemptions). Rows are locked in the same order where the
 * operations allow it (reward, customer, store); PostgreSQL's deadlock detection settles the rare
 * remaining case (a reward deleted while it is being confirmed) by refusing one transaction (409).
 *  - give: at the counter, confirmed at once (a unit of stock, the customer's points, one of the store's
 *    redemptions: free ones first, then bought ones);
 *  - confirm: a customer's request from the app, whose points were held when asked;
 *  - cancel: a request refused (or its reward or customer deleted): the held points are refunded.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LocationRef } from '../auth/authorization';
import type { Database } from '../db/database';
import { redemptions, rewards, stores } from '../db/schema';
import { conflict, notFound } from '../http/apiError';
import { messages } from '../messages';
import { type Actor, type Clock, recordMovement } from './ledger';

/** One unit of the reward's stock (unless unlimited); 409 when sold out. */
async function takeRewardUnit(tx: Database, rewardId: number): Promise<void> {
  const [taken] = await tx
    .update(rewards)
    .set({
      stock: sql`CASE WHEN ${rewards.stock} IS NULL THEN NULL ELSE ${rewards.stock} - 1 END`,
      redeemedCount: sql`${rewards.redeemedCount} + 1`,
    })
    .where(and(eq(rewards.id, rewardId), sql`(${rewards.stock} IS NULL OR ${rewards.stock} > 0)`))
    .returning({ id: rewards.id });
  if (!taken) throw conflict(messages.conflict.rewardSoldOut);
}

/** One of the store's redemptions, the month's free ones first; 409 when none is left. */
async function takeStoreRedemption(tx: Database, storeId: number): Promise<void> {
  const [taken] = await tx
    .update(stores)
    .set({
      redeemFree: sql`CASE WHEN ${stores.redeemFree} > 0 THEN ${stores.redeemFree} - 1 ELSE ${stores.redeemFree} END`,
      redeemBought: sql`CASE WHEN ${stores.redeemFree} > 0 THEN ${stores.redeemBought} ELSE ${stores.redeemBought} - 1 END`,
      redemptionsCount: sql`${stores.redemptionsCount} + 1`,
    })
    .where(and(eq(stores.id, storeId), sql`(${stores.redeemFree} > 0 OR ${stores.redeemBought} > 0)`))
    .returning({ id: stores.id });
  if (!taken) throw conflict(messages.conflict.noRedemptionsLeft);
}

export interface GiveRewardInput {
  storeId: number;
  customerId: number;
  rewardId: number;
  location: LocationRef | null;
  employee: Actor | null;
}

export async function giveReward(tx: Database, input: GiveRewardInput, clock: Clock): Promise<number> {
  const now = clock();
  const [reward] = await tx
    .select({ id: rewards.id, name: rewards.name, points: rewards.points, active: rewards.active })
    .from(rewards)
    .where(and(eq(rewards.id, input.rewardId), eq(rewards.storeId, input.storeId), isNull(rewards.deletedAt)))
    .limit(1);
  if (!reward) throw notFound(messages.notFound.reward);
  if (!reward.active) throw conflict(messages.conflict.rewardInactive);
  const [store] = await tx
    .select({ discountGivenPoints: stores.discountGivenPoints })
    .from(stores)
    .where(eq(stores.id, input.storeId));
  await takeRewardUnit(tx, reward.id);
  const [redemption] = await tx
    .insert(redemptions)
    .values({
      storeId: input.storeId,
      customerId: input.customerId,
      rewardId: reward.id,
      points: reward.points,
      status: 'confirmed',
      source: 'store',
      locationId: input.location?.id ?? null,
      locationName: input.location?.name ?? null,
      employeeId: input.employee?.id ?? null,
      employeeName: input.employee?.name ?? null,
      createdAt: now,
      resolvedAt: now,
    })
    .returning({ id: redemptions.id });
  if (!redemption) throw new Error('The redemption was not written');
  await recordMovement(
    tx,
    {
      storeId: input.storeId,
      customerId: input.customerId,
      type: 'redemption',
      points: -reward.points,
      lifetimePoints: store?.discountGivenPoints ? -reward.points : 0,
      description: reward.name,
      location: input.location,
      employee: input.employee,
      redemptionId: redemption.id,
      visit: true,
    },
    clock,
  );
  await takeStoreRedemption(tx, input.storeId);
  return redemption.id;
}

/** Moves a pending request on; 404 for another store's, 409 when it is no longer pending. */
async function resolvePending(
  tx: Database,
  storeId: number,
  redemptionId: number,
  status: 'confirmed' | 'cancelled',
  now: Date,
) {
  const [resolved] = await tx
    .update(redemptions)
    .set({ status, resolvedAt: now })
    .where(
      and(
        eq(redemptions.id, redemptionId),
        eq(redemptions.storeId, storeId),
        eq(redemptions.status, 'pending'),
      ),
    )
    .returning({
      id: redemptions.id,
      customerId: redemptions.customerId,
      rewardId: redemptions.rewardId,
      points: redemptions.points,
      locationId: redemptions.locationId,
    });
  if (resolved) return resolved;
  const [exists] = await tx
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.storeId, storeId)))
    .limit(1);
  throw exists ? conflict(messages.conflict.redemptionNotPending) : notFound(messages.notFound.redemption);
}

export async function confirmRequest(tx: Database, storeId: number, redemptionId: number, clock: Clock) {
  const request = await resolvePending(tx, storeId, redemptionId, 'confirmed', clock());
  await takeRewardUnit(tx, request.rewardId);
  await takeStoreRedemption(tx, storeId);
  return request;
}

interface PendingRequest {
  id: number;
  customerId: number;
  points: number;
}

async function refund(
  tx: Database,
  storeId: number,
  request: PendingRequest,
  employee: Actor | null,
  clock: Clock,
) {
  await recordMovement(
    tx,
    {
      storeId,
      customerId: request.customerId,
      type: 'refund',
      points: request.points,
      lifetimePoints: 0,
      description: messages.ok.requestCancelled,
      location: null,
      employee,
      redemptionId: request.id,
    },
    clock,
  );
}

export async function cancelRequest(
  tx: Database,
  storeId: number,
  redemptionId: number,
  employee: Actor | null,
  clock: Clock,
) {
  const request = await resolvePending(tx, storeId, redemptionId, 'cancelled', clock());
  await refund(tx, storeId, request, employee, clock);
  return request;
}

/** Cancels, with refunds, every pending request of a reward or a customer that is going away. */
export async function cancelPendingRequests(
  tx: Database,
  storeId: number,
  of: { rewardId: number } | { customerIds: number[] },
  clock: Clock,
): Promise<void> {
  const which =
    'rewardId' in of
      ? eq(redemptions.rewardId, of.rewardId)
      : inArray(redemptions.customerId, of.customerIds);
  const cancelled = await tx
    .update(redemptions)
    .set({ status: 'cancelled', resolvedAt: clock() })
    .where(and(eq(redemptions.storeId, storeId), eq(redemptions.status, 'pending'), which))
    .returning({ id: redemptions.id, customerId: redemptions.customerId, points: redemptions.points });
  for (const request of cancelled) await refund(tx, storeId, request, null, clock);
}

/**
 * A customer asks for a reward from the customers' app (stores with requestReward on): the request waits
 * as 'pending' with its points held by a 'redemption' row, until the store confirms or refuses it. The
 * customers' app is not part of this contract; the seed and the tests make requests through here.
 */
export async function requestReward(
  tx: Database,
  input: { storeId: number; customerId: number; rewardId: number; location: LocationRef | null },
  clock: Clock,
): Promise<number> {
  const [reward] = await tx
    .select({ id: rewards.id, name: rewards.name, points: rewards.points, active: rewards.active })
    .from(rewards)
    .where(
      and(eq(rewards.id, input.rewardId), eq(rewards.storeId, input.storeId), isNull(rewards.deletedAt)),
    );
  if (!reward) throw notFound(messages.notFound.reward);
  if (!reward.active) throw conflict(messages.conflict.rewardInactive);
  const [redemption] = await tx
    .insert(redemptions)
    .values({
      storeId: input.storeId,
      customerId: input.customerId,
      rewardId: reward.id,
      points: reward.points,
      status: 'pending',
      source: 'request',
      locationId: input.location?.id ?? null,
      locationName: input.location?.name ?? null,
      createdAt: clock(),
    })
    .returning({ id: redemptions.id });
  if (!redemption) throw new Error('The request was not written');
  await recordMovement(
    tx,
    {
      storeId: input.storeId,
      customerId: input.customerId,
      type: 'redemption',
      points: -reward.points,
      lifetimePoints: 0,
      description: reward.name,
      location: input.location,
      employee: null,
      redemptionId: redemption.id,
    },
    clock,
  );
  return redemption.id;
}
