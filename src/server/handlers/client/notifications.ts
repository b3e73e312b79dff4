/**
 * The store's push notifications ('Notificaciones'): scheduled ones (sent by notifications/scheduler.ts at
 * their date and time in the store's time zone), their test send, and the direct message to one customer.
 */

import { and, desc, eq, isNull } from 'drizzle-orm';
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, notifications, users } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { deliverToCustomer } from '../../notifications/deliveries';
import { assertInTheFuture, storeZone, zonedInstant } from '../../notifications/sendTime';
import { loadCustomer } from '../../queries/customerRows';
import { notificationView } from '../../views/notificationView';

const notificationOfStore = (storeId: number, notificationId: number) =>
  and(eq(notifications.id, notificationId), eq(notifications.storeId, storeId));

async function loadNotification(db: Database, storeId: number, notificationId: number) {
  const [row] = await db.select().from(notifications).where(notificationOfStore(storeId, notificationId));
  if (!row) throw notFound(messages.notifications.notFound);
  return row;
}

/** The store owner's own customer record (same email), where a test send goes by default; or 404. */
async function ownerCustomerId(db: Database, storeId: number): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(
      users,
      and(
        eq(users.storeId, customers.storeId),
        eq(users.storeUserType, 'owner'),
        eq(users.email, customers.email),
      ),
    )
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)))
    .limit(1);
  if (!row) throw notFound(messages.notifications.ownerNotCustomer);
  return row.id;
}

export const notificationHandlers = {
  async clientNotificationGetAll({ caller, services }) {
    const user = requireStoreUser(caller);
    const rows = await services.db
      .select()
      .from(notifications)
      .where(eq(notifications.storeId, user.storeId))
      .orderBy(desc(notifications.date), desc(notifications.time), desc(notifications.id));
    return { notifications: rows.map(notificationView) };
  },

  async clientNotificationAdd({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(notifications)
        .values({
          storeId: user.storeId,
          title: body.title,
          description: body.description,
          image: body.image,
          date: body.date,
          time: body.time,
          buttonText: body.buttonText,
          buttonLink: body.buttonLink,
          sendAt: zonedInstant(body.date, body.time, storeZone(user.storeId)),
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('The notification was not created');
      // Checked on the instant PostgreSQL derived, so the rule and the scheduler agree; throwing rolls back.
      assertInTheFuture(created.sendAt, now);
      return created;
    });
    return { m: messages.notifications.created, notification: notificationView(row) };
  },

  async clientNotificationUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      // `sentAt IS NULL` in the same statement: if the scheduler is sending it right now, this waits for
      // its row lock and then finds it sent.
      const [updated] = await tx
        .update(notifications)
        .set({
          title: body.title,
          description: body.description,
          image: body.image,
          date: body.date,
          time: body.time,
          buttonText: body.buttonText,
          buttonLink: body.buttonLink,
          sendAt: zonedInstant(body.date, body.time, storeZone(user.storeId)),
        })
        .where(and(notificationOfStore(user.storeId, body.notificationId), isNull(notifications.sentAt)))
        .returning();
      if (!updated) {
        await loadNotification(tx, user.storeId, body.notificationId);
        throw conflict(messages.notifications.alreadySent);
      }
      assertInTheFuture(updated.sendAt, now);
      return updated;
    });
    return { m: messages.notifications.updated, notification: notificationView(row) };
  },

  async clientNotificationDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
    // Its deliveries stay (the customers have them), no longer linked to it.
    const [deleted] = await services.db
      .delete(notifications)
      .where(notificationOfStore(user.storeId, body.notificationId))
      .returning({ sentAt: notifications.sentAt });
    if (!deleted) throw notFound(messages.notifications.notFound);
    return { m: deleted.sentAt ? messages.notifications.deletedSent : messages.notifications.deletedUnsent };
  },

  async clientNotificationSendOne({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const notification = await loadNotification(db, user.storeId, body.notificationId);
    const customerId =
      body.customerId === undefined
        ? await ownerCustomerId(db, user.storeId)
        : (await loadCustomer(db, user.storeId, body.customerId)).id;
    const delivered = await deliverToCustomer(
      db,
      customerId,
      'test',
      { notificationId: notification.id },
      notification,
      services.now(),
    );
    return { m: messages.notifications.testSent(delivered), delivered };
  },

  async clientNotificationSend({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const customer = await loadCustomer(services.db, user.storeId, body.customerId);
    const delivered = await deliverToCustomer(
      services.db,
      customer.id,
      'direct',
      null,
      { title: body.title, description: body.description },
      services.now(),
    );
    return { m: messages.notifications.messageSent(delivered), delivered };
  },
} satisfies HandlerGroup;
