/** Branches ('Sucursales') of the caller's store. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreSettings, requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { cities, locations, stores } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCity } from '../../queries/catalogueRefs';

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

const locationOfStore = (storeId: number, locationId: number) =>
  and(eq(locations.id, locationId), eq(locations.storeId, storeId));

async function loadLocation(db: Database, storeId: number, locationId: number) {
  const [row] = await selectLocations(db).where(locationOfStore(storeId, locationId));
  if (!row) throw notFound(messages.notFound.location);
  return locationView(row);
}

export const locationHandlers = {
  async clientGetLocations({ caller, services }) {
    const user = requireStoreUser(caller);
    const rows = await selectLocations(services.db)
      .where(eq(locations.storeId, user.storeId))
      .orderBy(asc(locations.name), asc(locations.id));
    return { locations: rows.map(locationView) };
  },

  async clientLocationAdd({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await assertCity(db, body.cityId);
    const id = await db.transaction(async (tx) => {
      // Locking the store row serialises concurrent adds, so the plan's limit cannot be overrun.
      const [store] = await tx
        .select({ limit: stores.planLocationLimit })
        .from(stores)
        .where(eq(stores.id, user.storeId))
        .for('update');
      const [existing] = await tx
        .select({ n: count() })
        .from(locations)
        .where(eq(locations.storeId, user.storeId));
      const limit = store?.limit ?? 0;
      if (limit > 0 && (existing?.n ?? 0) >= limit) throw conflict(messages.conflict.locationLimit(limit));
      const [created] = await tx
        .insert(locations)
        .values({
          storeId: user.storeId,
          name: body.name,
          address: body.address,
          phone: body.phone,
          cityId: body.cityId,
          latitude: body.latitude,
          longitude: body.longitude,
          active: body.active,
          createdAt: services.now(),
        })
        .returning({ id: locations.id });
      if (!created) throw new Error('The location was not created');
      return created.id;
    });
    return { m: messages.ok.locationCreated, location: await loadLocation(db, user.storeId, id) };
  },

  async clientLocationUpdate({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    await assertCity(db, body.cityId);
    const [updated] = await db
      .update(locations)
      .set({
        name: body.name,
        address: body.address,
        phone: body.phone,
        cityId: body.cityId,
        latitude: body.latitude,
        longitude: body.longitude,
        active: body.active,
      })
      .where(locationOfStore(user.storeId, body.locationId))
      .returning({ id: locations.id });
    if (!updated) throw notFound(messages.notFound.location);
    return { m: messages.ok.locationUpdated, location: await loadLocation(db, user.storeId, updated.id) };
  },

  async clientLocationDelete({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    // Employees bound to it become unbound (ON DELETE SET NULL); ledger rows keep its name.
    const deleted = await services.db
      .delete(locations)
      .where(locationOfStore(user.storeId, body.locationId))
      .returning({ id: locations.id });
    if (deleted.length === 0) throw notFound(messages.notFound.location);
    return { m: messages.ok.locationDeleted };
  },
} satisfies HandlerGroup;
