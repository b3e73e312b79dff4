/** 404 for a platform catalogue row a store's row names but that does not exist (category, city). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, cities } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';

/** Offers and products may name a category; null names none. */
export async function assertCategory(db: Database, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw notFound(messages.admin.categories.notFound);
}

/** Locations and shipping costs may name a city; null names none (for a shipping cost: everywhere else). */
export async function assertCity(db: Database, cityId: number | null): Promise<void> {
  if (cityId === null) return;
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!row) throw notFound(messages.notFound.city);
}
