/**
 * Cities with their map point and IANA time zone. A store's scheduled notifications follow its city's
 * zone: the scheduler re-derives their instants from the zone before each pass
 * (notifications/sendTime.ts), so changing a zone here needs nothing more.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { cities, countries, locations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { selectCities } from '../../queries/catalogueRows';
import { byName } from '../../queries/nameOrder';

/**
 * The zone as the time-zone database spells it ('europe/madrid' → 'Europe/Madrid'); 400 for anything
 * Intl does not know. Intl.supportedValuesOf('timeZone') would miss valid aliases such as 'UTC' or
 * 'America/Argentina/Buenos_Aires', so the zone is tried instead. UTC offsets ('+01:00') are not zones.
 */
export function canonicalTimeZone(zone: string): string {
  const trimmed = zone.trim();
  if (/^[+-]?\d/.test(trimmed)) throw badRequest(messages.admin.unknownTimeZone({ zone: trimmed }));
  try {
    return new Intl.DateTimeFormat('en', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    throw badRequest(messages.admin.unknownTimeZone({ zone: trimmed }));
  }
}

async function cityValues(db: Database, body: EntityInput<'City'>) {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, body.countryId));
  if (!country) throw badRequest(messages.admin.unknownCountry);
  return {
    name: body.name.trim(),
    countryId: body.countryId,
    latitude: body.latitude,
    longitude: body.longitude,
    zoom: body.zoom,
    timeZone: canonicalTimeZone(body.timeZone),
  };
}

async function loadCity(db: Database, cityId: number): Promise<Entity<'City'>> {
  const [city] = await selectCities(db).where(eq(cities.id, cityId));
  if (!city) throw notFound(messages.notFound.city);
  return city;
}

export const adminCityHandlers = {
  async adminGetAllCities({ body, services }) {
    const rows = await selectCities(services.db)
      .where(body.countryId === undefined ? undefined : eq(cities.countryId, body.countryId))
      .orderBy(...byName(cities.name), asc(cities.id));
    // The cities page lists and edits in one place, so its map's tile source comes with the list.
    const { mapTileUrl, mapTileAttribution } = services.config;
    return { cities: rows, mapTileUrl, mapTileAttribution };
  },

  async adminCityAdd({ body, services }) {
    const { db } = services;
    const [created] = await db
      .insert(cities)
      .values(await cityValues(db, body))
      .returning({ id: cities.id });
    if (!created) throw new Error('The city was not created');
    return { m: messages.admin.cities.created, city: await loadCity(db, created.id) };
  },

  async adminCityUpdate({ body, services }) {
    const { db } = services;
    const [updated] = await db
      .update(cities)
      .set(await cityValues(db, body))
      .where(eq(cities.id, body.cityId))
      .returning({ id: cities.id });
    if (!updated) throw notFound(messages.notFound.city);
    return { m: messages.admin.cities.updated, city: await loadCity(db, updated.id) };
  },

  async adminCityDelete({ body, services }) {
    const { db } = services;
    await loadCity(db, body.cityId);
    const [used] = await db.select({ n: count() }).from(locations).where(eq(locations.cityId, body.cityId));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        n === 1 ? messages.admin.cities.inUseOnce : messages.admin.cities.inUse({ locations: n }),
      );
    // Stores that had it as home city fall back to the platform's zone (ON DELETE SET NULL).
    await db.delete(cities).where(eq(cities.id, body.cityId));
    return { m: messages.admin.cities.deleted };
  },
} satisfies HandlerGroup;
