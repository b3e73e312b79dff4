/**
 * The administrator's push notifications to the customers of every store, scheduled in the platform's
 * time zone and sent by the same scheduler as the stores' (notifications/scheduler.ts).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminNotifications, customers } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { deliverToCustomer } from '../../notifications/deliveries';
import { assertInTheFuture, platformZone, zonedInstant } from '../../notifications/sendTime';
import { loadPlatformSettings } from '../../stores/storeFacts';
import { adminNotificationView } from '../../views/notificationView';

const byId = (notificationId: number) => eq(adminNotifications.id, notificationId);

export const adminNotificationHandlers = {
  async adminNotificationGetAll({ services }) {
    const rows = await services.db
      .select()
      .from(adminNotifications)
      .orderBy(desc(adminNotifications.date), desc(adminNotifications.time), desc(adminNotifications.id));
    const { timeZone } = await loadPlatformSettings(services.db);
    return { notifications: rows.map(adminNotificationView), timeZone };
  },

  async adminNotificationAdd({ body, services }) {
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminNotifications)
        .values({
          title: body.title,
          description: body.description,
          image: body.image,
          date: body.date,
          time: body.time,
          sendAt: zonedInstant(body.date, body.time, platformZone),
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('The notification was not created');
      assertInTheFuture(created.sendAt, now);
      return created;
    });
    return { m: messages.notifications.created, notification: adminNotificationView(row) };
  },

  async adminNotificationUpdate({ body, services }) {
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(adminNotifications)
        .set({
          title: body.title,
          description: body.description,
          image: body.image,
          date: body.date,
          time: body.time,
          sendAt: zonedInstant(body.date, body.time, platformZone),
        })
        .where(and(byId(body.notificationId), isNull(adminNotifications.sentAt)))
        .returning();
      if (!updated) {
        const [existing] = await tx
          .select({ id: adminNotifications.id })
          .from(adminNotifications)
          .where(byId(body.notificationId));
        throw existing
          ? conflict(messages.notifications.alreadySent)
          : notFound(messages.notifications.notFound);
      }
      assertInTheFuture(updated.sendAt, now);
      return updated;
    });
    return { m: messages.notifications.updated, notification: adminNotificationView(row) };
  },

  async adminNotificationDelete({ body, services }) {
    const [deleted] = await services.db
      .delete(adminNotifications)
      .where(byId(body.notificationId))
      .returning({ sentAt: adminNotifications.sentAt });
    if (!deleted) throw notFound(messages.notifications.notFound);
    return { m: deleted.sentAt ? messages.notifications.deletedSent : messages.notifications.deletedUnsent };
  },

  async adminNotificationSendOne({ body, services }) {
    const { db } = services;
    const [notification] = await db.select().from(adminNotifications).where(byId(body.notificationId));
    if (!notification) throw notFound(messages.notifications.notFound);
    // The same person may be a customer of several stores: the test reaches each of those records.
    const recipients = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, body.email.toLowerCase()), isNull(customers.deletedAt)));
    if (recipients.length === 0) throw notFound(messages.notifications.emailNotCustomer);
    const now = services.now();
    let delivered = 0;
    for (const recipient of recipients) {
      delivered += await deliverToCustomer(
        db,
        recipient.id,
        'test',
        { adminNotificationId: notification.id },
        notification,
        now,
      );
    }
    return { m: messages.notifications.testSent(delivered), delivered };
  },
} satisfies HandlerGroup;
