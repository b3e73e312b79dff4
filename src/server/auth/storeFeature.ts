import type { Database } from '../db/database';
import { type PlanFeature, requirePlanFeature, requireStoreSettings } from './authorization';
import type { Caller, StoreCaller } from './caller';

/**
 * A store settings screen that a plan feature enables (offers, news, products, push notifications):
 * owners and permStore employees, and only while the administrator has given the store's plan the feature.
 */
export async function requireStoreFeature(
  caller: Caller | null,
  db: Database,
  feature: PlanFeature,
): Promise<StoreCaller> {
  const user = requireStoreSettings(caller);
  await requirePlanFeature(db, user.storeId, feature);
  return user;
}
