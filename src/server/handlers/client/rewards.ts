/** The store's prizes ('Premios') and the reward requests waiting at the counter. */
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { locationScope, requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { redemptions, rewards } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { cancelPendingRequests } from '../../ledger/redemptions';
import { messages } from '../../messages';
import { byName } from '../../queries/nameOrder';
import { selectRedemptions } from '../../queries/redemptionRows';
import { isoInstant } from '../../views/dates';
import { redemptionView } from '../../views/redemptionView';

type RewardRow = typeof rewards.$inferSelect;

function rewardView(row: RewardRow): Entity<'Reward'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    points: row.points,
    active: row.active,
    stock: row.stock,
    redeemedCount: row.redeemedCount,
    createdAt: isoInstant(row.createdAt),
  };
}

const liveRewardOfStore = (storeId: number, rewardId: number) =>
  and(eq(rewards.id, rewardId), eq(rewards.storeId, storeId), isNull(rewards.deletedAt));

async function loadReward(db: Database, storeId: number, rewardId: number): Promise<RewardRow> {
  const [row] = await db.select().from(rewards).where(liveRewardOfStore(storeId, rewardId));
  if (!row) throw notFound(messages.notFound.reward);
  return row;
}

export const rewardHandlers = {
  async clientGetAllRewards({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const rows = await services.db
      .select()
      .from(rewards)
      .where(
        and(
          eq(rewards.storeId, user.storeId),
          isNull(rewards.deletedAt),
          body.activeOnly
            ? and(eq(rewards.active, true), or(isNull(rewards.stock), gt(rewards.stock, 0)))
            : undefined,
        ),
      )
      .orderBy(asc(rewards.points), ...byName(rewards.name), asc(rewards.id));
    return { rewards: rows.map(rewardView) };
  },

  async clientRewardAdd({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const [row] = await services.db
      .insert(rewards)
      .values({
        storeId: user.storeId,
        name: body.name,
        description: body.description,
        image: body.image,
        points: body.points,
        active: body.active,
        stock: body.stock,
        createdAt: services.now(),
      })
      .returning();
    if (!row) throw new Error('The reward was not created');
    return { m: messages.ok.rewardCreated, reward: rewardView(row) };
  },

  async clientRewardUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const [row] = await services.db
      .update(rewards)
      .set({
        name: body.name,
        description: body.description,
        image: body.image,
        points: body.points,
        active: body.active,
        stock: body.stock,
      })
      .where(liveRewardOfStore(user.storeId, body.rewardId))
      .returning();
    if (!row) throw notFound(messages.notFound.reward);
    return { m: messages.ok.rewardUpdated, reward: rewardView(row) };
  },

  async clientRewardDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await loadReward(db, user.storeId, body.rewardId);
    await db.transaction(async (tx) => {
      await cancelPendingRequests(tx, user.storeId, { rewardId: body.rewardId }, services.now);
      // Kept as a row so past redemptions still name it.
      await tx
        .update(rewards)
        .set({ deletedAt: now, active: false })
        .where(liveRewardOfStore(user.storeId, body.rewardId));
    });
    return { m: messages.ok.rewardDeleted };
  },

  async clientRedemptionPendings({ caller, services }) {
    const user = requireStoreUser(caller);
    const bound = locationScope(user);
    const rows = await selectRedemptions(services.db)
      .where(
        and(
          eq(redemptions.storeId, user.storeId),
          eq(redemptions.status, 'pending'),
          bound === null ? undefined : or(eq(redemptions.locationId, bound), isNull(redemptions.locationId)),
        ),
      )
      .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
    return { redemptions: rows.map(redemptionView) };
  },
} satisfies HandlerGroup;
