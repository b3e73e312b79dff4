/**
 * The administrator's stores: the list (search, filter, sorting, paging, owner and figures), creating and
 * editing a store with its owner (hashed password, unique email, password only when sent), reading them
 * back, deleting a store with every row and file of it, its activity, and its payments with the
 * redemptions they add and take back. Store users get 403 on every one of these operations.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest, JsonApiPath } from '../../src/contract/types';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import { plans, stores, subscriptions, uploads, users } from '../../src/server/db/schema';
import { ADMIN, EMPLOYEE, newCustomer, OWNER, rewardsOf, sqlRows, storeId } from './support/demoData';
import { example, requestSchema } from './support/exampleBodies';
import { createTestServer, DEMO_PASSWORD, type TestServer } from './support/testServer';

let server: TestServer;
let admin: string;
let cafe: number;
let panaderia: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.login(ADMIN);
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
});
afterAll(() => server.close());

const as = () => ({ token: admin });

let sequence = 0;
/** A store of this file with its owner, made through business/process. */
async function newStore(overrides: Partial<ApiRequest<'/admin/business/process'>> = {}) {
  sequence += 1;
  return server.ok(
    '/admin/business/process',
    {
      type: 'new',
      name: `Floristería ${sequence}`,
      storeTypeId: 1,
      first_name: 'Marta',
      last_name: `Gil ${sequence}`,
      email: `marta.${sequence}@floristeria.test`,
      password: 'clave-segura-1',
      ...overrides,
    },
    as(),
  );
}

describe('the list of stores', () => {
  it('shows the owner, the customers and the platform facts, newest first', async () => {
    const answer = await server.ok('/admin/store/get-all', {}, as());
    expect(answer).toEqual(
      expect.objectContaining({ clientWebApp: 'https://clientes.demo.test', withSubscription: false }),
    );
    const times = answer.stores.map((store) => store.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const [row] = await server.db
      .select({ clientsAmount: stores.clientsAmount })
      .from(stores)
      .where(eq(stores.id, cafe));
    expect(answer.stores.find((store) => store.id === cafe)).toEqual(
      expect.objectContaining({
        name: 'Café Central',
        ownerName: 'Lucía Fernández',
        ownerEmail: OWNER,
        clientsAmount: row?.clientsAmount,
        storetype: { id: expect.any(Number), name: 'Cafetería' },
        planShowOffers: true,
        // Three branches: the list links its page in the customers' web app.
        slug: 'cafe-central',
        isMultiStore: true,
      }),
    );
  });

  it('searches the store name and the owner name and email, accents and case aside', async () => {
    const byEmail = await server.ok('/admin/store/get-all', { search: 'OWNER2@demo' }, as());
    expect(byEmail.stores.map((store) => store.id)).toEqual([panaderia]);
    const byOwner = await server.ok('/admin/store/get-all', { search: 'lucía fernández' }, as());
    expect(byOwner.stores.map((store) => store.id)).toEqual([cafe]);
    const byName = await server.ok('/admin/store/get-all', { search: 'panadería' }, as());
    expect(byName).toEqual(expect.objectContaining({ total: 1 }));
    const none = await server.ok('/admin/store/get-all', { search: '100%_nada' }, as());
    expect(none).toEqual(expect.objectContaining({ stores: [], total: 0 }));
  });

  it('filters by active, sorts by a known field, pages, and refuses an unknown sort field', async () => {
    const { store } = await newStore({ active: false });
    const inactive = await server.ok('/admin/store/get-all', { active: false }, as());
    expect(inactive.stores.map((row) => row.id)).toEqual([store.id]);
    const active = await server.ok('/admin/store/get-all', { active: true, pageSize: 100 }, as());
    expect(active.stores.map((row) => row.id)).not.toContain(store.id);
    const sorted = await server.ok('/admin/store/get-all', { sortBy: 'name', sortDirection: 'asc' }, as());
    const names = sorted.stores.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const page = await server.ok('/admin/store/get-all', { page: 2, pageSize: 1 }, as());
    expect(page.stores).toHaveLength(1);
    expect(page.total).toBe(sorted.total);
    await server.fail('/admin/store/get-all', { sortBy: 'password' }, 400, as());
  });
});

describe('creating a store with its owner', () => {
  it('saves the store and the owner, who signs in with the password (stored hashed)', async () => {
    const created = await newStore({
      email: 'Elena.Ruiz@Floristeria.test',
      password: 'rosas-rojas-9',
      redeemBought: 40,
      monthFreeRedeems: 5,
      ruc: 'B-12345678',
      planShowNews: true,
      planLocationLimit: 2,
    });
    expect(created.m).toBe('Negocio creado');
    expect(created.user.email).toBe('elena.ruiz@floristeria.test');
    const read = await server.ok('/admin/business/get', { storeId: created.store.id }, as());
    expect(read.store).toEqual(
      expect.objectContaining({
        redeemBought: 40,
        monthFreeRedeems: 5,
        ruc: 'B-12345678',
        planShowNews: true,
        planShowOffers: false,
        planLocationLimit: 2,
        active: true,
        clientsAmount: 0,
        // No branch yet: a single-store account, whose web-app page the list does not link.
        isMultiStore: false,
        slug: expect.stringMatching(/^floristeria-/),
      }),
    );
    expect(read.user).toEqual(created.user);
    const [owner] = await server.db
      .select({ hash: users.passwordHash, storeUserType: users.storeUserType })
      .from(users)
      .where(eq(users.id, created.user.id));
    expect(owner?.storeUserType).toBe('owner');
    expect(owner?.hash).toMatch(/^scrypt\$/);
    expect(owner?.hash).not.toContain('rosas-rojas-9');
    const { session } = await server.ok('/login/client', {
      email: 'elena.ruiz@floristeria.test',
      password: 'rosas-rojas-9',
    });
    expect(session).toEqual(
      expect.objectContaining({ storeName: created.store.name, storeUserType: 'owner' }),
    );
  });

  it('refuses an email another account uses (409) and creates nothing', async () => {
    const before = await server.ok('/admin/store/get-all', {}, as());
    await server.fail(
      '/admin/business/process',
      {
        type: 'new',
        name: 'Duplicada',
        storeTypeId: 1,
        first_name: 'Otra',
        last_name: 'Persona',
        email: 'OWNER2@demo.test',
        password: 'clave-segura-1',
      },
      409,
      as(),
    );
    const after = await server.ok('/admin/store/get-all', {}, as());
    expect(after.total).toBe(before.total);
  });

  it('needs a password, an existing store type and an existing country', async () => {
    const body = { type: 'new', name: 'Sin clave', storeTypeId: 1, first_name: 'A', last_name: 'B' };
    const missing = await server.fail('/admin/business/process', { ...body, email: 'a@b.test' }, 400, as());
    expect(missing.m).toContain('password');
    const full = { ...body, email: 'c@d.test', password: 'clave-segura-1' };
    await server.fail('/admin/business/process', { ...full, storeTypeId: 9999 }, 404, as());
    await server.fail('/admin/business/process', { ...full, countryId: 9999 }, 404, as());
  });
});

describe('editing a store and its owner', () => {
  const editBody = (created: Awaited<ReturnType<typeof newStore>>) => ({
    type: 'edit' as const,
    storeId: created.store.id,
    userId: created.user.id,
    name: created.store.name,
    storeTypeId: created.store.storeTypeId,
    first_name: created.user.first_name,
    last_name: created.user.last_name,
    email: created.user.email,
  });

  it('changes the store and the owner; the password stays unless one is sent', async () => {
    const created = await newStore();
    const ownerToken = await server.login(created.user.email, 'clave-segura-1');
    const edited = await server.ok(
      '/admin/business/process',
      {
        ...editBody(created),
        name: 'Floristería Azahar',
        last_name: 'Gil Romero',
        planShowProducts: true,
        planPushNotifications: true,
        redeemBought: 12,
      },
      as(),
    );
    expect(edited.m).toBe('Negocio actualizado');
    const read = await server.ok('/admin/business/get', { storeId: created.store.id }, as());
    expect(read.store).toEqual(
      expect.objectContaining({ name: 'Floristería Azahar', planShowProducts: true, redeemBought: 12 }),
    );
    expect(read.user.last_name).toBe('Gil Romero');
    // No password sent: the old one still works and the session is still open.
    await server.ok('/client/get-store-info', {}, { token: ownerToken });
    await server.ok('/login/client', { email: created.user.email, password: 'clave-segura-1' });

    await server.ok('/admin/business/process', { ...editBody(created), password: 'nueva-clave-22' }, as());
    await server.fail('/client/get-store-info', {}, 401, { token: ownerToken });
    await server.fail('/login/client', { email: created.user.email, password: 'clave-segura-1' }, 401);
    await server.ok('/login/client', { email: created.user.email, password: 'nueva-clave-22' });
  });

  it("refuses another account's email (409), and keeps the owner's own", async () => {
    const created = await newStore();
    await server.fail('/admin/business/process', { ...editBody(created), email: EMPLOYEE }, 409, as());
    await server.ok(
      '/admin/business/process',
      { ...editBody(created), email: created.user.email.toUpperCase() },
      as(),
    );
  });

  it('answers 404 for an unknown store, or a user who is not its owner', async () => {
    const created = await newStore();
    const [employee] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, EMPLOYEE));
    await server.fail('/admin/business/process', { ...editBody(created), storeId: 999_999 }, 404, as());
    const notOwner = await server.fail(
      '/admin/business/process',
      { ...editBody(created), storeId: cafe, userId: employee?.id ?? 0 },
      404,
      as(),
    );
    expect(notOwner.m).toBe('No se ha encontrado el propietario de ese negocio.');
    await server.fail('/admin/business/process', { ...editBody(created), storeId: cafe }, 404, as());
    await server.fail('/admin/business/get', { storeId: 999_999 }, 404, as());
  });

  it('deactivating a store keeps its users out', async () => {
    const created = await newStore();
    const ownerToken = await server.login(created.user.email, 'clave-segura-1');
    await server.ok('/admin/business/process', { ...editBody(created), active: false }, as());
    const refused = await server.fail('/client/get-store-info', {}, 401, { token: ownerToken });
    expect(refused.m).toBe('El negocio está desactivado. Póngase en contacto con el soporte.');
    await server.fail('/login/client', { email: created.user.email, password: 'clave-segura-1' }, 401);
  });
});

describe('deleting a store', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  async function upload(token: string): Promise<void> {
    const boundary = '----tienda';
    const response = await server.app.inject({
      method: 'POST',
      url: '/general/upload-file/store',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode).toBe(200);
  }

  it('removes every row of the store, its users, sessions and files, and nothing of other stores', async () => {
    const { store, user } = await newStore({ redeemBought: 5 });
    const owner = await server.login(user.email, 'clave-segura-1');
    const customer = await newCustomer(server, owner, 300);
    const { reward } = await server.ok(
      '/client/reward/add',
      { name: 'Ramo pequeño', points: 100, stock: 3 },
      { token: owner },
    );
    await server.ok(
      '/client/customer/give-reward',
      { customerId: customer.id, rewardId: reward.id },
      { token: owner },
    );
    const { location } = await server.ok(
      '/client/location/add',
      { name: 'Tienda Centro', cityId: 1 },
      { token: owner },
    );
    await server.ok(
      '/client/employee/add',
      {
        first_name: 'Pablo',
        last_name: 'Sanz',
        email: `pablo.${store.id}@floristeria.test`,
        password: 'empleado-123',
        location: { id: location.id },
      },
      { token: owner },
    );
    await server.ok(
      '/admin/store/payment/add',
      {
        storeId: store.id,
        redemptions: 10,
        amount: 9.9,
        currencyCode: 'EUR',
        method: 'cash',
        paidAt: '2026-01-10',
      },
      as(),
    );
    await upload(owner);
    const [file] = await server.db
      .select({ id: uploads.id, path: uploads.path })
      .from(uploads)
      .where(eq(uploads.storeId, store.id));
    const fileUrl = `/uploads/${file?.path ?? 'missing'}`;
    expect((await server.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    const userIds = (
      await server.db.select({ id: users.id }).from(users).where(eq(users.storeId, store.id))
    ).map((row) => row.id);
    expect(userIds).toHaveLength(2);
    const cafeBefore = await server.ok('/admin/business/get', { storeId: cafe }, as());

    const answer = await server.ok('/admin/business/delete', { storeId: store.id }, as());
    expect(answer.m).toBe('Negocio eliminado.');

    // Every table with a store_id column has no row of it left, but the audit trail: who deleted the
    // store, and what, stays for the platform until its retention removes it.
    const tables = (await sqlRows(
      server.db,
      sql`SELECT table_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'store_id' AND table_name <> 'audit_records'`,
    )) as { name: string }[];
    expect(tables.length).toBeGreaterThan(15);
    for (const { name } of tables) {
      const left = (await sqlRows(
        server.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} WHERE store_id = ${store.id}`,
      )) as { n: number }[];
      expect(left[0]?.n, name).toBe(0);
    }
    const deletion = (await sqlRows(
      server.db,
      sql`SELECT actor_kind AS "actorKind", operation FROM audit_records
          WHERE store_id = ${store.id} AND entity = 'stores' AND action = 'delete'`,
    )) as { actorKind: string; operation: string }[];
    expect(deletion).toEqual([{ actorKind: 'admin', operation: 'adminBusinessDelete' }]);
    const sessions = (await sqlRows(
      server.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id IN (${sql.join(userIds, sql`, `)})`,
    )) as { n: number }[];
    expect(sessions[0]?.n).toBe(0);
    await server.fail('/client/get-store-info', {}, 401, { token: owner });
    expect((await server.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const chunks = (await sqlRows(
      server.db,
      sql`SELECT count(*)::int AS n FROM upload_chunks WHERE upload_id = ${file?.id ?? 0}`,
    )) as { n: number }[];
    expect(chunks[0]?.n).toBe(0);
    expect(await server.ok('/admin/business/get', { storeId: cafe }, as())).toEqual(cafeBefore);
    expect((await rewardsOf(server.db, cafe)).length).toBeGreaterThan(0);
  });

  it('answers 404 for a store that does not exist', async () => {
    await server.fail('/admin/business/delete', { storeId: 999_999 }, 404, as());
  });
});

describe("a store's activity", () => {
  it('has the running totals and twelve months, the current one last, moved by new activity', async () => {
    const before = (await server.ok('/admin/store/get-activity', { storeId: cafe }, as())).activity;
    const [figures] = await server.db
      .select({
        given: stores.pointsGiven,
        redemptions: stores.redemptionsCount,
        customers: stores.clientsAmount,
      })
      .from(stores)
      .where(eq(stores.id, cafe));
    expect(before).toEqual(
      expect.objectContaining({
        customers: figures?.customers,
        pointsGiven: figures?.given,
        redemptions: figures?.redemptions,
        lastActivityAt: expect.any(String),
      }),
    );
    expect(before.months).toHaveLength(12);
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
    })
      .format(server.now())
      .slice(0, 7);
    expect(before.months.at(-1)?.month).toBe(month);
    expect(before.months.some((row) => row.pointsGiven > 0 && row.newCustomers > 0)).toBe(true);

    const owner = await server.login(OWNER);
    await newCustomer(server, owner, 120);
    const after = (await server.ok('/admin/store/get-activity', { storeId: cafe }, as())).activity;
    const [was, now] = [before.months.at(-1), after.months.at(-1)];
    expect(now?.newCustomers).toBe((was?.newCustomers ?? 0) + 1);
    // 120 points plus the store's welcome points.
    expect((now?.pointsGiven ?? 0) - (was?.pointsGiven ?? 0)).toBeGreaterThanOrEqual(120);
    expect(after.customers).toBe(before.customers + 1);
  });

  it('answers 404 for a store that does not exist', async () => {
    await server.fail('/admin/store/get-activity', { storeId: 999_999 }, 404, as());
  });
});

describe("a store's payments", () => {
  it("has the demo stores' payments for redemptions packages, newest first", async () => {
    for (const store of [cafe, panaderia]) {
      const { payments } = await server.ok('/admin/store/payments', { storeId: store }, as());
      expect(payments.length).toBeGreaterThanOrEqual(2);
      expect(
        payments.every((payment) => payment.planId !== null && payment.planName.startsWith('Paquete')),
      ).toBe(true);
      const days = payments.map((payment) => payment.paidAt);
      expect(days).toEqual([...days].sort().reverse());
    }
  });

  const paymentBody = {
    redemptions: 150,
    amount: 49.999,
    currencyCode: 'EUR',
    method: 'transfer' as const,
    reference: 'TR-2026-0042',
    paidAt: '2026-02-14',
    note: 'Paquete de invierno',
  };

  async function redeemBought(store: number): Promise<number> {
    return (await server.ok('/admin/business/get', { storeId: store }, as())).store.redeemBought;
  }

  it('records a payment with its plan name, adds its redemptions, lists it newest first', async () => {
    const { store } = await newStore({ redeemBought: 7 });
    const [plan] = await server.db.select({ id: plans.id, name: plans.name }).from(plans).limit(1);
    const added = await server.ok(
      '/admin/store/payment/add',
      { storeId: store.id, planId: plan?.id ?? 0, ...paymentBody },
      as(),
    );
    expect(added.payment).toEqual(
      expect.objectContaining({ planId: plan?.id, planName: plan?.name, amount: 49.99, redemptions: 150 }),
    );
    expect(await redeemBought(store.id)).toBe(157);
    const later = await server.ok(
      '/admin/store/payment/add',
      { storeId: store.id, ...paymentBody, planId: null, paidAt: '2026-03-01', redemptions: 10 },
      as(),
    );
    expect(later.payment.planName).toBe('');
    const list = await server.ok('/admin/store/payments', { storeId: store.id }, as());
    expect(list.store).toEqual({ id: store.id, name: store.name });
    expect(list.payments.map((payment) => payment.id)).toEqual([later.payment.id, added.payment.id]);
  });

  it('refuses an unknown plan or store (404)', async () => {
    await server.fail(
      '/admin/store/payment/add',
      { storeId: cafe, planId: 999_999, ...paymentBody },
      404,
      as(),
    );
    await server.fail(
      '/admin/store/payment/add',
      { storeId: 999_999, planId: null, ...paymentBody },
      404,
      as(),
    );
    await server.fail('/admin/store/payments', { storeId: 999_999 }, 404, as());
  });

  it('deleting takes back the redemptions not used yet, never below 0', async () => {
    const { store, user } = await newStore({ redeemBought: 0 });
    const { payment } = await server.ok(
      '/admin/store/payment/add',
      { storeId: store.id, planId: null, ...paymentBody, redemptions: 4 },
      as(),
    );
    const second = await server.ok(
      '/admin/store/payment/add',
      { storeId: store.id, planId: null, ...paymentBody, redemptions: 3 },
      as(),
    );
    expect(await redeemBought(store.id)).toBe(7);
    // The store gives rewards until it has 2 redemptions left.
    const owner = await server.login(user.email, 'clave-segura-1');
    const customer = await newCustomer(server, owner, 1000);
    const { reward } = await server.ok(
      '/client/reward/add',
      { name: 'Planta', points: 10 },
      { token: owner },
    );
    for (let given = 0; given < 5; given++) {
      await server.ok(
        '/client/customer/give-reward',
        { customerId: customer.id, rewardId: reward.id },
        { token: owner },
      );
    }
    expect(await redeemBought(store.id)).toBe(2);
    const deleted = await server.ok('/admin/store/payment/delete', { paymentId: payment.id }, as());
    expect(deleted.m).toContain('2 canjes');
    expect(await redeemBought(store.id)).toBe(0);
    await server.ok('/admin/store/payment/delete', { paymentId: second.payment.id }, as());
    expect(await redeemBought(store.id)).toBe(0);
    await server.fail('/admin/store/payment/delete', { paymentId: payment.id }, 404, as());
    const list = await server.ok('/admin/store/payments', { storeId: store.id }, as());
    expect(list.payments).toEqual([]);
  });
});

describe('store users', () => {
  const areaC = listOperations(loadContract())
    .map((operation) => operation.path)
    .filter((path) => path.startsWith('/admin/') && !path.includes('/notification'));

  it.each(areaC)('%s answers 403 to the owner and the employee, even with a valid body', async (path) => {
    const body = example(requestSchema(path));
    for (const email of [OWNER, EMPLOYEE]) {
      const refused = await server.fail(path as JsonApiPath, body, 403, { token: await server.login(email) });
      expect(refused.m).toBe('Solo los administradores de la plataforma pueden hacer esto.');
    }
  });

  it('cannot delete their own store, which is left as it was', async () => {
    const before = await server.ok('/admin/business/get', { storeId: cafe }, as());
    await server.fail('/admin/business/delete', { storeId: cafe }, 403, { token: await server.login(OWNER) });
    expect(await server.ok('/admin/business/get', { storeId: cafe }, as())).toEqual(before);
    await server.ok('/login/client', { email: OWNER, password: DEMO_PASSWORD });
  });
});

describe('subscription status', () => {
  it('is enabled during the trial or a paid period, disabled otherwise', async () => {
    const { plans: paypalPlans } = await server.ok('/admin/paypal/get-plans', {}, as());
    const subscription = { withSubscription: true, paypalPlanId: paypalPlans[0]?.id ?? '' };
    await server.ok('/admin/configuration/save-subscription', { ...subscription, trialDays: 30 }, as());
    const { store } = await newStore();
    const today = server.now().toISOString().slice(0, 10);
    await server.db.insert(subscriptions).values({
      storeId: panaderia,
      paypalPlanId: subscription.paypalPlanId,
      paypalSubscriptionId: 'I-ADMIN-TEST-1',
      status: 'active',
      amount: 29,
      currencyCode: 'EUR',
      startDate: today,
      endDate: '2099-12-31',
    });
    const status = async () => {
      const { stores: rows } = await server.ok('/admin/store/get-all', { pageSize: 100 }, as());
      return Object.fromEntries(rows.map((row) => [row.id, row.subscriptionStatus]));
    };
    expect(await status()).toEqual(
      expect.objectContaining({ [store.id]: 'enabled', [panaderia]: 'enabled', [cafe]: 'disabled' }),
    );
    await server.ok('/admin/configuration/save-subscription', { ...subscription, trialDays: 0 }, as());
    expect(await status()).toEqual(
      expect.objectContaining({ [store.id]: 'disabled', [panaderia]: 'enabled' }),
    );
    await server.ok(
      '/admin/configuration/save-subscription',
      { ...subscription, withSubscription: false },
      as(),
    );
  });
});
