/**
 * The scheduler of push notifications: it sends a notification at its date and time in the store's time
 * zone (not before, and following a change of zone), exactly once across a restart (a stopped scheduler
 * sends nothing, a new one on the same database sends what became due meanwhile and nothing twice), and
 * two schedulers on separate connections racing on the same due rows never double-send (on PostgreSQL
 * they really race, each with its own pool; PGlite has a single connection, so there they take turns).
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import {
  adminNotifications,
  cities,
  customers,
  notificationDeliveries,
  notifications,
  stores,
} from '../../src/server/db/schema';
import {
  createNotificationScheduler,
  type NotificationScheduler,
} from '../../src/server/notifications/scheduler';
import { OWNER, OWNER2, sqlRows, storeId } from './support/demoData';
import { openSecondConnection } from './support/testDatabase';
import { createTestServer, type TestServer } from './support/testServer';

const source = inject('serverTestDatabase');

let server: TestServer;
let owner: string;
let cafe: number;
let panaderia: number;
const errors: unknown[] = [];
const log = { error: (error: unknown) => errors.push(error) };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
});
afterAll(async () => {
  expect(errors).toEqual([]);
  await server.close();
});

function schedulerAt(db: Database, clock: () => Date, intervalMs = 20): NotificationScheduler {
  return createNotificationScheduler({ db, now: clock, intervalMs, log });
}

async function schedule(token: string, date: string, time: string, title = 'Aviso'): Promise<number> {
  const { notification } = await server.ok(
    '/client/notification/add',
    { title, description: 'Un aviso para los clientes.', date, time },
    { token },
  );
  return notification.id;
}

async function sentState(notificationId: number) {
  const [row] = await server.db
    .select({ sentAt: notifications.sentAt, recipients: notifications.recipients })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  const [deliveries] = await server.db
    .select({ n: count() })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.kind, 'scheduled'),
      ),
    );
  return { sentAt: row?.sentAt ?? null, recipients: row?.recipients, deliveries: deliveries?.n };
}

async function liveCustomers(store: number): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.storeId, store), isNull(customers.deletedAt)));
  return row?.n ?? 0;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the store's time zone", () => {
  it('sends at the date and time in the zone of each store, not before, following a change of zone', async () => {
    await server.db.update(stores).set({ planPushNotifications: true }).where(eq(stores.id, panaderia));
    const madrid = await schedule(owner, '2032-01-15', '10:00');
    // Panadería Sol schedules it while in Sevilla (09:00 UTC), then moves to Mexico City (UTC-6).
    const mexico = await schedule(await server.login(OWNER2), '2032-01-15', '10:00');
    const [city] = await server.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Ciudad de México'));
    await server.db.update(stores).set({ cityId: city?.id }).where(eq(stores.id, panaderia));

    const tickAt = (iso: string) => schedulerAt(server.db, () => new Date(iso)).tick();
    await tickAt('2032-01-15T08:59:59Z');
    expect((await sentState(madrid)).sentAt).toBeNull();
    await tickAt('2032-01-15T09:00:00Z');
    expect(await sentState(madrid)).toEqual({
      sentAt: new Date('2032-01-15T09:00:00Z'),
      recipients: await liveCustomers(cafe),
      deliveries: await liveCustomers(cafe),
    });
    expect((await sentState(mexico)).sentAt).toBeNull();
    await tickAt('2032-01-15T15:59:00Z');
    expect((await sentState(mexico)).sentAt).toBeNull();
    await tickAt('2032-01-15T16:00:00Z');
    expect(await sentState(mexico)).toEqual(
      expect.objectContaining({
        sentAt: new Date('2032-01-15T16:00:00Z'),
        deliveries: await liveCustomers(panaderia),
      }),
    );
    // Each went to its own store's customers only.
    const strays = await sqlRows(
      server.db,
      sql`SELECT d.id FROM ${notificationDeliveries} d JOIN ${customers} c ON c.id = d.customer_id
        JOIN ${notifications} n ON n.id = d.notification_id WHERE c.store_id <> n.store_id`,
    );
    expect(strays).toEqual([]);
  });
});

describe('exactly once across a restart', () => {
  it('a stopped scheduler sends nothing more; a new one sends what became due, and nothing twice', async () => {
    let now = new Date('2033-03-01T08:00:00Z');
    const clock = () => now;
    const first = await schedule(owner, '2033-03-01', '10:00', 'Primero');
    const second = await schedule(owner, '2033-03-01', '11:00', 'Segundo');

    const before = schedulerAt(server.db, clock);
    now = new Date('2033-03-01T09:00:00Z');
    before.start();
    await until(async () => (await sentState(first)).sentAt !== null, 'the first notification');
    await before.stop();
    const firstSent = await sentState(first);
    expect(firstSent.deliveries).toBe(await liveCustomers(cafe));

    // While no scheduler runs (the server is down), the second one becomes due.
    now = new Date('2033-03-01T10:30:00Z');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sentState(second)).sentAt).toBeNull();

    const after = schedulerAt(server.db, clock);
    after.start();
    await until(async () => (await sentState(second)).sentAt !== null, 'the second notification');
    await after.tick();
    await after.stop();
    expect(await sentState(first)).toEqual(firstSent);
    expect(await sentState(second)).toEqual(
      expect.objectContaining({ sentAt: new Date('2033-03-01T10:30:00Z'), deliveries: firstSent.deliveries }),
    );
    expect(await after.tick()).toBe(0);
  });
});

describe('two schedulers racing', () => {
  const secondConnection = () => openSecondConnection(server.db);

  it('on the same due rows send each notification exactly once', async () => {
    const due = await Promise.all(
      ['10:00', '10:05', '10:10', '10:15', '10:20', '10:25'].map((time) =>
        schedule(owner, '2034-05-01', time),
      ),
    );
    const { notification: platform } = await server.ok(
      '/admin/notification/add',
      { title: 'Para todos', description: 'De la plataforma.', date: '2034-05-01', time: '10:30' },
      { token: await server.login('admin@demo.test') },
    );
    const other = await secondConnection();
    try {
      const at = () => new Date('2034-05-01T12:00:00Z');
      const sent = await Promise.all([schedulerAt(server.db, at).tick(), schedulerAt(other.db, at).tick()]);
      expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(due.length + 1);
      const audience = await liveCustomers(cafe);
      for (const id of due) {
        expect(await sentState(id)).toEqual(
          expect.objectContaining({ recipients: audience, deliveries: audience }),
        );
      }
      const duplicates = await sqlRows(
        server.db,
        sql`SELECT notification_id, admin_notification_id, customer_id FROM ${notificationDeliveries}
          WHERE kind = 'scheduled' GROUP BY 1, 2, 3 HAVING count(*) > 1`,
      );
      expect(duplicates).toEqual([]);
      const [platformRow] = await server.db
        .select({ recipients: adminNotifications.recipients })
        .from(adminNotifications)
        .where(eq(adminNotifications.id, platform.id));
      const [everyone] = await server.db
        .select({ n: count() })
        .from(customers)
        .where(isNull(customers.deletedAt));
      expect(platformRow?.recipients).toBe(everyone?.n);
      expect(await schedulerAt(other.db, at).tick()).toBe(0);
    } finally {
      await other.close();
    }
  });

  // Only a real server has a second connection to hold a row lock with: PGlite has a single one, so
  // there this case is reported skipped, its reason in its name.
  it.runIf(source.driver === 'postgres')(
    'skip a notification another process is sending (SKIP LOCKED), which then finds it sent (PostgreSQL only: PGlite has one connection, so no other process can hold the lock)',
    async () => {
      const busy = await schedule(owner, '2035-02-01', '10:00');
      const free = await schedule(owner, '2035-02-01', '10:01');
      const other = await secondConnection();
      try {
        const at = () => new Date('2035-02-01T12:00:00Z');
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked: () => void = () => undefined;
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        // Another process holds the row lock of `busy`, as while it is sending it.
        const holder = other.db.transaction(async (tx) => {
          await tx.select().from(notifications).where(eq(notifications.id, busy)).for('update');
          locked();
          await held;
        });
        await isLocked;
        await schedulerAt(server.db, at).tick();
        expect((await sentState(busy)).sentAt).toBeNull();
        expect((await sentState(free)).sentAt).not.toBeNull();
        release();
        await holder;
        await schedulerAt(server.db, at).tick();
        expect((await sentState(busy)).deliveries).toBe(await liveCustomers(cafe));
        const sentIds = await server.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(inArray(notifications.id, [busy, free]), isNull(notifications.sentAt)));
        expect(sentIds).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );
});
