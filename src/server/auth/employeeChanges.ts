/**
 * What one store user may do to an employee record (create it, change it, delete it), as one pure rule
 * the employee handlers ask before they write. The owner may do it all. An employee with permStore (a
 * manager) manages the others, but cannot raise anyone above themselves:
 * - never their own record, nor the owner's, nor another manager's;
 * - never grants permStore, nor a permission they do not hold themselves;
 * - never changes someone's sign-in (email, password);
 * - when bound to a branch, touches only that branch's employees and keeps them there (no other branch,
 *   and not "every branch" either, which would free an employee from the binding the manager is under).
 */
import type { Permissions, StoreUserType } from './caller';

type GrantedPermission = Exclude<keyof Permissions, 'permStore'>;

const GRANTED: readonly GrantedPermission[] = ['permRedeem', 'permGivePoints', 'permCreateCustomer'];

/** Who is asking: the caller's kind, permissions and branch (null: every branch). */
export interface EmployeeManager extends Permissions {
  userId: number;
  storeUserType: StoreUserType;
  locationId: number | null;
}

/** An employee record as it is, or as it would be after the change. */
export interface EmployeeRecord extends Permissions {
  locationId: number | null;
}

export interface ExistingEmployee extends EmployeeRecord {
  id: number;
  storeUserType: StoreUserType;
  email: string;
}

export type EmployeeChange =
  | { kind: 'add'; next: EmployeeRecord }
  | {
      kind: 'update';
      target: ExistingEmployee;
      next: EmployeeRecord & { email: string; passwordChanged: boolean };
    }
  | { kind: 'delete'; target: ExistingEmployee };

/** Why a change is refused: the key of its text in messages.employees. */
export type EmployeeChangeRefusal =
  | 'ownRecord'
  | 'ownerRecord'
  | 'managerOnlyOwner'
  | 'grantStoreOnlyOwner'
  | 'signInOnlyOwner'
  | 'permissionNotHeld'
  | 'otherBranchEmployee'
  | 'ownBranchOnly';

/** Null when `actor` may make `change`; otherwise why not. */
export function employeeChangeRefusal(
  actor: EmployeeManager,
  change: EmployeeChange,
): EmployeeChangeRefusal | null {
  if (actor.storeUserType === 'owner') return null;
  if (change.kind !== 'add') {
    const { target } = change;
    if (target.id === actor.userId) return 'ownRecord';
    if (target.storeUserType === 'owner') return 'ownerRecord';
    if (target.permStore) return 'managerOnlyOwner';
    if (actor.locationId !== null && target.locationId !== actor.locationId) return 'otherBranchEmployee';
  }
  if (change.kind === 'delete') return null;
  const { next } = change;
  if (next.permStore) return 'grantStoreOnlyOwner';
  if (change.kind === 'update' && (change.next.passwordChanged || change.next.email !== change.target.email))
    return 'signInOnlyOwner';
  // A permission the target already has is kept, not given: the owner gave it.
  const had = change.kind === 'update' ? change.target : null;
  if (GRANTED.some((permission) => next[permission] && !had?.[permission] && !actor[permission]))
    return 'permissionNotHeld';
  if (actor.locationId !== null && next.locationId !== actor.locationId) return 'ownBranchOnly';
  return null;
}
