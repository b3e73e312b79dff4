import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Every table's key: an identity integer the server assigns (the contract's Id). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Money is exact: numeric(12,2), read as a JS number (amounts stay far below 2^53 cents). */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** An instant, always with its time zone. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();
