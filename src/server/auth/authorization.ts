/**
 * Authorisation rules of the contract, as small guards handlers call first. Each either returns the
 * caller narrowed to what it proved (a store user, an administrator) or throws the 4xx the contract
 * names: 401 without a session, 403 for the wrong kind of user, a missing permission or plan feature,
 * another location; 402 'no-subscription' when the platform charges a subscription the store lacks.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { locations, platformSettings, stores, subscriptions } from '../db/schema';
import { forbidden, noSubscription, notFound, unauthorized } from '../http/apiError';
import { messages } from '../messages';
import type { AdminCaller, Caller, PermissionName, StoreCaller } from './caller';

export function requireSignedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthorized(messages.auth.missingToken);
  return caller;
}

function isStoreCaller(caller: Caller): caller is StoreCaller {
  return caller.userType === 'client' && caller.storeId !== null && caller.storeUserType !== null;
}

function isAdminCaller(caller: Caller): caller is AdminCaller {
  return caller.userType === 'admin';
}

export function requireAdmin(caller: Caller | null): AdminCaller {
  const signedIn = requireSignedIn(caller);
  if (!isAdminCaller(signedIn)) throw forbidden(messages.auth.adminOnly);
  return signedIn;
}

/** Any owner or employee of a store; administrators have no store and get 403 on /client calls. */
export function requireStoreUser(caller: Caller | null): StoreCaller {
  const signedIn = requireSignedIn(caller);
  if (!isStoreCaller(signedIn)) throw forbidden(messages.auth.storeUsersOnly);
  return signedIn;
}

export function requireOwner(caller: Caller | null): StoreCaller {
  const user = requireStoreUser(caller);
  if (user.storeUserType !== 'owner') throw forbidden(messages.auth.ownerOnly);
  return user;
}

/** Owners always pass; an employee needs the permission. */
export function requirePermission(caller: Caller | null, permission: PermissionName): StoreCaller {
  const user = requireStoreUser(caller);
  if (user.storeUserType === 'employee' && !user[permission]) {
    throw forbidden(messages.auth.missingPermission[permission]);
  }
  return user;
}

/** The store settings area: owners and employees with permStore. */
export function requireStoreSettings(caller: Caller | null): StoreCaller {
  return requirePermission(caller, 'permStore');
}

/** The location filter of a list: an employee bound to a location sees only its rows; null means all. */
export function locationScope(caller: StoreCaller): number | null {
  return caller.storeUserType === 'employee' ? caller.locationId : null;
}

export interface LocationRef {
  id: number;
  name: string;
}

/**
 * Where an operation happens: the location named in the request, or the employee's own. A location of
 * another store answers 404; an employee bound to a location who names another answers 403.
 */
export async function operatingLocation(
  db: Database,
  caller: StoreCaller,
  requestedId: number | undefined,
): Promise<LocationRef | null> {
  const bound = locationScope(caller);
  if (requestedId === undefined) {
    return bound === null ? null : { id: bound, name: caller.locationName };
  }
  const [location] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, requestedId), eq(locations.storeId, caller.storeId)))
    .limit(1);
  if (!location) throw notFound(messages.notFound.location);
  if (bound !== null && bound !== location.id) throw forbidden(messages.auth.otherLocation);
  return location;
}

function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Whether the store may use the features a subscription pays for: always when the platform charges
 * none; otherwise during its trial days after creation, or while its latest subscription is active and
 * its paid period has not ended.
 */
export async function hasActiveSubscription(db: Database, storeId: number, now: Date): Promise<boolean> {
  const [settings] = await db
    .select({
      withSubscription: platformSettings.withSubscription,
      trialDays: platformSettings.subscriptionTrialDays,
    })
    .from(platformSettings)
    .limit(1);
  if (!settings?.withSubscription) return true;
  const [store] = await db
    .select({ createdAt: stores.createdAt })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (store && store.createdAt.getTime() + settings.trialDays * 86_400_000 > now.getTime()) return true;
  const [latest] = await db
    .select({ status: subscriptions.status, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(eq(subscriptions.storeId, storeId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return latest?.status === 'active' && latest.endDate >= isoDay(now);
}

/** 402 with errorType 'no-subscription' for the operations a lapsed subscription stops. */
export async function requireSubscription(db: Database, storeId: number, now: Date): Promise<void> {
  if (!(await hasActiveSubscription(db, storeId, now))) throw noSubscription();
}
