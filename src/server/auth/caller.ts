/**
 * Who is calling: the signed-in user behind the request's session token, with what the authorisation
 * helpers need (kind of user, store, location binding, permissions) loaded once per request.
 */
export type UserType = 'admin' | 'client';
export type StoreUserType = 'owner' | 'employee';

export interface Permissions {
  permRedeem: boolean;
  permGivePoints: boolean;
  permCreateCustomer: boolean;
  permStore: boolean;
}

export type PermissionName = keyof Permissions;

export interface Caller extends Permissions {
  /** The session the request came with; null when it came with the store's API token instead. */
  sessionId: number | null;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  storeId: number | null;
  storeName: string;
  storeUserType: StoreUserType | null;
  /** The location an employee is bound to; null for every location (owners, unbound employees, admins). */
  locationId: number | null;
  locationName: string;
}

/** A user of a store (owner or employee). */
export interface StoreCaller extends Caller {
  userType: 'client';
  storeId: number;
  storeUserType: StoreUserType;
}

export interface AdminCaller extends Caller {
  userType: 'admin';
  storeId: null;
  storeUserType: null;
}

/**
 * Owners and administrators hold every permission (contract: Permissions); an employee holds the ones
 * the owner gave them.
 */
export function effectivePermissions(
  user: {
    userType: UserType;
    storeUserType: StoreUserType | null;
  } & Permissions,
): Permissions {
  if (user.userType === 'admin' || user.storeUserType === 'owner') {
    return { permRedeem: true, permGivePoints: true, permCreateCustomer: true, permStore: true };
  }
  return {
    permRedeem: user.permRedeem,
    permGivePoints: user.permGivePoints,
    permCreateCustomer: user.permCreateCustomer,
    permStore: user.permStore,
  };
}
