/**
 * Customer levels ('Niveles de clientes'): the store's ladder of lifetime points, shown in an order the
 * store chooses. Every change re-levels the customers (ledger/relevel.ts) in the same transaction.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreSettings } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, levels, stores } from '../../db/schema';
import { badRequest, notFound } from '../../http/apiError';
import { relevelCustomers } from '../../ledger/relevel';
import { messages } from '../../messages';

/** The store's levels in position order, each with its live customers. */
function selectLevels(db: Database, storeId: number) {
  return db
    .select({
      id: levels.id,
      name: levels.name,
      description: levels.description,
      minPoints: levels.minPoints,
      color: levels.color,
      position: levels.position,
      customers: count(customers.id),
    })
    .from(levels)
    .leftJoin(
      customers,
      and(
        eq(customers.storeId, levels.storeId),
        eq(customers.levelId, levels.id),
        isNull(customers.deletedAt),
      ),
    )
    .where(eq(levels.storeId, storeId))
    .groupBy(levels.id)
    .orderBy(asc(levels.position), asc(levels.id));
}

async function listLevels(db: Database, storeId: number): Promise<Entity<'Level'>[]> {
  return selectLevels(db, storeId);
}

async function loadLevel(db: Database, storeId: number, levelId: number): Promise<Entity<'Level'>> {
  const level = (await listLevels(db, storeId)).find((row) => row.id === levelId);
  if (!level) throw notFound(messages.notFound.level);
  return level;
}

const levelOfStore = (storeId: number, levelId: number) =>
  and(eq(levels.id, levelId), eq(levels.storeId, storeId));

/**
 * Changes to a store's levels run one at a time (the store's row is the lock): positions are read and
 * rewritten, and two re-levellings must not interleave with each other's level changes.
 */
async function lockStoreLevels(tx: Database, storeId: number): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

/** Positions 0, 1, 2… in the given order. */
async function setPositions(tx: Database, storeId: number, orderedIds: readonly number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await tx.update(levels).set({ position }).where(levelOfStore(storeId, id));
  }
}

async function levelIdsInOrder(tx: Database, storeId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.storeId, storeId))
    .orderBy(asc(levels.position), asc(levels.id));
  return rows.map((row) => row.id);
}

export const levelHandlers = {
  async clientLevelsGetAll({ caller, services }) {
    const user = requireStoreSettings(caller);
    return { levels: await listLevels(services.db, user.storeId) };
  },

  async clientLevelsAdd({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    const id = await db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${levels.position}) + 1, 0)`.mapWith(Number) })
        .from(levels)
        .where(eq(levels.storeId, user.storeId));
      const [created] = await tx
        .insert(levels)
        .values({
          storeId: user.storeId,
          name: body.name,
          description: body.description,
          minPoints: body.minPoints,
          color: body.color,
          position: last?.next ?? 0,
          createdAt: services.now(),
        })
        .returning({ id: levels.id });
      if (!created) throw new Error('The level was not created');
      await relevelCustomers(tx, user.storeId);
      return created.id;
    });
    return { m: messages.levels.created, level: await loadLevel(db, user.storeId, id) };
  },

  async clientLevelsUpdate({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      const [before] = await tx
        .select({ minPoints: levels.minPoints })
        .from(levels)
        .where(levelOfStore(user.storeId, body.levelId));
      if (!before) throw notFound(messages.notFound.level);
      await tx
        .update(levels)
        .set({
          name: body.name,
          description: body.description,
          minPoints: body.minPoints,
          color: body.color,
        })
        .where(levelOfStore(user.storeId, body.levelId));
      if (before.minPoints !== body.minPoints) await relevelCustomers(tx, user.storeId);
    });
    return { m: messages.levels.updated, level: await loadLevel(db, user.storeId, body.levelId) };
  },

  async clientLevelsDelete({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    await services.db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      // Its customers lose it at once (ON DELETE SET NULL) and are re-levelled below.
      const deleted = await tx
        .delete(levels)
        .where(levelOfStore(user.storeId, body.levelId))
        .returning({ id: levels.id });
      if (deleted.length === 0) throw notFound(messages.notFound.level);
      await setPositions(tx, user.storeId, await levelIdsInOrder(tx, user.storeId));
      await relevelCustomers(tx, user.storeId);
    });
    return { m: messages.levels.deleted };
  },

  async clientLevelsReorder({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      const current = new Set(await levelIdsInOrder(tx, user.storeId));
      // Request validation already refused repeated ids; here every level must be named, and only those.
      const exact = body.levelIds.length === current.size && body.levelIds.every((id) => current.has(id));
      if (!exact) throw badRequest(messages.levels.reorderMismatch);
      await setPositions(tx, user.storeId, body.levelIds);
      // Levels with the same threshold are told apart by position, so the order can move customers.
      await relevelCustomers(tx, user.storeId);
    });
    return { m: messages.levels.reordered, levels: await listLevels(db, user.storeId) };
  },
} satisfies HandlerGroup;
