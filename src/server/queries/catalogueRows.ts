/**
 * Platform catalogues as the contract shows them: store types and categories with their translations
 * (the category's name is its 'es' translation, spec §3), cities with their country's name.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Entity } from '../../contract/types';
import type { Database } from '../db/database';
import {
  categories,
  categoryTranslations,
  cities,
  countries,
  storeTypes,
  storeTypeTranslations,
} from '../db/schema';
import { byName } from './nameOrder';

type Translation = Entity<'Translation'>;
type LanguageCode = Translation['languageCode'];
const LANGUAGE_ORDER: readonly LanguageCode[] = ['es', 'en', 'zh', 'fr', 'it'];

function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGE_ORDER as readonly string[]).includes(code);
}

function groupTranslations<K extends number>(
  rows: { ownerId: K; languageCode: string; text: string }[],
): Map<K, Translation[]> {
  const byOwner = new Map<K, Translation[]>();
  for (const row of rows) {
    if (!isLanguageCode(row.languageCode)) continue;
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({ languageCode: row.languageCode, text: row.text });
    byOwner.set(row.ownerId, list);
  }
  for (const list of byOwner.values()) {
    list.sort((a, b) => LANGUAGE_ORDER.indexOf(a.languageCode) - LANGUAGE_ORDER.indexOf(b.languageCode));
  }
  return byOwner;
}

export async function listStoreTypes(db: Database): Promise<Entity<'StoreType'>[]> {
  const types = await db
    .select()
    .from(storeTypes)
    .orderBy(...byName(storeTypes.name), asc(storeTypes.id));
  const translations = groupTranslations(
    await db
      .select({
        ownerId: storeTypeTranslations.storeTypeId,
        languageCode: storeTypeTranslations.languageCode,
        text: storeTypeTranslations.text,
      })
      .from(storeTypeTranslations),
  );
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    image: type.image,
    translations: translations.get(type.id) ?? [],
  }));
}

/** Categories by their 'es' name; `onlyNamed` leaves out those without one (what the back office lists). */
export async function listCategories(db: Database, onlyNamed: boolean): Promise<Entity<'Category'>[]> {
  const rows = await db.select().from(categories);
  const ids = rows.map((row) => row.id);
  const translations = groupTranslations(
    ids.length === 0
      ? []
      : await db
          .select({
            ownerId: categoryTranslations.categoryId,
            languageCode: categoryTranslations.languageCode,
            text: categoryTranslations.text,
          })
          .from(categoryTranslations)
          .where(inArray(categoryTranslations.categoryId, ids)),
  );
  return rows
    .map((row) => {
      const list = translations.get(row.id) ?? [];
      const name = list.find((translation) => translation.languageCode === 'es')?.text ?? '';
      return { id: row.id, name, image: row.image, translations: list };
    })
    .filter((category) => !onlyNamed || category.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
}

export const cityColumns = {
  id: cities.id,
  name: cities.name,
  countryId: cities.countryId,
  countryName: countries.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
  zoom: cities.zoom,
  timeZone: cities.timeZone,
};

export function selectCities(db: Database) {
  return db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.id, cities.countryId));
}
