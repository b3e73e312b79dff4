/**
 * Whose rows a CRUD entity's handlers see: the caller's store (offers, banners, locations…) or the whole
 * platform (the administrator's catalogues). The scope is the one place that filters and stamps rows, so
 * an entity built with the factory cannot forget its store: another store's row is simply not found.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller, StoreCaller } from '../../auth/caller';
import type { Database } from '../../db/database';

/**
 * Lets the caller in or throws the 4xx (a guard of `auth/`, e.g. requireStoreSettings, or one that also
 * checks a plan feature) and answers them as a user of their store.
 */
export type StoreGuard = (caller: Caller | null, db: Database) => StoreCaller | Promise<StoreCaller>;

/** `StoreId` is the caller's store (a number) or null on the platform side. */
export interface CrudScope<StoreId extends number | null, Stamp extends object> {
  side: 'store' | 'platform';
  /** Runs the guard of a list (`forList`) or of a write and answers whose rows the call may touch. */
  enter(caller: Caller | null, db: Database, forList: boolean): Promise<StoreId>;
  /** The condition every read, update and delete adds (none on the platform side). */
  rows(storeId: StoreId): SQL | undefined;
  /** The columns every add and update writes last, so a body can never move a row to another store. */
  stamp(storeId: StoreId): Stamp;
}

/**
 * Rows of the caller's store, by the table's `storeId`. `listGuard` is for entities every user of the
 * store may list but only some may change (locations: every employee picks one).
 */
export function storeScope(
  table: { storeId: AnyPgColumn<{ data: number; notNull: true }> },
  guard: StoreGuard,
  listGuard: StoreGuard = guard,
): CrudScope<number, { storeId: number }> {
  return {
    side: 'store',
    async enter(caller, db, forList) {
      const user = await (forList ? listGuard : guard)(caller, db);
      return user.storeId;
    },
    rows: (storeId) => eq(table.storeId, storeId),
    stamp: (storeId) => ({ storeId }),
  };
}

/**
 * Every row: the administrator's side. It has no guard of its own because registerOperations holds the
 * whole /admin side to administrators; the factory refuses this scope for any other operation.
 */
export const platformScope: CrudScope<null, Record<never, never>> = {
  side: 'platform',
  enter: async () => null,
  rows: () => undefined,
  stamp: () => ({}),
};
