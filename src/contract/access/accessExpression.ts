/**
 * The access rules of spec §6 written as data: the contract's `x-access` on every operation says who
 * may call it (the server compiles it into the guard that runs before the handler), and a resource
 * descriptor (JSON) says who may open its page or use an action in the same terms: named rules, plan
 * and feature flags, permissions, and their combinations. `compileAccess` turns one into an AccessRule.
 */
import {
  type AccessContext,
  type AccessRule,
  admin,
  allOf,
  allStoreUsers,
  anyOf,
  bannersFeature,
  byBrand,
  ecommerce,
  owner,
  ownerOfSingleStore,
  type PlanFlag,
  permStoreEmployee,
  planAllows,
  storeSettings,
} from './accessRules';

export type Permission = 'permStore' | 'permGivePoints' | 'permRedeem' | 'permCreateCustomer';

/** Store categories are managed in the ecommerce group by single-store owners and permStore employees. */
export const storeCategories: AccessRule = allOf(ecommerce, anyOf(ownerOfSingleStore, permStoreEmployee));

/** Every context of these rules is a signed-in user; the server also requires a session for it. */
const signedIn: AccessRule = () => true;
/** Anyone, even without a session (sign-in, registration, the public catalogues). */
const publicAccess: AccessRule = () => true;

export const NAMED_RULES = {
  public: publicAccess,
  signedIn,
  admin,
  allStoreUsers,
  owner,
  permStoreEmployee,
  ownerOfSingleStore,
  storeSettings,
  ecommerce,
  storeCategories,
} as const satisfies Record<string, AccessRule>;

export type RuleName = keyof typeof NAMED_RULES;

/**
 * Rules that depend on how the back office is deployed (brand, single or multi store): the menu may
 * use them, an operation's x-access may not, because the server does not know the deployment.
 */
export const DEPLOYMENT_RULES: ReadonlySet<RuleName> = new Set(['ownerOfSingleStore', 'storeCategories']);

export type AccessExpression =
  | RuleName
  | { plan: PlanFlag }
  | { feature: 'banners' }
  | { permission: Permission }
  | { allOf: AccessExpression[] }
  | { anyOf: AccessExpression[] }
  | { byBrand: { default: AccessExpression; other: AccessExpression } };

/** Owners hold every permission; employees what the user-info call says. */
const hasPermission =
  (permission: Permission): AccessRule =>
  (c: AccessContext) =>
    c.userType === 'client' && (c.storeUserType === 'owner' || c.permissions[permission]);

export function compileAccess(expression: AccessExpression): AccessRule {
  if (typeof expression === 'string') return NAMED_RULES[expression];
  if ('plan' in expression) return planAllows(expression.plan);
  if ('feature' in expression) return bannersFeature;
  if ('permission' in expression) return hasPermission(expression.permission);
  if ('allOf' in expression) return allOf(...expression.allOf.map(compileAccess));
  if ('anyOf' in expression) return anyOf(...expression.anyOf.map(compileAccess));
  return byBrand(compileAccess(expression.byBrand.default), compileAccess(expression.byBrand.other));
}
