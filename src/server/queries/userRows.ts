/** Reading accounts with their store and location names (sessions, profile, employees). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { locations, stores, users } from '../db/schema';

export const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  userType: users.userType,
  storeId: users.storeId,
  storeName: stores.name,
  storeActive: stores.active,
  storeUserType: users.storeUserType,
  locationId: users.locationId,
  locationName: locations.name,
  permRedeem: users.permRedeem,
  permGivePoints: users.permGivePoints,
  permCreateCustomer: users.permCreateCustomer,
  permStore: users.permStore,
  countryId: users.countryId,
  defaultLanguage: users.defaultLanguage,
  createdAt: users.createdAt,
};

export function selectAccounts(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(locations, eq(locations.id, users.locationId));
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];
