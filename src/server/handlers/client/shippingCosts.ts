/**
 * Shipping costs ('Costos de envío') of the store's online shop: at most one per city and one without a
 * city, for everywhere else (the unique index shipping_costs_store_city_key holds it under races too).
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { cities, shippingCosts } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCity } from '../../queries/catalogueRefs';
import { byName } from '../../queries/nameOrder';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

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

/** 404 for a shipping cost of another store, before its city or place is looked at. */
async function assertOfStore(db: Database, storeId: number, shippingCostId: number): Promise<void> {
  const [row] = await db
    .select({ id: shippingCosts.id })
    .from(shippingCosts)
    .where(and(eq(shippingCosts.id, shippingCostId), eq(shippingCosts.storeId, storeId)));
  if (!row) throw notFound(messages.shippingCosts.notFound);
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

// Orders keep the shipping cost they were charged (orders.shipping_cost), not a link to a row of these.
export const shippingCostHandlers = crudHandlers({
  operations: {
    list: 'clientShippingcostsAll',
    add: 'clientShippingcostsAdd',
    update: 'clientShippingcostsUpdate',
    remove: 'clientShippingcostsDelete',
  },
  table: shippingCosts,
  scope: storeScope(shippingCosts),
  select: selectShippingCosts,
  // The one for everywhere else last, the cities by name.
  orderBy: [asc(sql`${shippingCosts.cityId} IS NULL`), ...byName(cities.name), asc(shippingCosts.id)],
  view: shippingCostView,
  values: shippingCostValues,
  async beforeWrite({ db, body, storeId, id }) {
    if (id !== undefined) await assertOfStore(db, storeId, id);
    await assertCity(db, body.cityId);
    await assertPlaceFree(db, storeId, body.cityId, id);
  },
  idField: 'shippingCostId',
  answerKeys: { list: 'shippingCosts', item: 'shippingCost' },
  messages: messages.shippingCosts,
}) satisfies HandlerGroup;
