/**
 * What the demo stores and the platform publish: offers, news and push notifications (the past ones sent
 * through the scheduler's own sending code, with a delivery per customer; the coming ones scheduled), the
 * customers' app installations they are pushed to, and the owner of Café Central as a customer of the
 * store, so that a notification's test send reaches someone by default.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  adminNotifications,
  customerDevices,
  customers,
  notifications,
  offers,
  storeNews,
} from '../db/schema';
import { sendPlatformNotification, sendStoreNotification } from '../notifications/deliveries';
import { platformZone, storeZone, zonedInstant } from '../notifications/sendTime';
import { loadPlatformSettings, storeTimeZone } from '../stores/storeFacts';
import { dayIn } from '../stores/storeToday';
import { DEMO_STORES, type DemoStore } from './demoStores';
import { DAY_MS } from './historyPlan';
import { insertRows } from './insertRows';
import { DEMO_PLATFORM_NOTIFICATIONS, DEMO_PUBLISHING, type DemoNotification } from './publishingData';
import { Random } from './random';
import { requireId, type SeedContext, type SeedModule } from './seedContext';

/** Its own generator, so this data does not change when modules before it draw more numbers. */
const SEED = 40_417;
const PLATFORMS = ['ios', 'android', 'web'] as const;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

function pushToken(random: Random, serial: number): string {
  const body = Array.from({ length: 22 }, () => random.pick([...TOKEN_ALPHABET])).join('');
  return `ExponentPushToken[${body}${serial.toString(36)}]`;
}

/**
 * Most customers have the app on one device, some on two, the rest not at all (their deliveries reach
 * 0 devices), like a real programme.
 */
async function seedDevices(
  context: SeedContext,
  random: Random,
  storeId: number,
  serial: { next: number },
  except: number | null,
) {
  const rows = await context.db
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id));
  const devices = rows
    .filter((customer) => customer.id !== except)
    .flatMap((customer) => {
      const count = random.weighted<number>([
        [0, 35],
        [1, 55],
        [2, 10],
      ]);
      return Array.from({ length: count }, () => ({
        customerId: customer.id,
        platform: random.weighted<(typeof PLATFORMS)[number]>([
          ['ios', 45],
          ['android', 50],
          ['web', 5],
        ]),
        pushToken: pushToken(random, serial.next++),
        createdAt: customer.createdAt,
      }));
    });
  await insertRows(context.db, customerDevices, devices);
}

/**
 * The café's first customer is its owner, on one phone: the record a test send goes to by default. One
 * of the planned customers takes the owner's name and email, so the store keeps its number of customers.
 */
async function seedOwnerAsCustomer(
  context: SeedContext,
  demo: DemoStore,
  storeId: number,
): Promise<number | null> {
  const { db } = context;
  const [first] = await db
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1);
  if (!first) return null;
  await db
    .update(customers)
    .set({ firstName: demo.owner.firstName, lastName: demo.owner.lastName, email: demo.owner.email })
    .where(eq(customers.id, first.id));
  await db.insert(customerDevices).values({
    customerId: first.id,
    platform: 'ios',
    pushToken: `ExponentPushToken[owner${storeId}]`,
    createdAt: first.createdAt,
  });
  return first.id;
}

async function seedOffersAndNews(context: SeedContext, demo: DemoStore, storeId: number, zone: string) {
  const { db, options, ids } = context;
  const content = DEMO_PUBLISHING[demo.key];
  await db.insert(offers).values(
    content.offers.map((offer) => ({
      storeId,
      name: offer.name,
      description: offer.description,
      active: offer.active,
      buttonText: offer.buttonText,
      price: offer.price,
      oldPrice: offer.oldPrice,
      public: offer.public,
      categoryId: offer.category === null ? null : requireId(ids.categories, offer.category),
      expirationDate:
        offer.expiresInDays === null ? null : dayIn(zone, daysFrom(options.now, offer.expiresInDays)),
      createdAt: daysFrom(options.now, -offer.createdDaysAgo),
    })),
  );
  await db.insert(storeNews).values(
    content.news.map(({ createdDaysAgo, ...news }) => ({
      ...news,
      storeId,
      createdAt: daysFrom(options.now, -createdDaysAgo),
    })),
  );
}

/** Written a few days before they are due; those due before today are sent as the scheduler would. */
async function seedStoreNotifications(
  context: SeedContext,
  storeId: number,
  zone: string,
  planned: DemoNotification[],
) {
  const { db, options } = context;
  for (const { day, ...notification } of planned) {
    const date = dayIn(zone, daysFrom(options.now, day));
    const [row] = await db
      .insert(notifications)
      .values({
        ...notification,
        storeId,
        date,
        sendAt: zonedInstant(date, notification.time, storeZone(storeId)),
        createdAt: daysFrom(options.now, Math.min(day, 0) - 3),
      })
      .returning();
    if (!row) throw new Error('Seed: a notification was not created');
    if (row.sendAt <= options.now) await sendStoreNotification(db, row, row.sendAt);
  }
}

async function seedPlatformNotifications(context: SeedContext) {
  const { db, options } = context;
  const zone = (await loadPlatformSettings(db)).timeZone;
  for (const { day, ...notification } of DEMO_PLATFORM_NOTIFICATIONS) {
    const date = dayIn(zone, daysFrom(options.now, day));
    const [row] = await db
      .insert(adminNotifications)
      .values({
        ...notification,
        date,
        sendAt: zonedInstant(date, notification.time, platformZone),
        createdAt: daysFrom(options.now, Math.min(day, 0) - 3),
      })
      .returning();
    if (!row) throw new Error('Seed: a platform notification was not created');
    if (row.sendAt <= options.now) await sendPlatformNotification(db, row, row.sendAt);
  }
}

export const publishingSeed: SeedModule = {
  name: 'ofertas, novedades y notificaciones',
  async run(context) {
    const random = new Random(SEED);
    const serial = { next: 1 };
    for (const demo of DEMO_STORES) {
      const storeId = context.ids.stores[demo.key];
      const zone = await storeTimeZone(context.db, storeId);
      const ownerRecord = demo.key === 'cafe' ? await seedOwnerAsCustomer(context, demo, storeId) : null;
      await seedDevices(context, random, storeId, serial, ownerRecord);
      await seedOffersAndNews(context, demo, storeId, zone);
      await seedStoreNotifications(context, storeId, zone, DEMO_PUBLISHING[demo.key].notifications);
    }
    await seedPlatformNotifications(context);
  },
};
