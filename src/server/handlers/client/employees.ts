/**
 * The store's employees and their permissions ('Empleados'): owners and permStore employees. Only the
 * owner grants permStore, changes an employee's sign-in (email, password) and manages the employees who
 * hold permStore; an employee never edits their own record (permissions, location) here.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreSettings } from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import { hashPassword } from '../../auth/passwords';
import { closeSessions } from '../../auth/sessions';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import type { Database } from '../../db/database';
import { locations, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { type AccountRow, selectAccounts } from '../../queries/userRows';
import { assertEmailFree } from '../../stores/createStore';
import { isoInstant, namedRef } from '../../views/dates';
import { normaliseEmail } from '../general/auth';

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

/** The location must be one of the store's (404 otherwise); null binds to none. */
async function locationOfStore(
  db: Database,
  storeId: number,
  location: { id: number } | null,
): Promise<number | null> {
  if (location === null) return null;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, location.id), eq(locations.storeId, storeId)));
  if (!row) throw notFound(messages.notFound.location);
  return row.id;
}

/**
 * What an employee with permStore may not do to an employee record (the owner may do it all): touch
 * their own, touch one who holds permStore, grant permStore, or change someone's sign-in.
 */
function assertEmployeeMayChange(
  user: StoreCaller,
  target: AccountRow,
  change: { permStore: boolean; email: string; password: string | undefined },
): void {
  if (user.storeUserType === 'owner') return;
  const m = messages.employees;
  if (target.id === user.userId) throw forbidden(m.ownRecord);
  if (target.permStore) throw forbidden(m.managerOnlyOwner);
  if (change.permStore) throw forbidden(m.grantStoreOnlyOwner);
  if (change.password !== undefined || change.email !== target.email) throw forbidden(m.signInOnlyOwner);
}

export const employeeHandlers = {
  async clientGetAllEmployees({ caller, services }) {
    const user = requireStoreSettings(caller);
    const rows = await selectAccounts(services.db)
      .where(and(eq(users.storeId, user.storeId), eq(users.storeUserType, 'employee')))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    return { employees: rows.map(employeeView) };
  },

  async clientEmployeeAdd({ body, caller, services }) {
    const user = requireStoreSettings(caller);
    const { db } = services;
    const now = services.now();
    if (user.storeUserType !== 'owner' && body.permStore)
      throw forbidden(messages.employees.grantStoreOnlyOwner);
    const email = normaliseEmail(body.email);
    await assertEmailFree(db, email);
    const locationId = await locationOfStore(db, user.storeId, body.location);
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
    const user = requireStoreSettings(caller);
    const { db } = services;
    const target = await loadEmployee(db, user.storeId, body.employeeId);
    const email = normaliseEmail(body.email);
    assertEmployeeMayChange(user, target, { permStore: body.permStore, email, password: body.password });
    await assertEmailFree(db, email, body.employeeId);
    const locationId = await locationOfStore(db, user.storeId, body.location);
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
    const user = requireStoreSettings(caller);
    if (body.employeeId === user.userId) throw conflict(messages.conflict.deleteYourself);
    const target = await loadEmployee(services.db, user.storeId, body.employeeId);
    if (user.storeUserType !== 'owner' && target.permStore)
      throw forbidden(messages.employees.managerOnlyOwner);
    const deleted = await services.db
      .delete(users)
      .where(employeeOfStore(user.storeId, body.employeeId))
      .returning({ id: users.id });
    // Sessions go with the account (ON DELETE CASCADE); ledger rows keep the name they were written with.
    if (deleted.length === 0) throw notFound(messages.notFound.employee);
    return { m: messages.ok.employeeDeleted };
  },
} satisfies HandlerGroup;
