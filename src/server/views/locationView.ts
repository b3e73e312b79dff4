/**
 * A branch as both sides answer it (the store's /client/get-locations and the administrator's
 * /admin/locations/get-all): its row with its city's and store's names.
 */
import { eq } from 'drizzle-orm';
import type { Entity } from '../../contract/types';
import type { Database } from '../db/database';
import { cities, locations, stores } from '../db/schema';

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
