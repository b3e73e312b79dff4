/**
 * The audit trail: every change made through the API leaves, in its own transaction, a record of who
 * (account, employee's branch, or 'apiToken'), from where, which operation, which row, and each field's
 * before and after (secrets only marked changed); a refused change leaves none; the records cannot be
 * changed by any call; and the hash chain tells an edited or removed row.
 */
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealAllAuditRecords, verifyAuditChain } from '../../src/server/audit/auditChain';
import { removeOldAuditRecords } from '../../src/server/audit/auditJobs';
import { inRequestTransaction } from '../../src/server/audit/requestTransaction';
import { auditRecords, customers, users } from '../../src/server/db/schema';
import { storeToday } from '../../src/server/stores/storeToday';
import { auditedTables } from './support/auditedTables';
import {
  ADMIN,
  EMPLOYEE,
  locationsOf,
  newCustomer,
  OWNER,
  rewardsOf,
  storeId,
  userId,
} from './support/demoData';
import { storeSaveBody } from './support/storeSaveBody';
import { createTestServer, DEMO_PASSWORD, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let cafe: number;
let ownerId: number;
const ADDRESS = '203.0.113.7';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
  ownerId = await userId(server.db, OWNER);
});
afterAll(() => server.close());

type AuditRow = typeof auditRecords.$inferSelect;
type FieldChange = { before?: unknown; after?: unknown; secret?: boolean };

/** The records one operation left, newest first. */
async function recordsOf(operation: string, entity?: string): Promise<AuditRow[]> {
  return server.db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.operation, operation), entity ? eq(auditRecords.entity, entity) : undefined))
    .orderBy(desc(auditRecords.id));
}

function changesOf(record: AuditRow | undefined): Record<string, FieldChange> {
  return (record?.changes ?? {}) as Record<string, FieldChange>;
}

describe('every kind of change is recorded with who, where, what and before/after', () => {
  it('creates, updates and deletes of an entity (customers)', async () => {
    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/customer/update',
      { customerId: customer.id, first_name: 'Lola', last_name: 'Fernández', mobile: '', birthDate: null },
      { token: owner, ip: ADDRESS },
    );
    await server.ok('/client/customer/delete', { customerId: customer.id }, { token: owner, ip: ADDRESS });

    const created = (await recordsOf('clientCustomerAdd', 'customers')).find(
      (record) => record.action === 'insert',
    );
    expect(created).toEqual(
      expect.objectContaining({
        storeId: cafe,
        actorKind: 'owner',
        actorUserId: ownerId,
        actorEmail: OWNER,
        entity: 'customers',
        rowId: String(customer.id),
        action: 'insert',
      }),
    );
    expect(changesOf(created).first_name).toEqual({ before: null, after: 'Prueba' });
    const [updated] = await recordsOf('clientCustomerUpdate', 'customers');
    expect(updated).toEqual(expect.objectContaining({ action: 'update', address: ADDRESS }));
    expect(changesOf(updated).first_name).toEqual({ before: 'Prueba', after: 'Lola' });
    // Only what changed.
    expect(changesOf(updated).store_id).toBeUndefined();
    const [deleted] = await recordsOf('clientCustomerDelete', 'customers');
    expect(deleted?.rowId).toBe(String(customer.id));
  });

  it('a settings section saved (the store)', async () => {
    const { store } = await server.ok('/client/get-store-info', {}, { token: owner });
    const before = store.welcomePoints;
    const editable = storeSaveBody(store);
    await server.ok('/client/store/save', { ...editable, welcomePoints: before + 5 }, { token: owner });
    const [saved] = await recordsOf('clientStoreSave', 'stores');
    expect(saved).toEqual(expect.objectContaining({ storeId: cafe, rowId: String(cafe), action: 'update' }));
    expect(changesOf(saved).welcome_points).toEqual({ before, after: before + 5 });
  });

  it('points given, discounted and annulled', async () => {
    const customer = await newCustomer(server, owner);
    const { movement, customer: given } = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: 300 },
      { token: owner },
    );
    await server.ok(
      '/client/customer/discount-points',
      { customerId: customer.id, points: 20 },
      { token: owner },
    );
    await server.ok('/client/customer/delete-points', { movementId: movement.id }, { token: owner });

    const [grant] = await recordsOf('clientCustomerAddPoints', 'points_movements');
    expect(grant?.rowId).toBe(String(movement.id));
    expect(changesOf(grant).points).toEqual({ before: null, after: 300 });
    const [balance] = await recordsOf('clientCustomerAddPoints', 'customers');
    expect(changesOf(balance).points).toEqual({ before: customer.points, after: given.points });
    const [discount] = await recordsOf('clientCustomerDiscountPoints', 'customers');
    expect(changesOf(discount).points).toEqual({ before: given.points, after: given.points - 20 });
    const annulled = await recordsOf('clientCustomerDeletePoints');
    expect(annulled.map((record) => record.entity)).toEqual(
      expect.arrayContaining(['points_movements', 'customers']),
    );
  });

  it('a reward delivered', async () => {
    const rich = await newCustomer(server, owner, 500);
    const [reward] = await rewardsOf(server.db, cafe);
    const { redemption } = await server.ok(
      '/client/customer/give-reward',
      { customerId: rich.id, rewardId: reward?.id ?? 0 },
      { token: owner },
    );
    const [delivered] = await recordsOf('clientCustomerGiveReward', 'redemptions');
    expect(delivered).toEqual(expect.objectContaining({ rowId: String(redemption.id), action: 'insert' }));
    expect(changesOf(delivered).reward_id).toEqual({ before: null, after: reward?.id });
  });

  it('employees and their permissions; an employee is recorded with their branch', async () => {
    const [location] = await locationsOf(server.db, cafe);
    const { employee } = await server.ok(
      '/client/employee/add',
      {
        first_name: 'Irene',
        last_name: 'Auditada',
        email: 'irene.auditada@cafecentral.test',
        mobile: '',
        password: 'camarera-secreta-2026',
        location: { id: location?.id ?? 0 },
        permRedeem: true,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: false,
      },
      { token: owner },
    );
    const [added] = await recordsOf('clientEmployeeAdd', 'users');
    expect(added?.rowId).toBe(String(employee.id));
    expect(changesOf(added).password_hash).toEqual({ secret: true });
    expect(changesOf(added).perm_store).toEqual({ before: null, after: false });

    await server.ok(
      '/client/employee/update',
      {
        employeeId: employee.id,
        first_name: 'Irene',
        last_name: 'Auditada',
        email: 'irene.auditada@cafecentral.test',
        mobile: '',
        location: { id: location?.id ?? 0 },
        permRedeem: true,
        permGivePoints: true,
        permCreateCustomer: true,
        permStore: true,
      },
      { token: owner },
    );
    const [changed] = await recordsOf('clientEmployeeUpdate', 'users');
    expect(changesOf(changed).perm_store).toEqual({ before: false, after: true });

    const employeeToken = await server.login('irene.auditada@cafecentral.test', 'camarera-secreta-2026');
    const customer = await newCustomer(server, employeeToken);
    const [byEmployee] = await recordsOf('clientCustomerAdd', 'customers');
    expect(byEmployee).toEqual(
      expect.objectContaining({
        rowId: String(customer.id),
        actorKind: 'employee',
        actorUserId: employee.id,
        actorLocationId: location?.id,
      }),
    );
  });

  it("API tokens made and revoked, and an integration's change recorded as 'apiToken'", async () => {
    const { token } = await server.ok('/client/api/token/generate', {}, { token: owner });
    const [made] = await recordsOf('clientApiTokenGenerate', 'api_tokens');
    expect(changesOf(made).token_hash).toEqual({ secret: true });
    expect(JSON.stringify(made)).not.toContain(token);

    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: 7 },
      { apiToken: token },
    );
    const [byToken] = await recordsOf('clientCustomerAddPoints', 'points_movements');
    expect(byToken).toEqual(
      expect.objectContaining({ actorKind: 'apiToken', actorUserId: null, storeId: cafe }),
    );

    await server.ok('/client/api/token/delete', {}, { token: owner });
    const [revoked] = await recordsOf('clientApiTokenDelete', 'api_tokens');
    expect(revoked).toEqual(expect.objectContaining({ action: 'delete', rowId: String(cafe) }));
  });

  it('sign-ins and failed sign-ins', async () => {
    await server.login(EMPLOYEE);
    await server.fail('/login/client', { email: EMPLOYEE, password: 'no-es-esta' }, 401, { ip: ADDRESS });
    const [failed, signedIn] = await recordsOf('loginClient');
    const employeeId = await userId(server.db, EMPLOYEE);
    expect(signedIn).toEqual(
      expect.objectContaining({ action: 'signIn', actorKind: 'employee', actorUserId: employeeId }),
    );
    expect(failed).toEqual(
      expect.objectContaining({
        action: 'signInFailed',
        actorEmail: EMPLOYEE,
        address: ADDRESS,
        rowId: String(employeeId),
        storeId: signedIn?.storeId,
      }),
    );
  });

  it("the administrator's platform changes go to the platform's trail", async () => {
    const admin = await server.login(ADMIN);
    const { city } = await server.ok(
      '/admin/city/add',
      { name: 'Auditópolis', countryId: 1, latitude: 40, longitude: -3, zoom: 12, timeZone: 'Europe/Madrid' },
      { token: admin },
    );
    const [added] = await recordsOf('adminCityAdd', 'cities');
    expect(added).toEqual(
      expect.objectContaining({ storeId: null, chain: 0, actorKind: 'admin', rowId: String(city.id) }),
    );
  });
});

describe('who reads the trail', () => {
  it("the owner reads their store's, filtered by person, operation, entity and days, with each field's before and after", async () => {
    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/customer/update',
      { customerId: customer.id, first_name: 'Marta', last_name: 'Leída', mobile: '', birthDate: null },
      { token: owner },
    );
    // The trail's days are the store's (Madrid): in UTC, the hour before midnight is already tomorrow
    // there. Records are stamped by the database's clock, so today is read from the real one.
    const today = await storeToday(server.db, cafe, new Date());
    const { records, total } = await server.ok(
      '/client/audit/all',
      {
        actor: 'OWNER@demo',
        operation: 'clientCustomerUpdate',
        entity: 'customers',
        startDate: today,
        endDate: today,
      },
      { token: owner },
    );
    expect(total).toBeGreaterThan(0);
    expect(records.every((record) => record.operation === 'clientCustomerUpdate')).toBe(true);
    expect(records[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'first_name', before: '"Prueba"', after: '"Marta"', secret: false }]),
    );
    // Another store's records never show.
    const other = await server.login('owner2@demo.test');
    const { records: theirs } = await server.ok(
      '/client/audit/all',
      { operation: 'clientCustomerUpdate' },
      { token: other },
    );
    expect(theirs.map((record) => record.rowId)).not.toContain(String(customer.id));
  });

  it('an employee without permStore is refused, and secrets read as changed', async () => {
    const employee = await server.login(EMPLOYEE);
    await server.fail('/client/audit/all', {}, 403, { token: employee });
    const { records } = await server.ok('/client/audit/all', { entity: 'users' }, { token: owner });
    const secret = records
      .flatMap((record) => record.changes)
      .find((change) => change.field === 'password_hash');
    expect(secret).toEqual({ field: 'password_hash', before: null, after: null, secret: true });
  });

  it("the administrator reads the platform's trail and any store's", async () => {
    const admin = await server.login(ADMIN);
    const platform = await server.ok('/admin/audit/all', { storeId: null }, { token: admin });
    expect(platform.records.length).toBeGreaterThan(0);
    expect(
      platform.records.every((record) => record.actorKind === 'admin' || record.operation === 'loginClient'),
    ).toBe(true);
    const store = await server.ok('/admin/audit/all', { storeId: cafe }, { token: admin });
    expect(store.total).toBeGreaterThan(0);
  });

  it("a record's page finds one record by its id (the owner's in their store only, the administrator's in any trail), and the search box finds by person, operation, table and row", async () => {
    const { records } = await server.ok('/client/audit/all', { pageSize: 1 }, { token: owner });
    const newest = records[0];
    if (!newest) throw new Error('The store has no record');
    const one = await server.ok('/client/audit/all', { recordId: newest.id }, { token: owner });
    expect(one).toEqual(expect.objectContaining({ records: [newest], total: 1 }));
    const other = await server.login('owner2@demo.test');
    const theirs = await server.ok('/client/audit/all', { recordId: newest.id }, { token: other });
    expect(theirs.total).toBe(0);
    // The search box: every word in the person, the operation, the table or the row.
    const searched = await server.ok(
      '/client/audit/all',
      { search: `${newest.operation} ${newest.entity}` },
      { token: owner },
    );
    expect(searched.records.map((record) => record.id)).toContain(newest.id);
    expect(searched.records.every((record) => record.operation === newest.operation)).toBe(true);
    const nothing = await server.ok('/client/audit/all', { search: 'zzz-nadie' }, { token: owner });
    expect(nothing.total).toBe(0);
    // The administrator's record page knows no store: the id alone finds it.
    const admin = await server.login(ADMIN);
    const found = await server.ok('/admin/audit/all', { recordId: newest.id }, { token: admin });
    expect(found.records.map((record) => record.id)).toEqual([newest.id]);
  });
});

describe('what the pages show', () => {
  // The pages name tables by these labels and offer them as the table filter's choices (gen reads the
  // catalogue's names), so each audited table needs one and no label may name a table that is not.
  it('labels exactly the tables the trail watches, in every language', async () => {
    const tables = await auditedTables(server.db);
    for (const language of ['es', 'en', 'fr', 'it', 'zh']) {
      const catalogue = JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/locales/lists/${language}/tables.json`, import.meta.url),
          'utf8',
        ),
      ) as { tables: Record<string, string> };
      expect(Object.keys(catalogue.tables).sort(), language).toEqual([...tables].sort());
    }
  });
});

describe('the same transaction', () => {
  it('a refused change leaves no record and no change', async () => {
    const customer = await newCustomer(server, owner, 10);
    const before = (await recordsOf('clientCustomerDiscountPoints')).length;
    await server.fail('/client/customer/discount-points', { customerId: customer.id, points: 999 }, 409, {
      token: owner,
    });
    expect(await recordsOf('clientCustomerDiscountPoints')).toHaveLength(before);
  });

  it('a call that fails after writing leaves neither its change nor its record', async () => {
    const customer = await newCustomer(server, owner);
    const failing = inRequestTransaction(
      server.db,
      {
        operation: 'clientCustomerUpdate',
        actor: { kind: 'owner', userId: ownerId, email: OWNER, locationId: null, storeId: cafe },
        address: ADDRESS,
      },
      async (tx) => {
        await tx.update(customers).set({ firstName: 'Nunca' }).where(eq(customers.id, customer.id));
        throw new Error('refused after writing');
      },
    );
    await expect(failing).rejects.toThrow('refused after writing');
    const [row] = await server.db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row?.firstName).toBe('Prueba');
    const records = await server.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.rowId, String(customer.id)));
    expect(records.filter((record) => record.operation === 'clientCustomerUpdate')).toEqual([]);
  });

  it('a write that must outlive a refusal does: wrong current passwords stay counted', async () => {
    const token = await server.login(OWNER2_FOR_PASSWORDS);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await server.fail(
        '/client/employee/change-password',
        { currentPassword: 'equivocada', newPassword: 'nueva-clave-2026' },
        400,
        { token },
      );
    }
    await server.fail(
      '/client/employee/change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'nueva-clave-2026' },
      429,
      { token },
    );
  });
});

const OWNER2_FOR_PASSWORDS = 'owner2@demo.test';

describe('secrets and immutability', () => {
  it('never stores a password, a token or a hash', async () => {
    const rows = await server.db.select().from(auditRecords);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('camarera-secreta-2026');
    const hashes = await server.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
  });

  it('no call can change or remove a record: inside a call the database refuses it', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('audit.operation', 'clientCustomerUpdate', true)`);
        await tx.execute(statement);
      });
    await expect(attempt(sql`UPDATE audit_records SET actor_email = 'otro@correo.test'`)).rejects.toThrow();
    await expect(attempt(sql`DELETE FROM audit_records`)).rejects.toThrow();
    await sealAllAuditRecords(server.db);
    // Outside calls too, a sealed record is never changed.
    await expect(
      server.db.execute(sql`UPDATE audit_records SET actor_email = 'otro@correo.test'`),
    ).rejects.toThrow();
  });
});

describe('the hash chain', () => {
  it('retention removes the records older than it, oldest first, and the chains stay whole', async () => {
    await sealAllAuditRecords(server.db);
    const all = await server.db.select().from(auditRecords).orderBy(auditRecords.id);
    const middle = all[Math.floor(all.length / 2)];
    if (!middle) throw new Error('No records');
    const day = 24 * 60 * 60 * 1000;
    const removed = await removeOldAuditRecords(server.db, new Date(middle.at.getTime() + day), day);
    const left = await server.db.select().from(auditRecords);
    expect(removed).toBe(all.filter((record) => record.at < middle.at).length);
    expect(left.every((record) => record.at >= middle.at)).toBe(true);
    expect(await verifyAuditChain(server.db)).toEqual([]);
  });

  it('holds after sealing, and tells an edited and a removed row', async () => {
    await newCustomer(server, owner, 40);
    await sealAllAuditRecords(server.db);
    expect(await verifyAuditChain(server.db)).toEqual([]);

    const sealed = await server.db
      .select({ id: auditRecords.id, seq: auditRecords.seq })
      .from(auditRecords)
      .where(eq(auditRecords.chain, cafe))
      .orderBy(auditRecords.seq);
    const edited = sealed[1];
    const removed = sealed[3];
    const afterRemoved = sealed[4];
    // Someone with the database's rights, past the guard.
    await server.db.execute(sql`ALTER TABLE audit_records DISABLE TRIGGER audit_records_guard`);
    await server.db.execute(
      sql`UPDATE audit_records SET changes = '{"points":{"before":0,"after":1}}' WHERE id = ${edited?.id}`,
    );
    await server.db.execute(sql`DELETE FROM audit_records WHERE id = ${removed?.id}`);
    await server.db.execute(sql`ALTER TABLE audit_records ENABLE TRIGGER audit_records_guard`);

    expect(await verifyAuditChain(server.db)).toEqual([
      { chain: cafe, recordId: edited?.id, seq: edited?.seq, problem: 'altered' },
      { chain: cafe, recordId: afterRemoved?.id, seq: afterRemoved?.seq, problem: 'removed' },
    ]);
  });
});
