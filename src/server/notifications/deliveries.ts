/**
 * Handing a notification to customers. Every customer reached gets one delivery row (their inbox in the
 * customers' app) with the number of devices the push went to, counted at that moment: 0 when the
 * customer has no app installed. A scheduled send records one row per customer of its audience in one
 * statement; a test send or a direct message records one row for one customer.
 */
import { and, count, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  adminNotifications,
  customerDevices,
  customers,
  type DELIVERY_KINDS,
  notificationDeliveries,
  notifications,
} from '../db/schema';

export interface PushMessage {
  title: string;
  description: string;
}

/** The notification a delivery comes from: a store's, the administrator's, or none (a direct message). */
export type DeliverySource = { notificationId: number } | { adminNotificationId: number } | null;

type DeliveryKind = (typeof DELIVERY_KINDS)[number];

function sourceColumns(source: DeliverySource): {
  notificationId: number | null;
  adminNotificationId: number | null;
} {
  return {
    notificationId: source !== null && 'notificationId' in source ? source.notificationId : null,
    adminNotificationId:
      source !== null && 'adminNotificationId' in source ? source.adminNotificationId : null,
  };
}

/** Live customers of one store who had joined by `at`; customers who join later never got the send. */
export function storeAudience(storeId: number, at: Date): SQL | undefined {
  return and(eq(customers.storeId, storeId), isNull(customers.deletedAt), lte(customers.createdAt, at));
}

/** Live customers of every store who had joined by `at` (the administrator's notifications). */
export function platformAudience(at: Date): SQL | undefined {
  return and(isNull(customers.deletedAt), lte(customers.createdAt, at));
}

/**
 * Records the scheduled delivery of a notification to every customer of `audience`, at `at`, and answers
 * how many customers it reached. Must run in the transaction that marks the notification sent: the unique
 * index on (notification, customer) of scheduled deliveries refuses a second send of the same one.
 */
export async function deliverToAudience(
  tx: Database,
  source: Exclude<DeliverySource, null>,
  message: PushMessage,
  audience: SQL | undefined,
  at: Date,
): Promise<number> {
  const { notificationId, adminNotificationId } = sourceColumns(source);
  const rows = tx
    .select({
      customerId: customers.id,
      notificationId: sql`${notificationId}::integer`,
      adminNotificationId: sql`${adminNotificationId}::integer`,
      kind: sql`'scheduled'`,
      title: sql`${message.title}::text`,
      description: sql`${message.description}::text`,
      devices: sql`count(${customerDevices.id})::integer`,
      deliveredAt: sql`${at.toISOString()}::timestamptz`,
    })
    .from(customers)
    .leftJoin(customerDevices, eq(customerDevices.customerId, customers.id))
    .where(audience)
    .groupBy(customers.id);
  // Drizzle's insert … select wants every column of the table, the identity key included, so the
  // statement names its columns itself; the rows still come from the typed query above.
  await tx.execute(sql`INSERT INTO ${notificationDeliveries}
    (customer_id, notification_id, admin_notification_id, kind, title, description, devices, delivered_at)
    ${rows}`);
  const [delivered] = await tx
    .select({ n: count() })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.kind, 'scheduled'),
        notificationId === null
          ? eq(notificationDeliveries.adminNotificationId, adminNotificationId ?? 0)
          : eq(notificationDeliveries.notificationId, notificationId),
      ),
    );
  return delivered?.n ?? 0;
}

/** Pushes a message to one customer now and answers the number of devices it reached. */
export async function deliverToCustomer(
  db: Database,
  customerId: number,
  kind: Exclude<DeliveryKind, 'scheduled'>,
  source: DeliverySource,
  message: PushMessage,
  at: Date,
): Promise<number> {
  const [devices] = await db
    .select({ n: count() })
    .from(customerDevices)
    .where(eq(customerDevices.customerId, customerId));
  const reached = devices?.n ?? 0;
  await db.insert(notificationDeliveries).values({
    customerId,
    ...sourceColumns(source),
    kind,
    title: message.title,
    description: message.description,
    devices: reached,
    deliveredAt: at,
  });
  return reached;
}

export interface ScheduledStoreNotification extends PushMessage {
  id: number;
  storeId: number;
}

/**
 * Sends a store's notification to its customers and marks it sent, in the caller's transaction (which
 * holds the notification's row lock): answers the customers reached.
 */
export async function sendStoreNotification(
  tx: Database,
  notification: ScheduledStoreNotification,
  at: Date,
): Promise<number> {
  const recipients = await deliverToAudience(
    tx,
    { notificationId: notification.id },
    notification,
    storeAudience(notification.storeId, at),
    at,
  );
  await tx.update(notifications).set({ sentAt: at, recipients }).where(eq(notifications.id, notification.id));
  return recipients;
}

/** The same for an administrator's notification, to the customers of every store. */
export async function sendPlatformNotification(
  tx: Database,
  notification: PushMessage & { id: number },
  at: Date,
): Promise<number> {
  const recipients = await deliverToAudience(
    tx,
    { adminNotificationId: notification.id },
    notification,
    platformAudience(at),
    at,
  );
  await tx
    .update(adminNotifications)
    .set({ sentAt: at, recipients })
    .where(eq(adminNotifications.id, notification.id));
  return recipients;
}
