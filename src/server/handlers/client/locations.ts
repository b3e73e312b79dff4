/** Branches ('Sucursales') of the caller's store. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { EntityInput } from '../../../contract/types';
import type { Caller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { locations, stores, users } from '../../db/schema';
import { conflict, forbidden } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCity } from '../../queries/catalogueRefs';
import { byName } from '../../queries/nameOrder';
import { locationView, selectLocations } from '../../views/locationView';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

function locationValues(body: EntityInput<'Location'>) {
  return {
    name: body.name,
    address: body.address,
    phone: body.phone,
    cityId: body.cityId,
    latitude: body.latitude,
    longitude: body.longitude,
    active: body.active,
  };
}

/**
 * 409 once the store has as many locations as its plan allows (0: no limit). It locks the store's row,
 * so concurrent adds wait for each other in their transactions and the limit cannot be overrun.
 */
async function assertBelowPlanLimit(db: Database, storeId: number): Promise<void> {
  const [store] = await db
    .select({ limit: stores.planLocationLimit })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  const [existing] = await db.select({ n: count() }).from(locations).where(eq(locations.storeId, storeId));
  const limit = store?.limit ?? 0;
  if (limit > 0 && (existing?.n ?? 0) >= limit)
    throw conflict(messages.conflict.locationLimit({ max: limit }));
}

/**
 * 403 when an employee bound to this branch would change or delete it: the branch is what holds them to
 * it, and deleting it used to leave them bound to none, free to act on every branch.
 */
function assertNotOwnBranch(caller: Caller | null, locationId: number): void {
  if (caller?.storeUserType === 'employee' && caller.locationId === locationId)
    throw forbidden(messages.locations.ownBranch);
}

/**
 * 409 naming how many employees are bound to the branch: they are moved to another one first, never
 * unbound silently. The foreign key (no action on delete) refuses it too if one is bound meanwhile.
 */
async function assertNoEmployeesBound(db: Database, storeId: number, locationId: number): Promise<void> {
  const [bound] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.locationId, locationId)));
  const employees = bound?.n ?? 0;
  if (employees > 0)
    throw conflict(
      employees === 1 ? messages.locations.employeeBound : messages.locations.employeesBound({ employees }),
    );
}

// Ledger rows keep a deleted branch's name.
export const locationHandlers = crudHandlers({
  operations: {
    list: 'clientGetLocations',
    add: 'clientLocationAdd',
    update: 'clientLocationUpdate',
    remove: 'clientLocationDelete',
  },
  table: locations,
  // Every user of the store lists them (an employee picks one); changing them is a store setting.
  scope: storeScope(locations),
  select: selectLocations,
  orderBy: [...byName(locations.name), asc(locations.id)],
  view: locationView,
  values: locationValues,
  addValues: (services) => ({ createdAt: services.now() }),
  async beforeWrite({ db, body, storeId, id, caller }) {
    if (id !== undefined) assertNotOwnBranch(caller, id);
    await assertCity(db, body.cityId);
    if (id === undefined) await assertBelowPlanLimit(db, storeId);
  },
  async beforeRemove({ db, storeId, id, caller }) {
    assertNotOwnBranch(caller, id);
    await assertNoEmployeesBound(db, storeId, id);
  },
  idField: 'locationId',
  answerKeys: { list: 'locations', item: 'location' },
  messages: { ...messages.locations, notFound: messages.notFound.location },
}) satisfies HandlerGroup;
