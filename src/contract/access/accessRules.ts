import type { Entity } from '../types';

export type PlanFlag = 'planShowProducts' | 'planShowOffers' | 'planShowNews' | 'planPushNotifications';

/** Everything the menu rules of spec §6 depend on. */
export interface AccessContext {
  userType: 'admin' | 'client';
  storeUserType: 'owner' | 'employee' | null;
  /** The employee may reach the store settings (owners always may). */
  permStore: boolean;
  /** The employee's other permissions, from the user-info call (owners hold them all). */
  permissions: {
    permGivePoints: boolean;
    permRedeem: boolean;
    permCreateCustomer: boolean;
    permStore: boolean;
  };
  multistore: boolean;
  defaultBrand: boolean;
  bannersEnabled: boolean;
  /** The store's plan flags; null for administrators or while the store info loads. */
  plan: Entity<'Store'>['plan'] | null;
}

export type AccessRule = (context: AccessContext) => boolean;

export const admin: AccessRule = (c) => c.userType === 'admin';
/** Items marked for all: every store user, owner or employee. */
export const allStoreUsers: AccessRule = (c) => c.userType === 'client';
export const owner: AccessRule = (c) => c.userType === 'client' && c.storeUserType === 'owner';
export const permStoreEmployee: AccessRule = (c) =>
  c.userType === 'client' && c.storeUserType === 'employee' && c.permStore;
/** Owner-nonMultistore items: owners, when the platform hosts a single store. */
export const ownerOfSingleStore: AccessRule = (c) => owner(c) && !c.multistore;
export const bannersFeature: AccessRule = (c) => c.bannersEnabled;

export function planAllows(flag: PlanFlag): AccessRule {
  return (c) => c.plan?.[flag] === true;
}

export function anyOf(...rules: AccessRule[]): AccessRule {
  return (c) => rules.some((rule) => rule(c));
}

export function allOf(...rules: AccessRule[]): AccessRule {
  return (c) => rules.every((rule) => rule(c));
}

/** Store settings: owners and employees with permStore. */
export const storeSettings: AccessRule = anyOf(owner, permStoreEmployee);

/** Under the default brand one rule, under any other brand the other (spec §6). */
export function byBrand(defaultBrand: AccessRule, otherBrands: AccessRule): AccessRule {
  return (c) => (c.defaultBrand ? defaultBrand(c) : otherBrands(c));
}

/** The ecommerce group: owners and store-permitted employees whose plan shows products. */
export const ecommerce: AccessRule = allOf(storeSettings, planAllows('planShowProducts'));
