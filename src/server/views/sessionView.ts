import type { Session } from '../../contract/types';
import { effectivePermissions } from '../auth/caller';
import type { AccountRow } from '../queries/userRows';

/** The session the browser keeps (spec §3): exactly these fields, with the new token. */
export function sessionView(account: AccountRow, token: string): Session {
  const permissions = effectivePermissions(account);
  return {
    email: account.email,
    firstName: account.firstName,
    LastName: account.lastName,
    storeId: account.storeId,
    storeName: account.storeName ?? '',
    storeUserType: account.storeUserType,
    token,
    userType: account.userType,
    // Affiliate commerce exists in the spec's session without a described effect (§6): always off here.
    showAffiliateCommerce: false,
    affiliateCommerce: false,
    locationName: account.locationName ?? '',
    locationId: account.locationId,
    permCreateCustomer: permissions.permCreateCustomer,
    permGivePoints: permissions.permGivePoints,
    permRedeem: permissions.permRedeem,
  };
}
