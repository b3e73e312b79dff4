/**
 * The administrator's stores ('Negocios'): the paged list, creating or editing a store with its owner,
 * deleting one with all its data, and its activity. The glue holds every /admin call to administrators.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { SortField } from '../../../contract/types';
import { requireAdmin } from '../../auth/authorization';
import { assertEmailFreeFor } from '../../auth/emailConflicts';
import { normaliseEmail } from '../../auth/normaliseEmail';
import { hashPassword } from '../../auth/passwords';
import { closeSessions } from '../../auth/sessions';
import type { HandlerGroup, RequestOf } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { countries, stores, storeTypes, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import {
  adminStoreView,
  loadStoreWithOwner,
  ownerOfStore,
  selectAdminStores,
} from '../../stores/adminStoreRows';
import { assertEmailFree, createStoreWithOwner } from '../../stores/createStore';
import { deleteStoreWithData } from '../../stores/deleteStore';
import { storeActivity } from '../../stores/storeActivity';
import { loadPlatformSettings } from '../../stores/storeFacts';

const SORTABLE = {
  createdAt: stores.createdAt,
  name: stores.name,
  clientsAmount: stores.clientsAmount,
  redeemBought: stores.redeemBought,
  active: stores.active,
} satisfies Record<SortField<'/admin/store/get-all'>, unknown>;

/** Every word in the store's name or its owner's names or email (a scan of a few hundred stores). */
function storeSearch(term: string): SQL | undefined {
  return everyWordIn(term, [
    textField(stores.name),
    textField(users.firstName),
    textField(users.lastName),
    textField(users.email),
  ]);
}

type ProcessBody = RequestOf<'adminBusinessProcess'>;

/** What the administrator sets on a store, beyond what registration sets. */
function storeSettings(body: ProcessBody) {
  return {
    name: body.name,
    storeTypeId: body.storeTypeId,
    countryId: body.countryId,
    active: body.active,
    redeemBought: body.redeemBought,
    monthFreeRedeems: body.monthFreeRedeems,
    ruc: body.ruc,
    planShowProducts: body.planShowProducts,
    planShowOffers: body.planShowOffers,
    planShowNews: body.planShowNews,
    planPushNotifications: body.planPushNotifications,
    planLocationLimit: body.planLocationLimit,
  };
}

/** Registration's checks for a new store (createStoreWithOwner); an edit makes them here. */
async function assertStoreTypeAndCountry(db: Database, body: ProcessBody): Promise<void> {
  const [type] = await db
    .select({ id: storeTypes.id })
    .from(storeTypes)
    .where(eq(storeTypes.id, body.storeTypeId));
  if (!type) throw notFound(messages.notFound.storeType);
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, body.countryId));
  if (!country) throw notFound(messages.notFound.country);
}

/** The email of the store's owner `userId`; undefined when that is not the store's owner. */
async function ownerEmail(
  db: Database,
  storeId: number | undefined,
  userId: number | undefined,
): Promise<string | undefined> {
  if (storeId === undefined || userId === undefined) return undefined;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(stores, ownerOfStore)
    .where(and(eq(stores.id, storeId), eq(users.id, userId)));
  return owner?.email;
}

/** 'new': the store and its owner, then the administrator's settings over registration's defaults. */
async function createStore(
  tx: Database,
  body: ProcessBody,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const ownerId = await createStoreWithOwner(
    tx,
    {
      name: body.name,
      storeTypeId: body.storeTypeId,
      countryId: body.countryId,
      owner: {
        firstName: body.first_name,
        lastName: body.last_name,
        email: normaliseEmail(body.email),
        passwordHash,
      },
    },
    now,
  );
  const [owner] = await tx.select({ storeId: users.storeId }).from(users).where(eq(users.id, ownerId));
  const storeId = owner?.storeId;
  if (storeId === null || storeId === undefined) throw new Error('The new owner has no store');
  await tx.update(stores).set(storeSettings(body)).where(eq(stores.id, storeId));
  return storeId;
}

/** 'edit': the store and its owner account; the password only when one is sent. */
async function editStore(
  tx: Database,
  body: ProcessBody,
  target: { storeId: number; userId: number; passwordHash: string | undefined },
  now: Date,
): Promise<void> {
  const { storeId, userId, passwordHash } = target;
  await assertStoreTypeAndCountry(tx, body);
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(stores, ownerOfStore)
    .where(and(eq(stores.id, storeId), eq(users.id, userId)));
  if (!owner) {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    throw notFound(store ? messages.admin.notFound.owner : messages.notFound.store);
  }
  const email = normaliseEmail(body.email);
  await assertEmailFree(tx, email, userId);
  await tx
    .update(stores)
    .set({ ...storeSettings(body), updatedAt: now })
    .where(eq(stores.id, storeId));
  await tx
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, email, passwordHash, updatedAt: now })
    .where(eq(users.id, userId));
  // A new password signs the owner out everywhere, as a recovery does.
  if (passwordHash !== undefined) await closeSessions(tx, userId);
}

export const adminStoreHandlers = {
  async adminStoreGetAll({ body, services }) {
    const { db } = services;
    const now = services.now();
    const term = searchTerm(body);
    const where = and(
      body.active === undefined ? undefined : eq(stores.active, body.active),
      term === undefined ? undefined : storeSearch(term),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectAdminStores(db, now)
      .where(where)
      .orderBy(...orderOf(body, SORTABLE, 'createdAt', stores.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(stores).leftJoin(users, ownerOfStore).where(where);
    const settings = await loadPlatformSettings(db);
    return {
      stores: rows.map(adminStoreView),
      total: total?.n ?? 0,
      clientWebApp: settings.clientWebApp,
      withSubscription: settings.withSubscription,
    };
  },

  async adminBusinessGet({ body, services }) {
    return loadStoreWithOwner(services.db, body.storeId, services.now());
  },

  async adminBusinessProcess({ body, caller, services }) {
    const { db } = services;
    const now = services.now();
    const admin = requireAdmin(caller);
    // Counted outside the transaction (the limiter has its own); the transaction checks again. An edit
    // of someone who is not the store's owner is left to editStore's 404.
    const email = normaliseEmail(body.email);
    if (body.type === 'new') await assertEmailFreeFor(services, admin.userId, email);
    else {
      const current = await ownerEmail(db, body.storeId, body.userId);
      if (current !== undefined && current !== email)
        await assertEmailFreeFor(services, admin.userId, email, body.userId);
    }
    // Hashed before the transaction: scrypt is deliberately slow and would hold the rows' locks.
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    let storeId: number;
    if (body.type === 'new') {
      // The request view already requires the password for 'new'; this narrows the type.
      if (passwordHash === undefined)
        throw badRequest(messages.validation.missingField({ field: 'password' }));
      storeId = await db.transaction((tx) => createStore(tx, body, passwordHash, now));
    } else {
      const { storeId: editedId, userId } = body;
      // The request view already requires both for 'edit'; this narrows the types.
      if (editedId === undefined || userId === undefined) {
        throw badRequest(
          messages.validation.missingField({ field: editedId === undefined ? 'storeId' : 'userId' }),
        );
      }
      await db.transaction((tx) => editStore(tx, body, { storeId: editedId, userId, passwordHash }, now));
      storeId = editedId;
    }
    return {
      m: body.type === 'new' ? messages.admin.storeCreated : messages.admin.storeUpdated,
      ...(await loadStoreWithOwner(db, storeId, now)),
    };
  },

  async adminBusinessDelete({ body, services }) {
    const deleted = await deleteStoreWithData(services.db, body.storeId);
    if (!deleted) throw notFound(messages.notFound.store);
    return { m: messages.admin.storeDeleted };
  },

  async adminStoreGetActivity({ body, services }) {
    return { activity: await storeActivity(services.db, body.storeId, services.now()) };
  },
} satisfies HandlerGroup;
