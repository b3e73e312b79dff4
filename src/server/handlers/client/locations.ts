/** Branches ('Sucursales') of the caller's store. */
import { asc, count, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { requireStoreSettings, requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { cities, locations, stores } from '../../db/schema';
import { conflict } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCity } from '../../queries/catalogueRefs';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  phone: locations.phone,
  cityId: locations.cityId,
  cityName: cities.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
  active: locations.active,
  storeId: stores.id,
  storeName: stores.name,
};

export function selectLocations(db: Database) {
  return db
    .select(locationColumns)
    .from(locations)
    .innerJoin(stores, eq(stores.id, locations.storeId))
    .leftJoin(cities, eq(cities.id, locations.cityId));
}

type LocationRow = Awaited<ReturnType<typeof selectLocations>>[number];

export function locationView(row: LocationRow): Entity<'Location'> {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    cityId: row.cityId,
    cityName: row.cityName ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
    store: { id: row.storeId, name: row.storeName },
  };
}

function locationValues(body: EntityInput<'Location'>) {
  return {
    name: body.name,
    address: body.address,
    phone: body.phone,
    cityId: body.cityId,
    latitude: body.latitude,
    longitude: body.longitude,
    active: body.active,
  };
}

/**
 * 409 once the store has as many locations as its plan allows (0: no limit). It locks the store's row,
 * so concurrent adds wait for each other in their transactions and the limit cannot be overrun.
 */
async function assertBelowPlanLimit(db: Database, storeId: number): Promise<void> {
  const [store] = await db
    .select({ limit: stores.planLocationLimit })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  const [existing] = await db.select({ n: count() }).from(locations).where(eq(locations.storeId, storeId));
  const limit = store?.limit ?? 0;
  if (limit > 0 && (existing?.n ?? 0) >= limit) throw conflict(messages.conflict.locationLimit(limit));
}

// Employees bound to a deleted location become unbound (ON DELETE SET NULL); ledger rows keep its name.
export const locationHandlers = crudHandlers({
  operations: {
    list: 'clientGetLocations',
    add: 'clientLocationAdd',
    update: 'clientLocationUpdate',
    remove: 'clientLocationDelete',
  },
  table: locations,
  // Every user of the store lists them (an employee picks one); changing them is a store setting.
  scope: storeScope(locations, requireStoreSettings, requireStoreUser),
  select: selectLocations,
  orderBy: [asc(locations.name), asc(locations.id)],
  view: locationView,
  values: locationValues,
  addValues: (services) => ({ createdAt: services.now() }),
  async beforeWrite({ db, body, storeId, id }) {
    await assertCity(db, body.cityId);
    if (id === undefined) await assertBelowPlanLimit(db, storeId);
  },
  idField: 'locationId',
  answerKeys: { list: 'locations', item: 'location' },
  messages: { ...messages.locations, notFound: messages.notFound.location },
}) satisfies HandlerGroup;
