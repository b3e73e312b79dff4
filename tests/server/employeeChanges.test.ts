/**
 * The rule of what a store user may do to an employee record (src/server/auth/employeeChanges.ts), case
 * by case: the owner may do it all; a manager (permStore) gives only what they hold, only their own
 * branch when bound, never permStore, and never touches the owner, another manager or their own record.
 */
import { describe, expect, it } from 'vitest';
import {
  type EmployeeChange,
  type EmployeeManager,
  type ExistingEmployee,
  employeeChangeRefusal,
} from '../../src/server/auth/employeeChanges';

const SOL = 1;
const MAYOR = 2;
const none = { permRedeem: false, permGivePoints: false, permCreateCustomer: false, permStore: false };
const all = { permRedeem: true, permGivePoints: true, permCreateCustomer: true, permStore: false };

const owner: EmployeeManager = {
  userId: 1,
  storeUserType: 'owner',
  ...all,
  permStore: true,
  locationId: null,
};
/** The attacker of the report: only permStore, bound to one branch. */
const boundManager: EmployeeManager = {
  userId: 2,
  storeUserType: 'employee',
  ...none,
  permStore: true,
  locationId: SOL,
};
const freeManager: EmployeeManager = {
  ...boundManager,
  userId: 3,
  ...all,
  permStore: true,
  locationId: null,
};

function employee(id: number, changes: Partial<ExistingEmployee> = {}): ExistingEmployee {
  return { id, storeUserType: 'employee', email: `e${id}@test`, ...none, locationId: SOL, ...changes };
}

function update(target: ExistingEmployee, changes: Record<string, unknown> = {}): EmployeeChange {
  return { kind: 'update', target, next: { ...target, passwordChanged: false, ...changes } };
}

const add = (changes: Record<string, unknown> = {}): EmployeeChange => ({
  kind: 'add',
  next: { ...none, locationId: SOL, ...changes },
});

describe('what a store user may do to an employee record', () => {
  it.each<[string, EmployeeManager, EmployeeChange, string | null]>([
    // The owner may do anything.
    ['owner adds a manager anywhere', owner, add({ ...all, permStore: true, locationId: null }), null],
    ['owner raises and unbinds', owner, update(employee(9), { ...all, locationId: null }), null],
    [
      'owner changes a sign-in',
      owner,
      update(employee(9), { email: 'new@test', passwordChanged: true }),
      null,
    ],
    ['owner deletes a manager', owner, { kind: 'delete', target: employee(9, { permStore: true }) }, null],
    // The report's attack: a bound permStore-only employee.
    [
      'bound manager adds with permissions they lack',
      boundManager,
      add({ ...all, locationId: null }),
      'permissionNotHeld',
    ],
    ['bound manager adds permRedeem', boundManager, add({ permRedeem: true }), 'permissionNotHeld'],
    ['bound manager adds with no branch', boundManager, add({ locationId: null }), 'ownBranchOnly'],
    ['bound manager adds at another branch', boundManager, add({ locationId: MAYOR }), 'ownBranchOnly'],
    ['bound manager adds at their branch', boundManager, add(), null],
    ['bound manager adds a manager', boundManager, add({ permStore: true }), 'grantStoreOnlyOwner'],
    [
      'bound manager raises a colleague',
      boundManager,
      update(employee(9), { permGivePoints: true }),
      'permissionNotHeld',
    ],
    [
      'bound manager unbinds a colleague',
      boundManager,
      update(employee(9), { locationId: null }),
      'ownBranchOnly',
    ],
    [
      'bound manager moves a colleague away',
      boundManager,
      update(employee(9), { locationId: MAYOR }),
      'ownBranchOnly',
    ],
    ['bound manager renames a colleague', boundManager, update(employee(9), { first_name: 'X' }), null],
    ['bound manager keeps what the owner gave', boundManager, update(employee(9, all), {}), null],
    [
      'bound manager lowers a permission',
      boundManager,
      update(employee(9, all), { permRedeem: false }),
      null,
    ],
    [
      'bound manager touches another branch',
      boundManager,
      update(employee(9, { locationId: MAYOR })),
      'otherBranchEmployee',
    ],
    [
      'bound manager touches an unbound one',
      boundManager,
      update(employee(9, { locationId: null })),
      'otherBranchEmployee',
    ],
    [
      'bound manager deletes at another branch',
      boundManager,
      { kind: 'delete', target: employee(9, { locationId: MAYOR }) },
      'otherBranchEmployee',
    ],
    ['bound manager deletes at their branch', boundManager, { kind: 'delete', target: employee(9) }, null],
    // Never their own record, the owner's or another manager's; never a sign-in.
    ['manager edits themselves', boundManager, update(employee(2, { permStore: true })), 'ownRecord'],
    [
      'manager unbinds themselves',
      freeManager,
      update(employee(3, { permStore: true, locationId: SOL }), { locationId: null }),
      'ownRecord',
    ],
    [
      'manager touches the owner',
      freeManager,
      update(employee(1, { storeUserType: 'owner' })),
      'ownerRecord',
    ],
    ['manager touches a manager', freeManager, update(employee(9, { permStore: true })), 'managerOnlyOwner'],
    [
      'manager deletes a manager',
      freeManager,
      { kind: 'delete', target: employee(9, { permStore: true }) },
      'managerOnlyOwner',
    ],
    [
      'manager grants permStore',
      freeManager,
      update(employee(9), { permStore: true }),
      'grantStoreOnlyOwner',
    ],
    ['manager changes an email', freeManager, update(employee(9), { email: 'x@test' }), 'signInOnlyOwner'],
    [
      'manager sets a password',
      freeManager,
      update(employee(9), { passwordChanged: true }),
      'signInOnlyOwner',
    ],
    // An unbound manager holding every permission gives them, anywhere.
    ['unbound manager gives what they hold', freeManager, add({ ...all, locationId: null }), null],
    ['unbound manager moves a colleague', freeManager, update(employee(9), { locationId: MAYOR }), null],
  ])('%s', (_case, actor, change, expected) => {
    expect(employeeChangeRefusal(actor, change)).toBe(expected);
  });
});
