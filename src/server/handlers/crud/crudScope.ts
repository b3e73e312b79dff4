/**
 * Whose rows a CRUD entity's handlers see: the caller's store (offers, banners, locations…) or the whole
 * platform (the administrator's catalogues). The scope is the one place that filters and stamps rows, so
 * an entity built with the factory cannot forget its store: another store's row is simply not found.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { requireStoreUser } from '../../auth/authorization';
import type { Caller } from '../../auth/caller';

/** `StoreId` is the caller's store (a number) or null on the platform side. */
export interface CrudScope<StoreId extends number | null, Stamp extends object> {
  side: 'store' | 'platform';
  /** Whose rows the call may touch (who may call at all is the operation's x-access, checked before). */
  enter(caller: Caller | null): StoreId;
  /** The condition every read, update and delete adds (none on the platform side). */
  rows(storeId: StoreId): SQL | undefined;
  /** The columns every add and update writes last, so a body can never move a row to another store. */
  stamp(storeId: StoreId): Stamp;
}

/**
 * Rows of the caller's store, by the table's `storeId`. Who may list or change them (every employee
 * may list locations, only some change them) is each operation's x-access, which registerOperations
 * checks before the handler runs.
 */
export function storeScope(table: {
  storeId: AnyPgColumn<{ data: number; notNull: true }>;
}): CrudScope<number, { storeId: number }> {
  return {
    side: 'store',
    enter: (caller) => requireStoreUser(caller).storeId,
    rows: (storeId) => eq(table.storeId, storeId),
    stamp: (storeId) => ({ storeId }),
  };
}

/**
 * Every row: the administrator's side. It has no guard of its own because every /admin operation's
 * x-access is 'admin' (npm run gen insists); the factory refuses this scope for any other operation.
 */
export const platformScope: CrudScope<null, Record<never, never>> = {
  side: 'platform',
  enter: () => null,
  rows: () => undefined,
  stamp: () => ({}),
};
