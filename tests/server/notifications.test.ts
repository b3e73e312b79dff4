/**
 * Push notifications through the API: a store's scheduled notifications (date and time in the store's
 * zone, in the future, changeable until sent, deletable), their test send, the direct message to one
 * customer, the plan flag and the permissions that guard them, store isolation, and the administrator's
 * platform-wide notifications. The scheduler itself is in notificationScheduler.test.ts.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  customers,
  notificationDeliveries,
  notifications,
  stores,
} from '../../src/server/db/schema';
import { createNotificationScheduler } from '../../src/server/notifications/scheduler';
import { ADMIN, EMPLOYEE, newCustomer, OWNER, OWNER2, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let employee: string;
let intruder: string;
let admin: string;
let cafe: number;
let panaderia: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, employee, intruder, admin] = await Promise.all([
    server.login(OWNER),
    server.login(EMPLOYEE),
    server.login(OWNER2),
    server.login(ADMIN),
  ]);
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
});
afterAll(() => server.close());

/** A day and time far enough ahead to be in the future whatever the date the tests run. */
const WINTER = { date: '2031-01-15', time: '10:00' };
const SUMMER = { date: '2031-07-15', time: '10:00' };
const content = { title: 'Doble de puntos', description: 'Este sábado, cada compra suma el doble.' };

async function sendAtOf(notificationId: number): Promise<Date | undefined> {
  const [row] = await server.db
    .select({ sendAt: notifications.sendAt })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return row?.sendAt;
}

async function deliveriesOf(notificationId: number, kind: 'scheduled' | 'test') {
  return server.db
    .select()
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.notificationId, notificationId), eq(notificationDeliveries.kind, kind)),
    );
}

async function liveCustomers(store: number): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.storeId, store), isNull(customers.deletedAt)));
  return row?.n ?? 0;
}

/** Sends whatever is due at `iso`, as the server's scheduler would at that moment. */
function sendDueAt(iso: string): Promise<number> {
  const scheduler = createNotificationScheduler({
    db: server.db,
    now: () => new Date(iso),
    log: { error: (error: unknown) => expect.unreachable(String(error)) },
  });
  return scheduler.tick();
}

describe("a store's scheduled notifications", () => {
  it('lists the newest date and time first, sent and unsent', async () => {
    const { notifications: rows } = await server.ok('/client/notification/get-all', {}, { token: owner });
    const keys = rows.map((row) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(rows.some((row) => row.sent && row.recipients > 0)).toBe(true);
    expect(rows.some((row) => !row.sent)).toBe(true);
  });

  it('are scheduled in the store time zone, listed, changed and deleted (read back through the API)', async () => {
    const { notification } = await server.ok(
      '/client/notification/add',
      { ...content, ...WINTER, buttonText: 'Ver', buttonLink: 'https://cafecentral.test' },
      { token: owner },
    );
    expect(notification).toEqual(
      expect.objectContaining({ ...content, ...WINTER, sent: false, sentAt: null, recipients: 0 }),
    );
    // Madrid is UTC+1 in January and UTC+2 in July.
    expect(await sendAtOf(notification.id)).toEqual(new Date('2031-01-15T09:00:00Z'));

    const listed = await server.ok('/client/notification/get-all', {}, { token: owner });
    expect(listed.notifications[0]).toEqual(notification);

    const changed = await server.ok(
      '/client/notification/update',
      { notificationId: notification.id, ...content, title: 'Triple de puntos', ...SUMMER },
      { token: owner },
    );
    expect(changed.notification).toEqual(
      expect.objectContaining({ title: 'Triple de puntos', ...SUMMER, buttonText: '', buttonLink: '' }),
    );
    expect(await sendAtOf(notification.id)).toEqual(new Date('2031-07-15T08:00:00Z'));

    const deleted = await server.ok(
      '/client/notification/delete',
      { notificationId: notification.id },
      { token: owner },
    );
    expect(deleted.m).toBe('Notificación eliminada: no llegará a ningún cliente.');
    const after = await server.ok('/client/notification/get-all', {}, { token: owner });
    expect(after.notifications.map((row) => row.id)).not.toContain(notification.id);
    await sendDueAt('2031-07-15T08:00:00Z');
    expect(await deliveriesOf(notification.id, 'scheduled')).toEqual([]);
  });

  it('refuse a date and time that is not in the future (400), creating nothing', async () => {
    const yesterday = new Date(server.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const before = await server.ok('/client/notification/get-all', {}, { token: owner });
    for (const when of [
      { date: yesterday, time: '23:59' },
      { date: '2020-03-01', time: '10:00' },
    ]) {
      const refusal = await server.fail('/client/notification/add', { ...content, ...when }, 400, {
        token: owner,
      });
      expect(refusal.m).toBe('La fecha y hora de envío tienen que ser posteriores a este momento.');
    }
    const after = await server.ok('/client/notification/get-all', {}, { token: owner });
    expect(after.notifications).toHaveLength(before.notifications.length);
    const { notification } = await server.ok(
      '/client/notification/add',
      { ...content, ...WINTER },
      { token: owner },
    );
    await server.fail(
      '/client/notification/update',
      { notificationId: notification.id, ...content, date: '2020-03-01', time: '10:00' },
      400,
      { token: owner },
    );
    expect(await sendAtOf(notification.id)).toEqual(new Date('2031-01-15T09:00:00Z'));
  });

  it('once sent, cannot be changed (409); deleting it only takes it off the list', async () => {
    const { notification } = await server.ok(
      '/client/notification/add',
      { ...content, date: '2031-02-01', time: '12:00' },
      { token: owner },
    );
    await sendDueAt('2031-02-01T11:00:00Z');
    const { notifications: rows } = await server.ok('/client/notification/get-all', {}, { token: owner });
    const sent = rows.find((row) => row.id === notification.id);
    expect(sent).toEqual(
      expect.objectContaining({
        sent: true,
        sentAt: '2031-02-01T11:00:00.000Z',
        recipients: await liveCustomers(cafe),
      }),
    );
    const refusal = await server.fail(
      '/client/notification/update',
      { notificationId: notification.id, ...content, ...SUMMER },
      409,
      { token: owner },
    );
    expect(refusal.m).toBe('La notificación ya se envió y no se puede modificar.');
    const deliveredBefore = await server.db
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'scheduled'));
    const deleted = await server.ok(
      '/client/notification/delete',
      { notificationId: notification.id },
      { token: owner },
    );
    expect(deleted.m).toBe('Notificación eliminada de la lista.');
    const deliveredAfter = await server.db
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'scheduled'));
    expect(deliveredAfter).toEqual(deliveredBefore);
  });
});

describe('test sends and direct messages', () => {
  it("test-sends to a customer, or by default to the owner's own customer record, without sending it", async () => {
    const { notification } = await server.ok(
      '/client/notification/add',
      { ...content, ...WINTER },
      { token: owner },
    );
    const customer = await newCustomer(server, owner);
    const toCustomer = await server.ok(
      '/client/notification/send-one',
      { notificationId: notification.id, customerId: customer.id },
      { token: owner },
    );
    // A customer made just now has no app installed.
    expect(toCustomer.delivered).toBe(0);
    const toOwner = await server.ok(
      '/client/notification/send-one',
      { notificationId: notification.id },
      { token: owner },
    );
    expect(toOwner.delivered).toBe(1);
    const tests = await deliveriesOf(notification.id, 'test');
    const [ownerRecord] = await server.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.storeId, cafe), eq(customers.email, OWNER)));
    expect(tests.map((row) => [row.customerId, row.title, row.devices])).toEqual([
      [customer.id, content.title, 0],
      [ownerRecord?.id, content.title, 1],
    ]);
    const { notifications: rows } = await server.ok('/client/notification/get-all', {}, { token: owner });
    expect(rows.find((row) => row.id === notification.id)).toEqual(expect.objectContaining({ sent: false }));
  });

  it('sends a direct message to one customer, kept in their deliveries and not in the list', async () => {
    const customer = await newCustomer(server, owner);
    const before = await server.ok('/client/notification/get-all', {}, { token: owner });
    const answer = await server.ok(
      '/client/notification/send',
      {
        customerId: customer.id,
        title: 'Tu pedido está listo',
        description: 'Pasa a recogerlo cuando quieras.',
      },
      { token: owner },
    );
    expect(answer.delivered).toBe(0);
    const rows = await server.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.customerId, customer.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'direct', notificationId: null, title: 'Tu pedido está listo' }),
    ]);
    const after = await server.ok('/client/notification/get-all', {}, { token: owner });
    expect(after.notifications).toEqual(before.notifications);
  });

  it('answer 404 for a notification or customer that does not exist', async () => {
    await server.fail('/client/notification/send-one', { notificationId: 999_999 }, 404, { token: owner });
    await server.fail(
      '/client/notification/send',
      { customerId: 999_999, title: 'x', description: 'y' },
      404,
      {
        token: owner,
      },
    );
    await server.fail('/client/notification/delete', { notificationId: 999_999 }, 404, { token: owner });
    await server.fail(
      '/client/notification/update',
      { notificationId: 999_999, ...content, ...WINTER },
      404,
      {
        token: owner,
      },
    );
  });
});

describe('who may use them', () => {
  it("need the store's plan to include push notifications (403)", async () => {
    const refusal = await server.fail('/client/notification/get-all', {}, 403, { token: intruder });
    expect(refusal.m).toBe('El plan del negocio no incluye notificaciones push.');
    await server.fail('/client/notification/add', { ...content, ...WINTER }, 403, { token: intruder });
  });

  it('are store settings: the demo employee (no permStore) gets 403', async () => {
    for (const [path, body] of [
      ['/client/notification/get-all', {}],
      ['/client/notification/add', { ...content, ...WINTER }],
      ['/client/notification/send', { customerId: 1, title: 'x', description: 'y' }],
    ] as const) {
      const refusal = await server.fail(path, body, 403, { token: employee });
      expect(refusal.m).toBe('No tiene permiso para gestionar la configuración del negocio.');
    }
  });
});

describe('store isolation', () => {
  let cafeNotification = 0;
  let cafeCustomer = 0;

  beforeAll(async () => {
    await server.db.update(stores).set({ planPushNotifications: true }).where(eq(stores.id, panaderia));
    cafeNotification = (
      await server.ok('/client/notification/add', { ...content, ...WINTER }, { token: owner })
    ).notification.id;
    cafeCustomer = (await newCustomer(server, owner)).id;
  });

  it("another store's owner cannot see, change, delete or test-send a notification (404)", async () => {
    const { notifications: theirs } = await server.ok(
      '/client/notification/get-all',
      {},
      { token: intruder },
    );
    expect(theirs.map((row) => row.id)).not.toContain(cafeNotification);
    await server.fail(
      '/client/notification/update',
      { notificationId: cafeNotification, ...content, ...SUMMER },
      404,
      { token: intruder },
    );
    await server.fail('/client/notification/delete', { notificationId: cafeNotification }, 404, {
      token: intruder,
    });
    await server.fail('/client/notification/send-one', { notificationId: cafeNotification }, 404, {
      token: intruder,
    });
    expect(await sendAtOf(cafeNotification)).toEqual(new Date('2031-01-15T09:00:00Z'));
  });

  it("nor message another store's customer, even through its own notification (404)", async () => {
    await server.fail(
      '/client/notification/send',
      { customerId: cafeCustomer, title: 'x', description: 'y' },
      404,
      {
        token: intruder,
      },
    );
    const { notification } = await server.ok(
      '/client/notification/add',
      { ...content, ...WINTER },
      { token: intruder },
    );
    await server.fail(
      '/client/notification/send-one',
      { notificationId: notification.id, customerId: cafeCustomer },
      404,
      { token: intruder },
    );
    // Panadería Sol's owner has no customer record of their own.
    const refusal = await server.fail(
      '/client/notification/send-one',
      { notificationId: notification.id },
      404,
      {
        token: intruder,
      },
    );
    expect(refusal.m).toMatch(/no tiene ficha de cliente/);
    const received = await server.db
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.customerId, cafeCustomer));
    expect(received[0]?.n).toBe(0);
  });
});

describe("the administrator's notifications", () => {
  it('are scheduled in the platform time zone, listed, changed, test-sent and deleted', async () => {
    const { notification } = await server.ok(
      '/admin/notification/add',
      { title: 'Novedades en la app', description: 'Todos tus puntos en una pantalla.', ...WINTER },
      { token: admin },
    );
    expect(notification).toEqual(expect.objectContaining({ ...WINTER, sent: false, recipients: 0 }));
    const [row] = await server.db
      .select({ sendAt: adminNotifications.sendAt })
      .from(adminNotifications)
      .where(eq(adminNotifications.id, notification.id));
    // The demo platform is configured for Europe/Madrid.
    expect(row?.sendAt).toEqual(new Date('2031-01-15T09:00:00Z'));

    const { notifications: listed } = await server.ok('/admin/notification/get-all', {}, { token: admin });
    expect(listed[0]).toEqual(notification);
    const keys = listed.map((item) => `${item.date} ${item.time}`);
    expect(keys).toEqual([...keys].sort().reverse());

    const { notification: changed } = await server.ok(
      '/admin/notification/update',
      { notificationId: notification.id, title: 'Novedades', description: 'Otra vez.', ...SUMMER },
      { token: admin },
    );
    expect(changed).toEqual(expect.objectContaining({ title: 'Novedades', ...SUMMER }));
    await server.fail(
      '/admin/notification/update',
      { notificationId: notification.id, title: 'x', description: 'y', date: '2020-01-01', time: '10:00' },
      400,
      { token: admin },
    );

    const test = await server.ok(
      '/admin/notification/send-one',
      { notificationId: notification.id, email: 'OWNER@demo.test' },
      { token: admin },
    );
    expect(test.delivered).toBe(1);
    await server.fail(
      '/admin/notification/send-one',
      { notificationId: notification.id, email: 'nadie@correo.test' },
      404,
      { token: admin },
    );

    await sendDueAt('2031-07-15T08:00:00Z');
    const [sent] = await server.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.id, notification.id));
    const [everyone] = await server.db
      .select({ n: count() })
      .from(customers)
      .where(isNull(customers.deletedAt));
    expect(sent).toEqual(expect.objectContaining({ recipients: everyone?.n }));
    await server.fail(
      '/admin/notification/update',
      { notificationId: notification.id, title: 'x', description: 'y', ...SUMMER },
      409,
      { token: admin },
    );
    const deleted = await server.ok(
      '/admin/notification/delete',
      { notificationId: notification.id },
      { token: admin },
    );
    expect(deleted.m).toBe('Notificación eliminada de la lista.');
    await server.fail('/admin/notification/delete', { notificationId: notification.id }, 404, {
      token: admin,
    });
  });

  it('are for administrators only (403)', async () => {
    await server.fail('/admin/notification/get-all', {}, 403, { token: owner });
    await server.fail('/admin/notification/add', { title: 'x', description: 'y', ...WINTER }, 403, {
      token: owner,
    });
  });
});
