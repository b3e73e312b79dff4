/**
 * The menu rules of spec §6 written as data, so a resource descriptor (JSON) can say who may open its
 * page or use an action in the same terms as the hand-written rules: named rules, plan and feature
 * flags, permissions, and their combinations. `compileAccess` turns one into an AccessRule.
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

const signedIn: AccessRule = () => true;

export const NAMED_RULES = {
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
