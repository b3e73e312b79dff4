/**
 * What stores and the platform publish to customers: offers, news, push notifications with their
 * per-customer deliveries, and banners. Store and platform rows live in separate tables, so a store
 * query can never reach a platform row and the other way round.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money } from './columns';
import { customers } from './loyalty';
import { categories } from './platform';
import { stores } from './stores';

export const offers = pgTable(
  'offers',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    image: text().notNull().default(''),
    imageSquared: text().notNull().default(''),
    buttonText: text().notNull().default(''),
    buttonLink: text().notNull().default(''),
    price: money(),
    oldPrice: money(),
    public: boolean().notNull().default(false),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    expirationDate: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('offers_store_created_idx').on(t.storeId, t.createdAt)],
);

export const adminOffers = pgTable('admin_offers', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  active: boolean().notNull().default(true),
  image: text().notNull().default(''),
  buttonText: text().notNull().default(''),
  buttonLink: text().notNull().default(''),
  expirationDate: date({ mode: 'string' }),
  createdAt: createdAt(),
});

const newsColumns = () => ({
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  image: text().notNull().default(''),
  imageSquared: text().notNull().default(''),
  active: boolean().notNull().default(true),
  buttonText: text().notNull().default(''),
  buttonLink: text().notNull().default(''),
  public: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const storeNews = pgTable(
  'store_news',
  {
    ...newsColumns(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [index('store_news_store_created_idx').on(t.storeId, t.createdAt)],
);

export const adminNews = pgTable('admin_news', newsColumns());

/**
 * A store's scheduled push notification. `date` and `time` are as typed in the store's time zone;
 * `sendAt` is that instant, recomputed when the row or the zone changes. The scheduler claims due rows
 * with FOR UPDATE SKIP LOCKED and sets sentAt in the same transaction as the deliveries.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    image: text().notNull().default(''),
    date: date({ mode: 'string' }).notNull(),
    time: text().notNull(),
    buttonText: text().notNull().default(''),
    buttonLink: text().notNull().default(''),
    sendAt: instant().notNull(),
    sentAt: instant(),
    recipients: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_store_date_idx').on(t.storeId, t.date, t.time),
    index('notifications_due_idx').on(t.sendAt).where(sql`${t.sentAt} IS NULL`),
  ],
);

/** A platform-wide notification to the customers of every store, in the platform's time zone. */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    image: text().notNull().default(''),
    date: date({ mode: 'string' }).notNull(),
    time: text().notNull(),
    sendAt: instant().notNull(),
    sentAt: instant(),
    recipients: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('admin_notifications_due_idx').on(t.sendAt).where(sql`${t.sentAt} IS NULL`)],
);

export const DELIVERY_KINDS = ['scheduled', 'test', 'direct'] as const;

/**
 * One message handed to one customer. A scheduled notification is delivered at most once per customer
 * (unique index), which makes a repeated send harmless; test sends and direct messages may repeat.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    notificationId: integer().references(() => notifications.id, { onDelete: 'set null' }),
    adminNotificationId: integer().references(() => adminNotifications.id, { onDelete: 'set null' }),
    kind: text({ enum: DELIVERY_KINDS }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    devices: integer().notNull().default(0),
    deliveredAt: createdAt(),
  },
  (t) => [
    index('notification_deliveries_customer_idx').on(t.customerId, t.deliveredAt),
    uniqueIndex('notification_deliveries_once_key')
      .on(t.notificationId, t.customerId)
      .where(sql`${t.kind} = 'scheduled' AND ${t.notificationId} IS NOT NULL`),
    uniqueIndex('notification_deliveries_admin_once_key')
      .on(t.adminNotificationId, t.customerId)
      .where(sql`${t.kind} = 'scheduled' AND ${t.adminNotificationId} IS NOT NULL`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    image: text().notNull(),
    link: text().notNull().default(''),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('banners_store_position_idx').on(t.storeId, t.position)],
);
