/** The calendar day it is for a store: dates the store types (expirations) are days in its time zone. */
import type { Database } from '../db/database';
import { storeTimeZone } from './storeFacts';

/** The day of `instant` in an IANA time zone, YYYY-MM-DD. */
export function dayIn(zone: string, instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
}

export async function storeToday(db: Database, storeId: number, now: Date): Promise<string> {
  return dayIn(await storeTimeZone(db, storeId), now);
}
