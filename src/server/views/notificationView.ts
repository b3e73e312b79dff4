import type { Entity } from '../../contract/types';
import type { adminNotifications, notifications } from '../db/schema';
import { isoInstant, isoInstantOrNull } from './dates';

type NotificationRow = typeof notifications.$inferSelect;
type AdminNotificationRow = typeof adminNotifications.$inferSelect;

/** What a store's and a platform notification share on the wire: content, schedule and sending. */
function scheduledView(row: NotificationRow | AdminNotificationRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    date: row.date,
    time: row.time,
    sent: row.sentAt !== null,
    sentAt: isoInstantOrNull(row.sentAt),
    recipients: row.recipients,
    createdAt: isoInstant(row.createdAt),
  };
}

export function notificationView(row: NotificationRow): Entity<'Notification'> {
  return { ...scheduledView(row), buttonText: row.buttonText, buttonLink: row.buttonLink };
}

export function adminNotificationView(row: AdminNotificationRow): Entity<'AdminNotification'> {
  return scheduledView(row);
}
