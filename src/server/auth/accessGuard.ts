/**
 * The guard of an operation, compiled from its `x-access` in the contract: the same rule the menu
 * and pages use (src/contract/access), decided on what the server knows of the caller (kind of user,
 * permissions, the store's plan, the platform's switches). registerOperations runs it before any
 * handler, so a handler keeps only row-level checks (the store scope, the employee's location).
 * A refusal names its reason as the former per-handler guards did: 401 without a session, 403 with
 * the message of the first rule that fails.
 */
import { eq } from 'drizzle-orm';
import type { AccessExpression } from '../../contract/access/accessExpression';
import { compileAccess } from '../../contract/access/accessExpression';
import type { AccessContext } from '../../contract/access/accessRules';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { type ApiError, forbidden, notFound, unauthorized } from '../http/apiError';
import { messages } from '../messages';
import { loadPlatformSettings } from '../stores/storeFacts';
import { type Caller, effectivePermissions } from './caller';

export type AccessGuard = (caller: Caller | null, db: Database) => Promise<void>;

/** Which facts beyond the caller the expression reads: the store's plan, the platform's banners switch. */
function needs(expression: AccessExpression): { plan: boolean; banners: boolean } {
  if (typeof expression === 'string') return { plan: expression === 'ecommerce', banners: false };
  if ('plan' in expression) return { plan: true, banners: false };
  if ('feature' in expression) return { plan: false, banners: true };
  const parts =
    'allOf' in expression
      ? expression.allOf
      : 'anyOf' in expression
        ? expression.anyOf
        : 'byBrand' in expression
          ? [expression.byBrand.default, expression.byBrand.other]
          : [];
  const each = parts.map(needs);
  return { plan: each.some((n) => n.plan), banners: each.some((n) => n.banners) };
}

async function loadPlan(db: Database, storeId: number): Promise<AccessContext['plan']> {
  const [store] = await db
    .select({
      planShowProducts: stores.planShowProducts,
      planShowOffers: stores.planShowOffers,
      planShowNews: stores.planShowNews,
      planPushNotifications: stores.planPushNotifications,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw notFound(messages.notFound.store);
  return store as AccessContext['plan'];
}

/** The rules' context for a signed-in caller; the deployment terms are refused in x-access by gen. */
export async function serverAccessContext(
  caller: Caller,
  db: Database,
  wanted: { plan: boolean; banners: boolean },
): Promise<AccessContext> {
  const isStoreUser =
    caller.userType === 'client' && caller.storeId !== null && caller.storeUserType !== null;
  const permissions = effectivePermissions(caller);
  return {
    userType: isStoreUser ? 'client' : caller.userType === 'admin' ? 'admin' : 'client',
    storeUserType: isStoreUser ? caller.storeUserType : null,
    permStore: isStoreUser && permissions.permStore,
    permissions: isStoreUser
      ? permissions
      : { permStore: false, permGivePoints: false, permRedeem: false, permCreateCustomer: false },
    multistore: true,
    defaultBrand: true,
    bannersEnabled: wanted.banners ? (await loadPlatformSettings(db)).bannersEnabled : false,
    plan: wanted.plan && isStoreUser && caller.storeId !== null ? await loadPlan(db, caller.storeId) : null,
  };
}

function storeUserRefusal(context: AccessContext): ApiError | null {
  return context.userType === 'client' && context.storeUserType !== null
    ? null
    : forbidden(messages.auth.storeUsersOnly);
}

/** Why the context fails the expression, in the message the former handler guards gave. */
export function refusal(expression: AccessExpression, context: AccessContext): ApiError {
  if (typeof expression === 'string') {
    switch (expression) {
      case 'admin':
        return forbidden(messages.auth.adminOnly);
      case 'owner':
        return storeUserRefusal(context) ?? forbidden(messages.auth.ownerOnly);
      case 'ecommerce':
        return refusal({ allOf: ['storeSettings', { plan: 'planShowProducts' }] }, context);
      case 'allStoreUsers':
        return forbidden(messages.auth.storeUsersOnly);
      default:
        return storeUserRefusal(context) ?? forbidden(messages.auth.missingPermission.permStore);
    }
  }
  if ('plan' in expression)
    return storeUserRefusal(context) ?? forbidden(messages.auth.planFeature[expression.plan]);
  if ('feature' in expression) return forbidden(messages.banners.disabled);
  if ('permission' in expression)
    return storeUserRefusal(context) ?? forbidden(messages.auth.missingPermission[expression.permission]);
  if ('allOf' in expression) {
    const failing = expression.allOf.find((part) => !compileAccess(part)(context));
    return failing ? refusal(failing, context) : forbidden(messages.auth.storeUsersOnly);
  }
  // Of alternatives, the last one's reason: the rule a user could most likely still be given.
  if ('anyOf' in expression) return refusal(expression.anyOf.at(-1) ?? 'admin', context);
  return forbidden(messages.auth.storeUsersOnly);
}

export function compileAccessGuard(expression: AccessExpression): AccessGuard {
  if (expression === 'public') return async () => {};
  const rule = compileAccess(expression);
  const wanted = needs(expression);
  return async (caller, db) => {
    if (!caller) throw unauthorized(messages.auth.missingToken);
    // A store user's account whose store is gone is no store user; the rules cannot say so.
    const storeless =
      caller.userType === 'client' && (caller.storeId === null || caller.storeUserType === null);
    if (storeless && expression !== 'signedIn') throw forbidden(messages.auth.storeUsersOnly);
    const context = await serverAccessContext(caller, db, wanted);
    if (!rule(context)) throw refusal(expression, context);
  };
}
