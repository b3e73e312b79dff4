/**
 * Customer levels ('Niveles de clientes'): the store's ladder of lifetime points, one level per
 * threshold, shown in an order the store may change; a level added or given a new threshold takes its
 * place in threshold order. Every change re-levels the customers (ledger/relevel.ts) in the same
 * transaction.
 */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, levels, stores } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/apiError';
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

/**
 * Where a level's customers go if it is deleted: the level the ledger's rule (levelFor) gives them
 * without it, the next one down the thresholds (ties, which older data may hold, by position as
 * levelFor breaks them); null when none is left below.
 */
function fallbackOf<L extends { id: number; name: string; minPoints: number; position: number }>(
  level: L,
  all: readonly L[],
): { id: number; name: string } | null {
  const below = all
    .filter((other) => other.id !== level.id && other.minPoints <= level.minPoints)
    .sort((a, b) => b.minPoints - a.minPoints || b.position - a.position)[0];
  return below ? { id: below.id, name: below.name } : null;
}

async function listLevels(db: Database, storeId: number): Promise<Entity<'Level'>[]> {
  const rows = await selectLevels(db, storeId);
  return rows.map((row) => ({ ...row, fallbackLevel: fallbackOf(row, rows) }));
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

async function levelsInOrder(tx: Database, storeId: number) {
  return tx
    .select({ id: levels.id, name: levels.name, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.storeId, storeId))
    .orderBy(asc(levels.position), asc(levels.id));
}

async function levelIdsInOrder(tx: Database, storeId: number): Promise<number[]> {
  return (await levelsInOrder(tx, storeId)).map((row) => row.id);
}

/** 409 when another level of the store (not `except`) already starts at these points. */
async function assertFreeThreshold(
  tx: Database,
  storeId: number,
  minPoints: number,
  except?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ name: levels.name })
    .from(levels)
    .where(
      and(
        eq(levels.storeId, storeId),
        eq(levels.minPoints, minPoints),
        except === undefined ? undefined : ne(levels.id, except),
      ),
    )
    .limit(1);
  if (taken) throw conflict(messages.levels.duplicateThreshold({ minPoints, name: taken.name }));
}

/**
 * Puts a level where its threshold belongs among the others, kept in the order they have: before the
 * first one that needs more points (last when none does).
 */
async function placeByThreshold(tx: Database, storeId: number, levelId: number): Promise<void> {
  const ordered = await levelsInOrder(tx, storeId);
  const level = ordered.find((row) => row.id === levelId);
  if (!level) return;
  const others = ordered.filter((row) => row.id !== levelId);
  const before = others.findIndex((row) => row.minPoints > level.minPoints);
  const ids = others.map((row) => row.id);
  ids.splice(before === -1 ? ids.length : before, 0, levelId);
  await setPositions(tx, storeId, ids);
}

export const levelHandlers = {
  async clientLevelsGetAll({ caller, services }) {
    const user = requireStoreUser(caller);
    return { levels: await listLevels(services.db, user.storeId) };
  },

  async clientLevelsAdd({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const id = await db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      await assertFreeThreshold(tx, user.storeId, body.minPoints);
      const [created] = await tx
        .insert(levels)
        .values({
          storeId: user.storeId,
          name: body.name,
          description: body.description,
          minPoints: body.minPoints,
          color: body.color,
          // Its place among the others is set below, by its threshold.
          position: 0,
          createdAt: services.now(),
        })
        .returning({ id: levels.id });
      if (!created) throw new Error('The level was not created');
      await placeByThreshold(tx, user.storeId, created.id);
      await relevelCustomers(tx, user.storeId);
      return created.id;
    });
    return { m: messages.levels.created, level: await loadLevel(db, user.storeId, id) };
  },

  async clientLevelsUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    await db.transaction(async (tx) => {
      await lockStoreLevels(tx, user.storeId);
      const [before] = await tx
        .select({ minPoints: levels.minPoints })
        .from(levels)
        .where(levelOfStore(user.storeId, body.levelId));
      if (!before) throw notFound(messages.notFound.level);
      await assertFreeThreshold(tx, user.storeId, body.minPoints, body.levelId);
      await tx
        .update(levels)
        .set({
          name: body.name,
          description: body.description,
          minPoints: body.minPoints,
          color: body.color,
        })
        .where(levelOfStore(user.storeId, body.levelId));
      if (before.minPoints !== body.minPoints) {
        await placeByThreshold(tx, user.storeId, body.levelId);
        await relevelCustomers(tx, user.storeId);
      }
    });
    return { m: messages.levels.updated, level: await loadLevel(db, user.storeId, body.levelId) };
  },

  async clientLevelsDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
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
    const user = requireStoreUser(caller);
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
