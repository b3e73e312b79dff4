/**
 * Sending the push notifications that are due, a job of the scheduler (scheduler/scheduler.ts). At every
 * tick it claims the notifications that are due (store ones and the administrator's), one at a time,
 * each in its own transaction: the row is locked with SELECT … FOR UPDATE SKIP LOCKED, one delivery row
 * per customer is written and the notification is marked sent before the commit. So a notification is
 * sent exactly once: a second server process skips the row another is sending and then finds it sent; a
 * process that stops mid-send rolls back, and the next tick (of any process, after a restart too) sends
 * it, since nothing but the database remembers what is due.
 */
import { and, asc, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { adminNotifications, notifications } from '../db/schema';
import { createScheduler, type Scheduler, type SchedulerJob } from '../scheduler/scheduler';
import { sendPlatformNotification, sendStoreNotification } from './deliveries';
import { followZoneChanges } from './sendTime';

/** Notifications sent per kind and tick at most, so that stopping never waits for a long backlog. */
const MAX_PER_TICK = 50;

async function sendNextStoreNotification(db: Database, now: () => Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [due] = await tx
      .select({
        id: notifications.id,
        storeId: notifications.storeId,
        title: notifications.title,
        description: notifications.description,
      })
      .from(notifications)
      .where(and(isNull(notifications.sentAt), lte(notifications.sendAt, at)))
      .orderBy(asc(notifications.sendAt), asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await sendStoreNotification(tx, due, at);
    return true;
  });
}

async function sendNextPlatformNotification(db: Database, now: () => Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [due] = await tx
      .select({
        id: adminNotifications.id,
        title: adminNotifications.title,
        description: adminNotifications.description,
      })
      .from(adminNotifications)
      .where(and(isNull(adminNotifications.sentAt), lte(adminNotifications.sendAt, at)))
      .orderBy(asc(adminNotifications.sendAt), asc(adminNotifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await sendPlatformNotification(tx, due, at);
    return true;
  });
}

/** The scheduler's job of sending what is due, at every tick. */
export function notificationJob(db: Database): SchedulerJob {
  return {
    name: 'notifications',
    everyMs: 0,
    async run(now) {
      await followZoneChanges(db);
      let sent = 0;
      for (const sendNext of [sendNextStoreNotification, sendNextPlatformNotification]) {
        for (let claimed = 0; claimed < MAX_PER_TICK && (await sendNext(db, now)); claimed++) sent++;
      }
      return sent;
    },
  };
}

export type NotificationScheduler = Scheduler;

/** A scheduler that only sends notifications (its tick answers how many it sent). */
export function createNotificationScheduler(options: {
  db: Database;
  now: () => Date;
  intervalMs?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}): NotificationScheduler {
  return createScheduler({ ...options, jobs: [notificationJob(options.db)] });
}
