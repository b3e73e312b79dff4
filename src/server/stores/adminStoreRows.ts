/**
 * Stores as the administrator sees them (AdminStore): plan flags, redemptions, the owner account, the
 * number of customers and the subscription status, read in one query per page.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Entity } from '../../contract/types';
import type { Database } from '../db/database';
import { locations, platformSettings, stores, storeTypes, subscriptions, users } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';
import { isoInstant } from '../views/dates';

/**
 * Whether the store may use what a subscription pays for, for a whole page at once: during its trial
 * days after creation, or while its latest subscription is active and not past its end. The same rule
 * as hasActiveSubscription (auth/authorization.ts), but regardless of whether the platform charges one:
 * the list shows the status only when it does.
 */
function subscriptionEnabled(now: Date): SQL<boolean> {
  const today = now.toISOString().slice(0, 10);
  const inTrial = sql`${stores.createdAt} + make_interval(days => coalesce(${platformSettings.subscriptionTrialDays}, 0)) > ${now.toISOString()}::timestamptz`;
  const latestActive = sql`(SELECT ${subscriptions.status} = 'active' AND ${subscriptions.endDate} >= ${today}::date
    FROM ${subscriptions} WHERE ${subscriptions.storeId} = ${stores.id}
    ORDER BY ${subscriptions.createdAt} DESC, ${subscriptions.id} DESC LIMIT 1)`;
  return sql<boolean>`(${inTrial} OR coalesce(${latestActive}, false))`.mapWith(Boolean);
}

/** A multi-store account has more than one location (as the store info says, storeView.ts). */
const multiStore: SQL<boolean> =
  sql<boolean>`((SELECT count(*) FROM ${locations} WHERE ${locations.storeId} = ${stores.id}) > 1)`.mapWith(
    Boolean,
  );

function adminStoreColumns(now: Date) {
  return {
    id: stores.id,
    name: stores.name,
    storeTypeId: stores.storeTypeId,
    storeTypeName: storeTypes.name,
    countryId: stores.countryId,
    active: stores.active,
    redeemBought: stores.redeemBought,
    monthFreeRedeems: stores.monthFreeRedeems,
    ruc: stores.ruc,
    planShowProducts: stores.planShowProducts,
    planShowOffers: stores.planShowOffers,
    planShowNews: stores.planShowNews,
    planPushNotifications: stores.planPushNotifications,
    planLocationLimit: stores.planLocationLimit,
    clientsAmount: stores.clientsAmount,
    slug: stores.slug,
    isMultiStore: multiStore,
    createdAt: stores.createdAt,
    ownerId: users.id,
    ownerFirstName: users.firstName,
    ownerLastName: users.lastName,
    ownerEmail: users.email,
    subscriptionEnabled: subscriptionEnabled(now),
  };
}

/** A store has one owner account (registration and business/process create exactly one). */
export const ownerOfStore = and(eq(users.storeId, stores.id), eq(users.storeUserType, 'owner'));

export function selectAdminStores(db: Database, now: Date) {
  return db
    .select(adminStoreColumns(now))
    .from(stores)
    .innerJoin(storeTypes, eq(storeTypes.id, stores.storeTypeId))
    .leftJoin(users, ownerOfStore)
    .leftJoin(platformSettings, eq(platformSettings.id, 1));
}

export type AdminStoreRow = Awaited<ReturnType<ReturnType<typeof selectAdminStores>['execute']>>[number];

export function adminStoreView(row: AdminStoreRow): Entity<'AdminStore'> {
  return {
    id: row.id,
    name: row.name,
    storeTypeId: row.storeTypeId,
    storetype: { id: row.storeTypeId, name: row.storeTypeName },
    countryId: row.countryId,
    active: row.active,
    redeemBought: row.redeemBought,
    monthFreeRedeems: row.monthFreeRedeems,
    ruc: row.ruc,
    planShowProducts: row.planShowProducts,
    planShowOffers: row.planShowOffers,
    planShowNews: row.planShowNews,
    planPushNotifications: row.planPushNotifications,
    planLocationLimit: row.planLocationLimit,
    ownerName: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' '),
    ownerEmail: row.ownerEmail ?? '',
    clientsAmount: row.clientsAmount,
    subscriptionStatus: row.subscriptionEnabled ? 'enabled' : 'disabled',
    slug: row.slug,
    isMultiStore: row.isMultiStore,
    createdAt: isoInstant(row.createdAt),
  };
}

/** The store and its owner, as business/get and business/process answer them; 404 for either missing. */
export async function loadStoreWithOwner(
  db: Database,
  storeId: number,
  now: Date,
): Promise<{ store: Entity<'AdminStore'>; user: Entity<'StoreOwner'> }> {
  const [row] = await selectAdminStores(db, now).where(eq(stores.id, storeId));
  if (!row) throw notFound(messages.notFound.store);
  if (row.ownerId === null) throw notFound(messages.admin.notFound.owner);
  return {
    store: adminStoreView(row),
    user: {
      id: row.ownerId,
      first_name: row.ownerFirstName ?? '',
      last_name: row.ownerLastName ?? '',
      email: row.ownerEmail ?? '',
    },
  };
}
