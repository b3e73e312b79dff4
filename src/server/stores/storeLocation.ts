import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { locations } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';

/** The id of a branch given in a body once it is known to be the store's own (404 otherwise); null stays null. */
export async function locationOfStore(
  db: Database,
  storeId: number,
  location: { id: number } | null,
): Promise<number | null> {
  if (location === null) return null;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, location.id), eq(locations.storeId, storeId)));
  if (!row) throw notFound(messages.notFound.location);
  return row.id;
}
