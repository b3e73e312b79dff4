/**
 * When a scheduled notification is due. Its date and time are kept as typed, in a time zone: the store's
 * (its city's, else the platform's) for a store's notification, the platform's ('UTC' unless configured)
 * for the administrator's. PostgreSQL turns them into the instant `sendAt` with its own time-zone rules,
 * so daylight saving changes and every IANA zone of the cities table are handled the same way everywhere.
 */
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { adminNotifications, cities, notifications, platformSettings, stores } from '../db/schema';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';

/** The platform's zone, as SQL. */
export const platformZone: SQL = sql`coalesce(
  (SELECT ${platformSettings.timeZone} FROM ${platformSettings} WHERE ${platformSettings.id} = 1), 'UTC')`;

/**
 * A store's zone as SQL: its city's, else the platform's. The same rule as storeTimeZone
 * (stores/storeFacts.ts), written as an expression so one statement can apply it to many stores' rows.
 */
export function storeZone(storeId: number | AnyPgColumn): SQL {
  return sql`coalesce(
    (SELECT ${cities.timeZone} FROM ${stores} JOIN ${cities} ON ${cities.id} = ${stores.cityId}
      WHERE ${stores.id} = ${storeId}),
    ${platformZone})`;
}

/** The instant at which a day and a time of day ('HH:mm') happen in a zone. */
export function zonedInstant(date: string | AnyPgColumn, time: string | AnyPgColumn, zone: SQL): SQL<Date> {
  return sql<Date>`((${date})::date + (${time})::time) AT TIME ZONE ${zone}`;
}

/** 400 unless the notification is due after `now`: it is scheduled, never sent in the past. */
export function assertInTheFuture(sendAt: Date, now: Date): void {
  if (sendAt.getTime() <= now.getTime()) throw badRequest(messages.notifications.inThePast);
}

/**
 * Re-derives the instant of every notification not sent yet from its date, time and current zone. A
 * zone lives elsewhere (the store's city, the city's zone, the platform's settings) and other screens
 * change it; doing this before each claim keeps `sendAt` (and its due index) right without those screens
 * having to know about notifications. Only rows whose instant really moved are written.
 */
export async function followZoneChanges(db: Database): Promise<void> {
  const storeDue = zonedInstant(notifications.date, notifications.time, storeZone(notifications.storeId));
  await db
    .update(notifications)
    .set({ sendAt: storeDue })
    .where(and(isNull(notifications.sentAt), sql`${notifications.sendAt} IS DISTINCT FROM ${storeDue}`));
  const platformDue = zonedInstant(adminNotifications.date, adminNotifications.time, platformZone);
  await db
    .update(adminNotifications)
    .set({ sendAt: platformDue })
    .where(
      and(
        isNull(adminNotifications.sentAt),
        sql`${adminNotifications.sendAt} IS DISTINCT FROM ${platformDue}`,
      ),
    );
}
