/**
 * The store's employees and their permissions ('Empleados'): owners and permStore employees. What a
 * permStore employee may do to the others (never raise anyone above themselves) is the rule of
 * auth/employeeChanges.ts, asked before every add, update and delete.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import { assertEmailFreeFor } from '../../auth/emailConflicts';
import {
  type EmployeeChange,
  type ExistingEmployee,
  employeeChangeRefusal,
} from '../../auth/employeeChanges';
import { normaliseEmail } from '../../auth/normaliseEmail';
import { hashPassword } from '../../auth/passwords';
import { closeSessions } from '../../auth/sessions';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { byName } from '../../queries/nameOrder';
import { type AccountRow, selectAccounts } from '../../queries/userRows';
import { locationOfStore } from '../../stores/storeLocation';
import { isoInstant, namedRef } from '../../views/dates';

function employeeView(row: AccountRow): Entity<'Employee'> {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    location: namedRef(row.locationId, row.locationName),
    permRedeem: row.permRedeem,
    permGivePoints: row.permGivePoints,
    permCreateCustomer: row.permCreateCustomer,
    permStore: row.permStore,
    createdAt: isoInstant(row.createdAt),
  };
}

function employeeOfStore(storeId: number, employeeId: number) {
  return and(eq(users.id, employeeId), eq(users.storeId, storeId), eq(users.storeUserType, 'employee'));
}

async function loadEmployee(db: Database, storeId: number, employeeId: number): Promise<AccountRow> {
  const [row] = await selectAccounts(db).where(employeeOfStore(storeId, employeeId)).limit(1);
  if (!row) throw notFound(messages.notFound.employee);
  return row;
}

/** 403 with the rule's reason unless the caller may make this change (employeeChanges.ts). */
function assertMayChange(user: StoreCaller, change: EmployeeChange): void {
  const refusal = employeeChangeRefusal(user, change);
  if (refusal !== null) throw forbidden(messages.employees[refusal]);
}

function existing(row: AccountRow): ExistingEmployee {
  if (row.storeUserType === null) throw new Error('An employee row without a store user type');
  return { ...row, storeUserType: row.storeUserType };
}

export const employeeHandlers = {
  async clientGetAllEmployees({ caller, services }) {
    const user = requireStoreUser(caller);
    const rows = await selectAccounts(services.db)
      .where(and(eq(users.storeId, user.storeId), eq(users.storeUserType, 'employee')))
      .orderBy(...byName(users.firstName), ...byName(users.lastName), asc(users.id));
    return { employees: rows.map(employeeView) };
  },

  async clientEmployeeAdd({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    const locationId = await locationOfStore(db, user.storeId, body.location);
    assertMayChange(user, { kind: 'add', next: { ...body, locationId } });
    const email = normaliseEmail(body.email);
    await assertEmailFreeFor(services, user.userId, email);
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(present(body.password, 'password')),
        firstName: body.first_name,
        lastName: body.last_name,
        mobile: body.mobile,
        userType: 'client',
        storeId: user.storeId,
        storeUserType: 'employee',
        locationId,
        permRedeem: body.permRedeem,
        permGivePoints: body.permGivePoints,
        permCreateCustomer: body.permCreateCustomer,
        permStore: body.permStore,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('The employee was not created');
    return {
      m: messages.ok.employeeCreated,
      employee: employeeView(await loadEmployee(db, user.storeId, created.id)),
    };
  },

  async clientEmployeeUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const target = await loadEmployee(db, user.storeId, body.employeeId);
    const email = normaliseEmail(body.email);
    const locationId = await locationOfStore(db, user.storeId, body.location);
    assertMayChange(user, {
      kind: 'update',
      target: existing(target),
      next: { ...body, locationId, email, passwordChanged: body.password !== undefined },
    });
    if (email !== target.email) await assertEmailFreeFor(services, user.userId, email, body.employeeId);
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email,
          firstName: body.first_name,
          lastName: body.last_name,
          mobile: body.mobile,
          locationId,
          permRedeem: body.permRedeem,
          permGivePoints: body.permGivePoints,
          permCreateCustomer: body.permCreateCustomer,
          permStore: body.permStore,
          ...(passwordHash === undefined ? {} : { passwordHash }),
          updatedAt: services.now(),
        })
        .where(employeeOfStore(user.storeId, body.employeeId));
      if (passwordHash !== undefined) await closeSessions(tx, body.employeeId);
    });
    return {
      m: messages.ok.employeeUpdated,
      employee: employeeView(await loadEmployee(db, user.storeId, body.employeeId)),
    };
  },

  async clientEmployeeDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
    if (body.employeeId === user.userId) throw conflict(messages.conflict.deleteYourself);
    const target = await loadEmployee(services.db, user.storeId, body.employeeId);
    assertMayChange(user, { kind: 'delete', target: existing(target) });
    const deleted = await services.db
      .delete(users)
      .where(employeeOfStore(user.storeId, body.employeeId))
      .returning({ id: users.id });
    // Sessions go with the account (ON DELETE CASCADE); ledger rows keep the name they were written with.
    if (deleted.length === 0) throw notFound(messages.notFound.employee);
    return { m: messages.ok.employeeDeleted };
  },
} satisfies HandlerGroup;
