/**
 * Shipping costs ('Costos de envío') of the store's online shop: at most one per city and one without a
 * city, for everywhere else (the unique index shipping_costs_store_city_key holds it under races too).
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import { requireStoreSettings } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { cities, shippingCosts } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCity } from '../../queries/catalogueRefs';

function selectShippingCosts(db: Database) {
  return db
    .select({
      id: shippingCosts.id,
      name: shippingCosts.name,
      cityId: shippingCosts.cityId,
      cityName: cities.name,
      price: shippingCosts.price,
      freeFrom: shippingCosts.freeFrom,
      active: shippingCosts.active,
    })
    .from(shippingCosts)
    .leftJoin(cities, eq(cities.id, shippingCosts.cityId));
}

type ShippingCostRow = Awaited<ReturnType<typeof selectShippingCosts>>[number];

function shippingCostView(row: ShippingCostRow): Entity<'ShippingCost'> {
  return { ...row, cityName: row.cityName ?? '' };
}

function shippingCostValues(body: EntityInput<'ShippingCost'>) {
  return {
    name: body.name,
    cityId: body.cityId,
    price: floorMoney(body.price),
    freeFrom: body.freeFrom === null ? null : floorMoney(body.freeFrom),
    active: body.active,
  };
}

const shippingCostOfStore = (storeId: number, shippingCostId: number) =>
  and(eq(shippingCosts.id, shippingCostId), eq(shippingCosts.storeId, storeId));

async function loadShippingCost(db: Database, storeId: number, shippingCostId: number) {
  const [row] = await selectShippingCosts(db).where(shippingCostOfStore(storeId, shippingCostId));
  if (!row) throw notFound(messages.shippingCosts.notFound);
  return shippingCostView(row);
}

/** 409 when another shipping cost of the store covers the same city (or is the one without a city). */
async function assertPlaceFree(
  db: Database,
  storeId: number,
  cityId: number | null,
  exceptId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: shippingCosts.id })
    .from(shippingCosts)
    .where(
      and(
        eq(shippingCosts.storeId, storeId),
        cityId === null ? isNull(shippingCosts.cityId) : eq(shippingCosts.cityId, cityId),
        exceptId === undefined ? undefined : ne(shippingCosts.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw conflict(
      cityId === null ? messages.shippingCosts.elsewhereTaken : messages.shippingCosts.cityTaken,
    );
  }
}

export const shippingCostHandlers = {
  async clientShippingcostsAll({ caller, services }) {
    const user = requireStoreSettings(caller);
    const rows = await selectShippingCosts(services.db)
      .where(eq(shippingCosts.storeId, user.storeId))
      // The one for everywhere else last, the cities by name.
      .orderBy(asc(sql`${shippingCosts.cityId} IS NULL`), asc(cities.name), asc(shippingCosts.id));
    return { shippingCosts: rows.map(shippingCostView) };
  },

  async clientShippingcostsAdd({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await assertCity(db, body.cityId);
    await assertPlaceFree(db, user.storeId, body.cityId);
    const [created] = await db
      .insert(shippingCosts)
      .values({ ...shippingCostValues(body), storeId: user.storeId })
      .returning({ id: shippingCosts.id });
    if (!created) throw new Error('The shipping cost was not created');
    return {
      m: messages.shippingCosts.created,
      shippingCost: await loadShippingCost(db, user.storeId, created.id),
    };
  },

  async clientShippingcostsUpdate({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await loadShippingCost(db, user.storeId, body.shippingCostId);
    await assertCity(db, body.cityId);
    await assertPlaceFree(db, user.storeId, body.cityId, body.shippingCostId);
    const [updated] = await db
      .update(shippingCosts)
      .set(shippingCostValues(body))
      .where(shippingCostOfStore(user.storeId, body.shippingCostId))
      .returning({ id: shippingCosts.id });
    if (!updated) throw notFound(messages.shippingCosts.notFound);
    return {
      m: messages.shippingCosts.updated,
      shippingCost: await loadShippingCost(db, user.storeId, updated.id),
    };
  },

  async clientShippingcostsDelete({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    // Orders keep the shipping cost they were charged (orders.shipping_cost), not a link to this row.
    const deleted = await services.db
      .delete(shippingCosts)
      .where(shippingCostOfStore(user.storeId, body.shippingCostId))
      .returning({ id: shippingCosts.id });
    if (deleted.length === 0) throw notFound(messages.shippingCosts.notFound);
    return { m: messages.shippingCosts.deleted };
  },
} satisfies HandlerGroup;
