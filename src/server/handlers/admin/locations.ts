/** Every store's branches as the administrator sees them, and moving one to another city. */
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { SortField } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { cities, locations, stores } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import { locationView, selectLocations } from '../../views/locationView';

const SORTABLE = {
  createdAt: locations.createdAt,
  name: locations.name,
  address: locations.address,
  active: locations.active,
} satisfies Record<SortField<'/admin/locations/get-all'>, unknown>;

/** Every word in the location's name or address or its store's name. */
function locationSearch(term: string): SQL | undefined {
  return everyWordIn(term, [textField(locations.name), textField(locations.address), textField(stores.name)]);
}

export const adminLocationHandlers = {
  async adminLocationsGetAll({ body, services }) {
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      body.cityId === undefined
        ? undefined
        : body.cityId === null
          ? isNull(locations.cityId)
          : eq(locations.cityId, body.cityId),
      term === undefined ? undefined : locationSearch(term),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectLocations(db)
      .where(where)
      .orderBy(...orderOf(body, SORTABLE, 'createdAt', locations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(locations)
      .innerJoin(stores, eq(stores.id, locations.storeId))
      .where(where);
    return { locations: rows.map(locationView), total: total?.n ?? 0 };
  },

  async adminLocationsChangeCityId({ body, services }) {
    const { db } = services;
    const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, body.cityId));
    if (!city) throw notFound(messages.notFound.city);
    const [moved] = await db
      .update(locations)
      .set({ cityId: body.cityId })
      .where(eq(locations.id, body.locationId))
      .returning({ id: locations.id });
    if (!moved) throw notFound(messages.notFound.location);
    const [row] = await selectLocations(db).where(eq(locations.id, moved.id));
    if (!row) throw notFound(messages.notFound.location);
    return { m: messages.admin.locationMoved(city.name), location: locationView(row) };
  },
} satisfies HandlerGroup;
